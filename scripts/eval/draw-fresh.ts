// Draws fresh evaluation sets of MAWPS, SVAMP and GSM8K items that are in none of scripts/eval/data's
// files, into a folder OUTSIDE the repository (fetched public data is never committed):
//   OUT/{mawps,svamp,gsm8k}-val.jsonl    counts while improving (only wrong answers may be read)
//   OUT/{mawps,svamp,gsm8k}-final.jsonl  acceptance, measured, never read
//   OUT/pool/{gsm8k,asdiv,mawps}-pool.jsonl  development pools, read freely
// Needs git checkouts (bare is fine) of arkilpatel/SVAMP (MIT), openai/grade-school-math (MIT) and
// chaochun/nlu-asdiv-dataset (CC BY-NC 4.0), e.g. from the tool library's `fetch`.
// Usage: node --experimental-transform-types scripts/eval/draw-fresh.ts --svamp=DIR --gsm8k=DIR --asdiv=DIR --out=DIR
// Measure: scripts/eval/solver-sets.ts --data=OUT --split=val (or --data=OUT/pool --split=pool)
import { mkdirSync } from 'node:fs';
import { gsm8k, option, readCsv, repositoryItems, show, shuffled, writeJsonl as write, type Item } from './draw-shared.ts';

const number = (text: string): string => String(Number(text));
const inRepository = new Set(repositoryItems().map((it) => it.id));

function mawps(repo: string): Item[] {
  return [0, 1, 2, 3, 4].flatMap((fold) => readCsv(show(repo, `data/cv_mawps/fold${fold}/dev.csv`)).map((row, i) => {
    let question = row.Question ?? '';
    (row.Numbers ?? '').split(' ').forEach((n, k) => { question = question.replace(new RegExp(`\\bnumber${k}\\b`, 'g'), number(n)); });
    return { id: `fold${fold}-${i}`, question: question.replace(/\s+([.,?!;:])/g, '$1').trim(), answer: number(row.Answer ?? ''), equation: row.Equation };
  }));
}

function svamp(repo: string): Item[] {
  const items = JSON.parse(show(repo, 'SVAMP.json')) as Array<{ ID: string; Body: string; Question: string; Answer: number; Equation: string }>;
  return items.map((it) => {
    const body = it.Body.trim();
    return { id: `chal-${it.ID.split('-')[1]}`, question: `${body}${body.endsWith('.') ? '' : '.'} ${it.Question.trim()}`, answer: String(it.Answer), equation: it.Equation.trim() };
  });
}

function asdiv(repo: string): Item[] {
  const xml = show(repo, 'dataset/ASDiv.xml');
  const text = (block: string, tag: string): string => (new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(block)?.[1] ?? '').trim()
    .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");
  return [...xml.matchAll(/<Problem ID="([^"]+)"[\s\S]*?<\/Problem>/g)].flatMap(([block, id]) => {
    const answer = /^(-?[\d.]+)\s*(?:\(.*\))?$/.exec(text(block, 'Answer'))?.[1];
    return answer ? [{ id: id ?? '', question: `${text(block, 'Body')} ${text(block, 'Question')}`, answer, equation: text(block, 'Formula') }] : [];
  });
}

const out = option('out');
mkdirSync(`${out}/pool`, { recursive: true });
const sizes = { mawps: [200, 300], svamp: [150, 250], gsm8k: [150, 300] } as const;
const unused = { mawps: mawps(option('svamp')), svamp: svamp(option('svamp')), gsm8k: gsm8k(option('gsm8k'), 'test') };
for (const [set, [val, final]] of Object.entries(sizes) as Array<[keyof typeof sizes, readonly [number, number]]>) {
  const drawn = shuffled(unused[set].filter((it) => !inRepository.has(it.id)), 2026);
  write(`${out}/${set}-val.jsonl`, drawn.slice(0, val));
  write(`${out}/${set}-final.jsonl`, drawn.slice(val, val + final));
  if (set === 'mawps') write(`${out}/pool/mawps-pool.jsonl`, drawn.slice(val + final));
  console.log(`${set}: ${drawn.length} unused, val ${val}, final ${final}`);
}
write(`${out}/pool/gsm8k-pool.jsonl`, gsm8k(option('gsm8k'), 'train'));
write(`${out}/pool/asdiv-pool.jsonl`, asdiv(option('asdiv')));

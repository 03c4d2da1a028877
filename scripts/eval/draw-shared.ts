// What the draw scripts share: reading a data set from a git checkout, a repeatable shuffle, JSONL output and
// the ids and texts already used by the repository's sets.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

export interface Item { id: string; question: string; answer: string; equation?: string }

export const option = (name: string): string => {
  const value = process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (!value) throw new Error(`--${name}=DIR is required`);
  return value;
};

/** A file of a (bare) git checkout at HEAD. */
export const show = (repo: string, path: string): string => execFileSync('git', ['-C', repo, 'show', `HEAD:${path}`], { encoding: 'utf8', maxBuffer: 1 << 28 });

export const readJsonl = (path: string): Item[] => readFileSync(path, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Item);
export const writeJsonl = (path: string, items: readonly Item[]): void => writeFileSync(path, items.map((it) => JSON.stringify(it)).join('\n') + '\n');

/** Every item of the repository's own dev and held-out files. */
export const repositoryItems = (): Item[] => ['mawps', 'svamp', 'gsm8k'].flatMap((set) => ['dev', 'heldout'].flatMap((split) =>
  readJsonl(new URL(`./data/${set}-${split}.jsonl`, import.meta.url).pathname)));

export function gsm8k(repo: string, split: 'test' | 'train'): Item[] {
  return show(repo, `grade_school_math/data/${split}.jsonl`).split('\n').filter(Boolean).map((line, i) => {
    const it = JSON.parse(line) as { question: string; answer: string };
    return { id: `gsm8k-${split}-${i}`, question: it.question, answer: (it.answer.split('####').pop() ?? '').trim().replace(/,/g, '') };
  });
}

/** Deterministic shuffle (mulberry32), so a draw can be repeated. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Rows of a CSV text with a header line (quoted fields may hold commas, doubled quotes and newlines). */
export function readCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { rows[rows.length - 1]!.push(field); field = ''; } else if (c === '\n') { rows[rows.length - 1]!.push(field.replace(/\r$/, '')); field = ''; rows.push([]); } else field += c;
  }
  if (field) rows[rows.length - 1]!.push(field);
  const [header = [], ...body] = rows.filter((r) => r.length > 1);
  return body.map((r) => Object.fromEntries(header.map((name, k) => [name, r[k] ?? ''])));
}

// The fifth draw: problems the solver's authors have never seen, after SVAMP ran out (draw-fresh.ts used
// its last items). Written into a folder OUTSIDE the repository (fetched public data is never committed):
//   OUT/paramawps-{val,final}.jsonl  ParaMAWPS (MIT, Raiyan et al. 2023): paraphrased and varied
//       elementary problems ("how much longer", questions asked the other way round, extra facts), i.e.
//       what SVAMP measured. Only problems whose ORIGINAL text is in none of our files are drawn, and
//       all variations of one original go to the same split.
//   OUT/gsm8k-{val,final}.jsonl      the GSM8K test items in none of our files (repository or earlier draws)
//   OUT/pool/paramawps-pool.jsonl    variations of originals we had already seen: read freely
// val: counts while improving (only wrong answers may be read); final: acceptance, measured, never read.
// Usage: node --experimental-transform-types scripts/eval/draw-unseen.ts --paramawps=DIR --gsm8k=DIR --earlier=DIR --out=DIR
//   --earlier: the folder of the earlier draw (draw-fresh.ts's OUT), whose items are excluded too.
import { mkdirSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gsm8k, option, readJsonl, show, shuffled, writeJsonl, type Item } from './draw-shared.ts';

const SEED = 2611;
const PARAMAWPS_FINAL_GROUPS = 55;
const GSM8K_FINAL = 300;
/** ParaMAWPS numbers a variation k of original n as k * 10^7 + n (k = 0 is the original text). */
const VARIATION_STEP = 10_000_000;

interface ParaItem { id: number; original_text: string; equation: string; ans: number }

/** Letters only: the same problem is written "$ 13.60" in one set and "$13.6" in another. */
const normalized = (text: string): string => text.toLowerCase().replace(/[^a-z]/g, '');
const jsonlFiles = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.jsonl')).map((f) => `${dir}/${f}`);

function paramawpsGroups(repo: string): Map<number, ParaItem[]> {
  const items = ['testset', 'validset'].flatMap((file) => JSON.parse(show(repo, `ParaMAWPS/${file}.json`)) as ParaItem[]);
  const groups = new Map<number, ParaItem[]>();
  for (const it of items) groups.set(it.id % VARIATION_STEP, [...(groups.get(it.id % VARIATION_STEP) ?? []), it]);
  return groups;
}

const variations = (group: readonly ParaItem[]): Item[] => group.filter((it) => it.id >= VARIATION_STEP).map((it) => ({
  id: `paramawps-${it.id}`, question: it.original_text.replace(/\s+([.,?!;:])/g, '$1').trim(), answer: String(it.ans), equation: it.equation.replace(/^x=/i, ''),
}));

const out = option('out');
mkdirSync(`${out}/pool`, { recursive: true });
const known = [...jsonlFiles(fileURLToPath(new URL('./data', import.meta.url))), ...jsonlFiles(option('earlier'))].flatMap(readJsonl).filter((it) => typeof it.question === 'string');
const knownTexts = new Set(known.map((it) => normalized(it.question)));
const knownIds = new Set(known.map((it) => it.id));

const groups = shuffled([...paramawpsGroups(option('paramawps')).values()], SEED);
const originalSeen = (group: readonly ParaItem[]): boolean => group.some((it) => it.id < VARIATION_STEP && knownTexts.has(normalized(it.original_text)));
const unseen = groups.filter((g) => !originalSeen(g) && g.some((it) => it.id < VARIATION_STEP));
writeJsonl(`${out}/paramawps-final.jsonl`, unseen.slice(0, PARAMAWPS_FINAL_GROUPS).flatMap(variations));
writeJsonl(`${out}/paramawps-val.jsonl`, unseen.slice(PARAMAWPS_FINAL_GROUPS).flatMap(variations));
writeJsonl(`${out}/pool/paramawps-pool.jsonl`, groups.filter((g) => !unseen.includes(g)).flatMap(variations));
console.log(`paramawps: ${groups.length} originals, ${unseen.length} never seen: final ${PARAMAWPS_FINAL_GROUPS}, val ${unseen.length - PARAMAWPS_FINAL_GROUPS} (all variations each)`);

const gsmUnused = shuffled(gsm8k(option('gsm8k'), 'test').filter((it) => !knownIds.has(it.id)), SEED);
writeJsonl(`${out}/gsm8k-final.jsonl`, gsmUnused.slice(0, GSM8K_FINAL));
writeJsonl(`${out}/gsm8k-val.jsonl`, gsmUnused.slice(GSM8K_FINAL));
console.log(`gsm8k: ${gsmUnused.length} test items unused: final ${GSM8K_FINAL}, val ${gsmUnused.length - GSM8K_FINAL}`);

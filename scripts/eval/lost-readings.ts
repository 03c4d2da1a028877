// Right answers lost on the way (issue 15): for every declined item of a set, runs each story reader
// on its own and reports the items where some reader gave the set's number, grouped by what declined
// it: another trusted reading with a different number (named), a word guard, a trust check, the
// amount-word gate or a statement shape. Development sets and pools only (never val/final/held-out).
// Usage: node --experimental-transform-types scripts/eval/lost-readings.ts [--data=DIR --split=NAME] [--sets=svamp,mawps] [--half=dev|check] [--items]
// (a pool's check half is counted, never listed: --items with --half=check, or a whole pool, is refused).
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import '../lib/source-hooks.mjs';
import { halfOf, parseHalf } from './pool-halves.ts';

const H = '../../services/ai-assistant/src/domain/local/homework';
const { STORY_READERS, PORTION_READERS } = await import(`${H}/story-solvers.ts`);
const { solveProblem } = await import(`${H}/solve-problem.ts`);
const { rejectReading } = await import(`${H}/guards/accepted-reading.ts`);
const { solutionParts } = await import(`${H}/story-trust/solution-parts.ts`);
const { numberWordsRead } = await import(`${H}/story-trust/number-words.ts`);
const { misreading } = await import(`${H}/story-trust/reading-guards.ts`);
const { wholeAnswer } = await import(`${H}/story-trust/whole-answers.ts`);
const { unmodelledShape } = await import(`${H}/story-trust/statement-guards.ts`);
const { wordProblemReaders } = await import(`${H}/word-problem-guard.ts`);
const { amountWords } = await import(`${H}/../text/amount-words.ts`);

type Solved = { answer: string } | null;
type Reader = ((s: string) => Solved) & { name: string };
interface Item { id: string; question: string; answer: string }
interface Reading { reader: string; value: number | null; lostAt: string | null }

const option = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dataDir = option('data') ? `${option('data')!.replace(/\/$/, '')}/` : fileURLToPath(new URL('./data/', import.meta.url));
const split = option('split') ?? 'dev';
if (/val|final|heldout/.test(split)) throw new Error('lost-readings reads items: development sets and pools only');
const sets = (option('sets') ?? 'mawps,svamp,gsm8k,asdiv').split(',');
const half = parseHalf(option('half'));
if (process.argv.includes('--items') && split === 'pool' && half !== 'dev') throw new Error('a pool is listed by its dev half only: add --half=dev');

function statedValue(answer: string | null | undefined): number | null {
  const token = /-?\d[\d,]*(?:\.\d+)?(?:\/\d+)?/.exec(answer ?? '')?.[0]?.replace(/,/g, '');
  if (!token) return null;
  const [top, bottom] = token.split('/').map(Number);
  return bottom === undefined ? top! : top! / bottom;
}

/** One reader's answer and the first check that dropped it (null: trusted). */
function read(statement: string, reader: Reader): Reading | null {
  let solved: Solved;
  try { solved = reader(statement); } catch { return { reader: reader.name, value: null, lostAt: 'threw' }; }
  if (!solved) return null;
  const value = statedValue(solved.answer);
  const rejected = rejectReading(statement, solved);
  if (rejected) return { reader: reader.name, value, lostAt: `guard:${rejected.split(/[:(]/)[0].trim().slice(0, 60)}` };
  const parts = solutionParts(solved);
  if (!numberWordsRead(statement, parts.numbers)) return { reader: reader.name, value, lostAt: 'trust:number-words' };
  const wrong = misreading(statement, parts);
  if (wrong) return { reader: reader.name, value, lostAt: `trust:${wrong}` };
  const whole = wholeAnswer(statement, solved, parts);
  return whole ? { reader: reader.name, value: statedValue(whole.answer), lostAt: null } : { reader: reader.name, value, lostAt: 'trust:whole-answer' };
}

const near = (a: number | null, b: number): boolean => a !== null && Math.abs(a - b) <= 1e-5 * Math.max(1, Math.abs(b));

/** Why an item with a right reading was declined, or null when no reader gave the right number. */
function lostBecause(statement: string, expected: number): string | null {
  const readings = [...STORY_READERS, ...PORTION_READERS].map((r: Reader) => read(statement, r)).filter((r): r is Reading => r !== null);
  const right = readings.filter((r) => near(r.value, expected));
  if (right.length === 0) return null;
  const mode = wordProblemReaders(statement);
  if (mode === 'none') return `amount-words:${amountWords(statement).join('|')}`;
  const shape = unmodelledShape(statement);
  if (shape) return `statement:${shape}`;
  const trusted = readings.filter((r) => r.lostAt === null);
  if (right.some((r) => r.lostAt === null)) {
    const against = trusted.filter((r) => !near(r.value, expected)).map((r) => r.reader);
    return against.length > 0 ? `disagree:${[...new Set(against)].join('+')}` : `other:${mode}`;
  }
  return `${right[0]!.lostAt}<-${right[0]!.reader}`;
}

for (const name of sets) {
  const file = `${dataDir}${name}-${split}.jsonl`;
  if (!existsSync(file)) continue;
  const items = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Item).filter((item) => !half || halfOf(item.id) === half);
  const groups = new Map<string, string[]>();
  for (const item of items) {
    const expected = statedValue(item.answer);
    if (expected === null || solveProblem(item.question)) continue;
    const why = lostBecause(item.question, expected);
    if (why) groups.set(why, [...(groups.get(why) ?? []), `${item.id} [${item.answer}]: ${item.question}`]);
  }
  const total = [...groups.values()].reduce((n, g) => n + g.length, 0);
  console.log(`${name}-${split}: ${total} declined items with a right reading`);
  for (const [why, list] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`  ${String(list.length).padStart(4)}  ${why}`);
    if (process.argv.includes('--items')) for (const line of list) console.log(`          ${line}`);
  }
}

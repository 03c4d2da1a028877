// Homework-solver evaluation on public data sets (scripts/eval/data, see SOURCES.md): each item goes
// through the offline provider's solveHomework as a student would paste it; the shown answer is
// compared with the data set's answer. Prints right / declined / wrong per set.
// Usage: source scripts/node-env.sh && node --experimental-transform-types scripts/eval/solver-sets.ts [--heldout] [--show-wrong] [--show-declined]
//        [--data=DIR --split=NAME]: measure NAME files (mawps-NAME.jsonl, …) of another folder, e.g. a fresh draw kept out of the repository
//        [--half=dev|check]: only that half of each set (pool-halves.ts); the check half is counted, never listed
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Run the services' TypeScript source directly; hooks first, so the imports below use them.
import '../lib/source-hooks.mjs';
import { originalsLine } from './paraphrase-originals.ts';
import { halfOf, parseHalf } from './pool-halves.ts';
import { otherFormAgrees } from './answer-forms.ts';

const { LocalAiProvider } = await import('../../services/ai-assistant/src/domain/local/local-ai-provider.ts');
const { exact, plain } = await import('../../services/ai-assistant/src/domain/local/homework/math-engine.ts');

interface Item { id: string; question: string; answer: string; equation?: string }
export interface SetResult { name: string; total: number; right: number; declined: number; wrong: number; labelConflicts: number; wrongItems: string[]; declinedItems: string[]; ids: string[]; rightIds: string[] }

const SETS = ['plain', 'exercises', 'mawps', 'svamp', 'paramawps', 'gsm8k', 'asdiv', 'probability'] as const;
const option = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dataDir = option('data') ? `${option('data')!.replace(/\/$/, '')}/` : fileURLToPath(new URL('./data/', import.meta.url));
const provider = new LocalAiProvider();
const half = parseHalf(option('half'));

/** Equal at nine points: the same polynomial (the sets' expressions have degree below nine). */
function samePolynomial(a: string, b: string, variable: string): boolean {
  try {
    return [-4, -3, -2, -1, 0, 1, 2, 3, 4].every((x) => exact.evaluate(a, { [variable]: exact.fraction(x) }).equals(exact.evaluate(b, { [variable]: exact.fraction(x) })));
  } catch {
    return false;
  }
}

function load(name: string, split: string): Item[] {
  const items = readFileSync(`${dataDir}${name}-${split}.jsonl`, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Item);
  return half ? items.filter((item) => halfOf(item.id) === half) : items;
}

/** The asked variable of "Solve … for r." (systems answer both; the data set wants r). */
function askedVariable(question: string): string | null {
  return /\bfor\s+([a-z])\s*[.?]?\s*$/i.exec(question)?.[1] ?? null;
}

function parseNumber(text: string): ReturnType<typeof exact.fraction> | null {
  const cleaned = text.replace(/[$€£,%]/g, '').trim();
  const mixed = /^(-?)(\d+)\s+(\d+)\/(\d+)$/.exec(cleaned);
  try {
    if (mixed) return exact.fraction(`${mixed[1]}${mixed[2]}`).add(exact.fraction(Number(mixed[3]), Number(mixed[4])).mul(mixed[1] ? -1 : 1));
    const token = /^-?\d+(?:\.\d+)?(?:\/\d+)?/.exec(cleaned)?.[0];
    return token ? exact.fraction(token) : null;
  } catch {
    return null;
  }
}

/** The value a student reads from the shown answer: "r = 4", "4 cookies", "5/4 = 1 1/4", "35%". */
export function shownValue(answer: string, variable: string | null): ReturnType<typeof exact.fraction> | null {
  if (variable) {
    const assigned = new RegExp(`\\b${variable}\\s*=\\s*(-?[\\d./]+)`).exec(answer);
    if (assigned?.[1]) return parseNumber(assigned[1]);
  }
  const plain = answer.replace(/^[a-z]\s*=\s*/i, '').split(/\s*(?:=|≈)\s*/)[0] ?? '';
  return parseNumber(plain);
}

/** SVAMP and ASDiv items carry an infix equation; when it evaluates to the shown answer, the answer field is the error. */
function labelConflict(item: Item, shown: ReturnType<typeof exact.fraction>): boolean {
  // ASDiv writes its formula with the rounded result ("10/3=3.333"): the left side is the equation.
  const equation = item.equation?.split('=')[0] ?? '';
  if (!equation || !/^[\d\s.()+\-*/]+$/.test(equation)) return false;
  try {
    return Math.abs(Number(plain.evaluate(equation)) - Number(shown.valueOf())) < 1e-9;
  } catch {
    return false;
  }
}

/** MAWPS holds some problems twice with different answers: the set contradicts itself there. */
function selfContradiction(items: readonly Item[], item: Item, shown: ReturnType<typeof exact.fraction>): boolean {
  return items.some((other) => other !== item && other.question === item.question && other.answer !== item.answer && parseNumber(other.answer)?.equals(shown));
}

const formatted = (value: ReturnType<typeof exact.fraction>): string => value.toFraction();

/**
 * Items whose answer field is wrong, each with its arithmetic (data/label-errors.jsonl, read by the team):
 * a shown answer equal to the written right one is counted as a label error of the set, never as right.
 */
const KNOWN_LABEL_ERRORS = new Map(readFileSync(fileURLToPath(new URL('./data/label-errors.jsonl', import.meta.url)), 'utf8').split('\n').filter(Boolean)
  .map((line) => JSON.parse(line) as { set: string; id: string; answer: string; why: string }).map((e) => [`${e.set}:${e.id}`, e]));

function knownLabelError(set: string, item: Item, shown: ReturnType<typeof exact.fraction> | null, answer: string): string | null {
  const known = KNOWN_LABEL_ERRORS.get(`${set}:${item.id}`);
  const agrees = known ? (otherFormAgrees(known.answer, answer) ?? (shown !== null && !!parseNumber(known.answer)?.equals(shown))) : false;
  return agrees ? known!.why : null;
}

async function runSet(name: string, split: string): Promise<SetResult> {
  const items = load(name, split);
  const result: SetResult = { name: `${name}-${split}`, total: 0, right: 0, declined: 0, wrong: 0, labelConflicts: 0, wrongItems: [], declinedItems: [], ids: items.map((i) => i.id), rightIds: [] };
  for (const item of items) {
    result.total++;
    const solution = await provider.solveHomework({ text: item.question, gradeLevel: '7th' });
    const solved = solution.problems.filter((p: { solved: boolean }) => p.solved);
    if (solved.length === 0) {
      result.declined++;
      result.declinedItems.push(`${item.id}: ${item.question}`);
      continue;
    }
    const expected = parseNumber(item.answer);
    const shown = solved.map((p: { answer: string | null }) => shownValue(p.answer ?? '', askedVariable(item.question)));
    // Data sets round repeating decimals (10/3 → 3.33333): equal to 1 part in 100,000 counts as equal.
    // Some round to the decimals they print (250/3 → 83.33): the shown answer rounded the same way counts as equal.
    const decimals = /\.(\d+)$/.exec(item.answer.trim())?.[1]?.length ?? 0;
    const near = (a: ReturnType<typeof exact.fraction>, b: ReturnType<typeof exact.fraction>): boolean =>
      Math.abs(Number(a.valueOf()) - Number(b.valueOf())) <= Math.max(1e-5 * Math.max(1, Math.abs(Number(b.valueOf()))), decimals > 0 && a.d !== 1n ? 0.5 * 10 ** -decimals + 1e-12 : 0);
    const otherForm = solved.length === 1 ? otherFormAgrees(item.answer, solved[0]?.answer ?? '', samePolynomial) : null;
    const ok = otherForm ?? (solved.length === 1 && expected !== null && shown[0] !== null && near(shown[0]!, expected));
    if (ok) {
      result.right++;
      result.rightIds.push(item.id);
    }
    else if (shown[0] && selfContradiction(items, item, shown[0])) {
      // The same problem text appears again in the set with the shown answer as its answer.
      result.labelConflicts++;
      result.wrongItems.push(`${item.id} (label conflict: the same text is in the set again with answer ${formatted(shown[0])}): ${item.question}`);
    } else if (solved.length === 1 && knownLabelError(name, item, shown[0] ?? null, solved[0]?.answer ?? '')) {
      result.labelConflicts++;
      result.wrongItems.push(`${item.id} (label error, data/label-errors.jsonl: ${knownLabelError(name, item, shown[0] ?? null, solved[0]?.answer ?? '')}): ${item.question}`);
    } else if (shown[0] && labelConflict(item, shown[0])) {
      // The set's own equation gives the shown answer but its answer field says otherwise (a label error).
      result.labelConflicts++;
      result.wrongItems.push(`${item.id} (label conflict: the set's equation ${item.equation} gives the shown answer): ${item.question}`);
    } else {
      result.wrong++;
      result.wrongItems.push(`${item.id}: ${item.question}\n      shown ${solved.map((p: { answer: string | null }) => p.answer).join(' | ')}; expected ${item.answer}`);
    }
  }
  return result;
}

export async function runSolverSets(split: string): Promise<SetResult[]> {
  const results: SetResult[] = [];
  for (const name of SETS) if (existsSync(`${dataDir}${name}-${split}.jsonl`)) results.push(await runSet(name, split));
  return results;
}

const pct = (n: number, total: number): string => `${((100 * n) / Math.max(1, total)).toFixed(0)}%`.padStart(4);

export function printSolverResults(results: readonly SetResult[], options: { showWrong: boolean; showDeclined: boolean }): void {
  console.log('Homework solver on public sets (shown answer vs the set\'s answer)');
  console.log('  set              items   right        declined     wrong   label errors of the set');
  for (const r of results) {
    console.log(`  ${r.name.padEnd(15)} ${String(r.total).padStart(5)}   ${String(r.right).padStart(4)} ${pct(r.right, r.total)}   ${String(r.declined).padStart(4)} ${pct(r.declined, r.total)}   ${String(r.wrong).padStart(4)}   ${String(r.labelConflicts).padStart(4)}`);
  }
  for (const line of results.map(originalsLine)) if (line) console.log(line);
  for (const r of results) {
    if (options.showWrong) for (const line of r.wrongItems) console.log(`    ! ${line}`);
    if (options.showDeclined) for (const line of r.declinedItems) console.log(`    - ${line}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const split = option('split') ?? (process.argv.includes('--heldout') ? 'heldout' : 'dev');
  const listed = { showWrong: process.argv.includes('--show-wrong'), showDeclined: process.argv.includes('--show-declined') };
  if (half === 'check' && (listed.showWrong || listed.showDeclined)) throw new Error('the check half is counted, never listed: drop --show-wrong / --show-declined');
  const results = await runSolverSets(split);
  printSolverResults(results, listed);
  if (results.some((r) => r.wrong > 0)) process.exitCode = 1;
}

import { exact, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { singular, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { digits, NOT_A_PRODUCT, readClause, readMeasures, type Dimension, type Measure } from './read-rates.js';
import { inStoryMoney, key, MEASURES, targetOf } from './solve-rates.js';
import { splitQuestion } from './split-question.js';
import { signPatterns } from './sign-patterns.js';
import { unitsAgree, withUnits } from './unit-math.js';

/**
 * Sums of rate chains told side by side: "A driver travels 30 miles per hour for 3 hours and 25 miles
 * per hour for 4 hours", "Her friend pays her $5 per day, her brother $8 per day … How much will she
 * collect after 7 days?". The story's measures, in the order told, are cut into runs; each run (with
 * the question's own amounts, which only multiply) must reduce by exactly one way of multiplying and
 * dividing to the asked unit, and exactly one cut may do so. The terms are added; mathjs adds them
 * again with the story's units, which must give the same total.
 */
// "also" and "both" join the terms of a sum; every other word of change, comparison or part declines.
const NOT_A_SUM = new RegExp(NOT_A_PRODUCT.source.replace('also|', '').replace('both|', ''));
/** Words that tell a second owner in the question ("how many more … than", "Amoli's"), or a rate that changes. */
const NOT_PARALLEL = /\b(?:faster|slower|increase|increases|decrease|decreases|raise|instead|until|per cent)\b/;
const NOT_A_NAME = /^(?:The|He|She|They|It|If|In|On|At|For|Each|Every|A|An|His|Her|Their|Its|When|After|Before|Then|There|This|That|These|Those|How|What|We|I|You|Our|My|Your|One|Two|Some|All|Both|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;

interface Term { measures: Measure[]; powers: number[]; value: Exact }

const SMALL = new Set(`a an the and or but at for of to in on by per each every from with this that these those
he she it they his her its their him them we you i is are was were be been will would does did do can could
how much many money what total all altogether in then also both`.split(/\s+/));
const NUMBER = /(?<![\w.])(?:\d+(?:\.\d+)?|\.\d+)(?![\d/])/g;

/** The words a run is told of before its first number, in its own sentence ("pears cost", "her brother"), units left out. */
function runSubjects(facts: string, runs: readonly (readonly Measure[])[], units: ReadonlySet<string>): Array<Set<string>> | null {
  const text = digits(tidyText(facts)).toLowerCase();
  const numbers = [...text.matchAll(NUMBER)].map((m) => ({ from: m.index ?? 0, to: (m.index ?? 0) + m[0].length }));
  if (numbers.length !== runs.reduce((n, r) => n + r.length, 0)) return null;
  let at = 0;
  return runs.map((run) => {
    const first = numbers[at];
    const before = at > 0 ? numbers[at - 1]!.to : 0;
    at += run.length;
    const sentenceStart = Math.max(before, ...[...text.slice(0, first?.from ?? 0).matchAll(/[.!?]\s/g)].map((m) => (m.index ?? 0) + 1));
    const words = text.slice(sentenceStart, first?.from ?? 0).match(/[a-z]+/g) ?? [];
    return new Set(words.map(singular).filter((w) => !SMALL.has(w) && !units.has(w)));
  });
}

/** "Apples cost $2 a pound. Pears cost $3 a pound. How much do 5 pounds of apples cost?": the question names the subject of some runs only. */
function askedSomeRuns(question: string, subjects: ReadonlyArray<Set<string>>): boolean {
  if (subjects.filter((s) => s.size > 0).length < 2) return false;
  const words = (question.toLowerCase().match(/[a-z]+/g) ?? []).map(singular);
  return words.some((w) => subjects.some((s) => s.has(w)) && !subjects.every((s) => s.has(w)));
}

const names = (text: string): Set<string> => new Set([...text.matchAll(/\b[A-Z][a-z]+\b/g)].map((m) => m[0]).filter((w) => !NOT_A_NAME.test(w)));

function combine(measures: readonly Measure[], powers: readonly number[]): string {
  const out: Dimension = new Map();
  measures.forEach((m, i) => m.dimension.forEach((p, unit) => out.set(unit, (out.get(unit) ?? 0) + p * (powers[i] ?? 1))));
  return key(out);
}

/** The one way a run (and the question's amounts, each multiplied in or left out) reduces to the target; null if none or several differ. */
function termOf(run: readonly Measure[], asked: readonly Measure[], target: Dimension): Term | null {
  const found: Term[] = [];
  for (const use of signPatterns(asked.length)) {
    const shared = asked.filter((_, i) => use[i] === 1);
    const all = [...run, ...shared];
    if (all.length < 2) continue;
    for (const powers of signPatterns(run.length)) {
      const full = [...powers, ...shared.map(() => 1)];
      if (combine(all, full) !== key(target)) continue;
      const value = all.reduce((v, m, i) => ((full[i] ?? 1) > 0 ? v.mul(m.value) : v.div(m.value)), exact.fraction(1));
      found.push({ measures: all, powers: full, value });
    }
  }
  const first = found[0];
  return first && found.every((t) => t.value.equals(first.value)) ? first : null;
}

/** Every cut of the measures into runs of consecutive ones (two runs at least) whose runs all reduce to the target. */
function cuts(measures: readonly Measure[], asked: readonly Measure[], target: Dimension): Term[][] {
  const out: Term[][] = [];
  const n = measures.length;
  for (let mask = 0; mask < 1 << (n - 1); mask++) {
    const runs: Measure[][] = [[]];
    measures.forEach((m, i) => {
      runs[runs.length - 1]!.push(m);
      if (i < n - 1 && (mask >> i) & 1) runs.push([]);
    });
    if (runs.length < 2) continue;
    const terms = runs.map((run) => termOf(run, asked, target));
    if (terms.every((t): t is Term => t !== null)) out.push(terms);
  }
  return out;
}

const total = (terms: readonly Term[]): Exact => terms.reduce((sum, t) => sum.add(t.value), exact.fraction(0));

/** The second way: mathjs multiplies each term with its units and adds them; the sum must be the answer in the asked unit. */
function checkWithUnits(terms: readonly Term[], target: Dimension, answer: Exact): boolean {
  const term = (t: Term): string => t.measures.map((m, i) => `(${Number(m.value.valueOf())} ${withUnits(m.dimension)})^${t.powers[i]}`).join(' * ');
  return unitsAgree(terms.map((t) => `(${term(t)})`).join(' + '), target, answer);
}

export function solveRateTerms(statement: string): Solved | null {
  const split = splitQuestion(statement);
  if (!split) return null;
  const text = `${split.facts} ${split.question}`;
  if (NOT_A_SUM.test(text.toLowerCase()) || NOT_PARALLEL.test(text.toLowerCase())) return null;
  // "How many miles did Amoli drive?" when Anayet drove too: the question asks one of several people.
  const people = names(split.facts);
  const asksOne = [...names(split.question)].length > 0 || /\b(?:he|she|his|her)\b/i.test(split.question);
  if (people.size > 1 && asksOne) return null;
  const question = tidyText(split.question);
  const target = targetOf(question);
  const measures = readMeasures(split.facts);
  const asked = readClause(digits(question).replace(/[?.!]+\s*$/, '').replace(/\bin (?:a|an|one) /gi, 'in 1 ').replace(/^how (?:many|much) [a-z]+/i, ''));
  if (!target || !measures || !asked || measures.length < 2 || measures.length > 8 || asked.length > 2) return null;
  inStoryMoney(target, [...measures, ...asked]);
  const found = cuts(measures, asked, target);
  if (found.length !== 1) return null;
  const terms = found[0]!;
  const units = new Set([...measures, ...asked].flatMap((m) => [...m.dimension.keys()]));
  const subjects = runSubjects(split.facts, terms.map((t) => t.measures.filter((m) => measures.includes(m))), units);
  if (!subjects || askedSomeRuns(split.question, subjects)) return null;
  // Every amount of the question is used by some term, or it was not read.
  if (!asked.every((a) => terms.some((t) => t.measures.includes(a)))) return null;
  // "One stamp costs $0.34. Two stamps cost $0.68. … how much would 4 stamps cost?": runs that give the very same
  // amount for the question's own amount restate one rate; they are not parts to add.
  if (terms.some((t, i) => terms.some((u, j) => j > i && t.value.equals(u.value) && asked.some((a) => t.measures.includes(a) && u.measures.includes(a))))) return null;
  const answer = total(terms);
  const unit = [...target.keys()][0] ?? '';
  if (answer.s < 0n || answer.equals(0) || target.size !== 1) return null;
  // Things counted one by one come out whole in every term.
  if (!MEASURES.test(unit) && terms.some((t) => t.value.d !== 1n)) return null;
  if (!checkWithUnits(terms, target, answer)) return null;
  const show = (t: Term): string => t.measures.map((m, i) => `${i === 0 ? '' : (t.powers[i] ?? 1) > 0 ? ' × ' : ' ÷ '}${showExact(m.value, 'decimal')}`).join('');
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: terms.flatMap((t) => t.measures.map((m) => m.text.trim())) },
    { kind: 'number-sentence', sentence: `${terms.map((t) => (t.measures.length > 1 ? `(${show(t)})` : show(t))).join(' + ')} = ?`, schema: 'rate' },
    { kind: 'check', statement: `each part multiplies out to ${unit}s, and adding them with their units gives ${showExact(answer, 'decimal')} again`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(answer, unit) };
}

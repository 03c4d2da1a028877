import { exact, showExact, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { singular, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { digits, NOT_A_PRODUCT, readMeasures, type Dimension, type Measure } from './read-rates.js';
import { splitQuestion } from './split-question.js';
import { sameThingUnits } from './unit-heads.js';
import { unitsAgree, withUnits } from './unit-math.js';
import { signPatterns } from './sign-patterns.js';
import { key, MEASURES } from './solve-rates.js';

/**
 * svamp-subunit: a rate asked per one of a sub-unit ("4 letters to each house in each of the 81 blocks.
 * There are 12 houses in each block. How many letters in each block?"). The question asks so much per
 * one block, so how many blocks there are is beside the point: every plain count of the asked "each"
 * thing is set aside, and the other numbers must multiply or divide, in exactly one way and each used
 * once, into the asked unit per that thing. mathjs recomputes the answer with the story's units.
 */
const TIME = /^(?:second|minute|hour|day|night|week|month|year|time)$/;
export const ASKED = /^how many ((?:[a-z-]+ ){0,2}?[a-z-]+?)(?: of (?:[a-z-]+ ){0,2}[a-z-]+?)? (?:do|does|did|will|would|should|must|can|could|are|were|is|was|has|have|had|in|on|at|to|for|per|each|every|a)\b/;
const PER = /\b(?:in|on|at|to|for|of)? ?(?:each|every|per|a|one) ([a-z]+)(?: (?:hold|have|contain|get|need|fit))?\s*\?$/;

/** The asked thing and the "each" thing of the question, as a unit per unit. */
function askedPerOne(question: string): { thing: string; per: string } | null {
  const q = digits(tidyText(question)).toLowerCase().trim();
  if (/\d|\b(?:in all|altogether|total|together|more|less|fewer|left)\b/.test(q)) return null;
  const many = ASKED.exec(q)?.[1];
  const per = PER.exec(q)?.[1];
  if (!many || !per) return null;
  const words = many.split(' ');
  const thing = [...words.slice(0, -1), singular(words[words.length - 1] ?? '')].join(' ');
  const one = singular(per);
  return TIME.test(one) || one === thing ? null : { thing, per: one };
}

const product = (measures: readonly Measure[], powers: readonly number[]): Exact =>
  measures.reduce((v, m, i) => ((powers[i] ?? 1) > 0 ? v.mul(m.value) : v.div(m.value)), exact.fraction(1));

function combine(measures: readonly Measure[], powers: readonly number[]): Dimension {
  const out: Dimension = new Map();
  measures.forEach((m, i) => m.dimension.forEach((p, unit) => out.set(unit, (out.get(unit) ?? 0) + p * (powers[i] ?? 1))));
  return out;
}

export function solveRatePerSubunit(statement: string): Solved | null {
  const split = splitQuestion(statement);
  // "give 4 letters to each house" hands out so much per house: a rate, not a change of what someone has.
  const told = `${split?.facts} ${split?.question}`.toLowerCase().replace(/\b(?:give|gives|gave)\b(?=(?: \d+)?(?: [a-z]+){0,4}? (?:in |to |on )?(?:each|every) )/g, 'deliver');
  if (!split || NOT_A_PRODUCT.test(told)) return null;
  const asked = askedPerOne(split.question);
  const read = readMeasures(split.facts);
  if (!asked || !read) return null;
  const { measures, target } = sameThingUnits(read, new Map([[asked.thing, 1], [asked.per, -1]]));
  const per = [...target].find(([, p]) => p < 0)?.[0];
  if (!per || target.size !== 2) return null;
  // Set aside: plain counts of the asked "each" thing ("81 blocks"), and nothing else.
  const isCountOfPer = (m: Measure): boolean => m.dimension.size === 1 && m.dimension.get(per) === 1;
  const kept = measures.filter((m) => !isCountOfPer(m));
  if (kept.length < 2) return null;
  // The asked "each" thing must be what the kept rates are told per, not a stranger to them.
  if (!kept.some((m) => (m.dimension.get(per) ?? 0) < 0)) return null;
  return chainAnswer(split.question, kept, target, `the number of each ${per} is not needed`);
}

/** The one way the kept numbers multiply or divide into the target, checked with mathjs, as a solution. */
export function chainAnswer(question: string, kept: readonly Measure[], target: Dimension, aside: string): Solved | null {
  // Two numbers of the very same kind would need adding or comparing, not multiplying.
  if (kept.length < 2 || new Set(kept.map((m) => key(m.dimension))).size < kept.length) return null;
  const found = signPatterns(kept.length).filter((powers) => key(combine(kept, powers)) === key(target));
  if (found.length !== 1) return null;
  const powers = found[0]!;
  const answer = product(kept, powers);
  if (answer.s < 0n || answer.equals(0)) return null;
  const [thing] = [...target].find(([, p]) => p > 0) ?? [''];
  if (answer.d !== 1n && !MEASURES.test(thing)) return null;
  const expression = kept.map((m, i) => `(${Number(m.value.valueOf())} ${withUnits(m.dimension)})^${powers[i]}`).join(' * ');
  if (!unitsAgree(expression, target, answer)) return null;
  const per = [...target].find(([, p]) => p < 0)?.[0];
  const unit = per ? `${thing} per ${per}` : thing;
  const sentence = kept.map((m, i) => `${i === 0 ? ((powers[i] ?? 1) < 0 ? '1 ÷ ' : '') : (powers[i] ?? 1) > 0 ? ' × ' : ' ÷ '}${showExact(m.value, 'decimal')}`).join('');
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: question.trim() },
      { kind: 'facts', facts: kept.map((m) => m.text.trim()) },
      { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'rate' },
      { kind: 'check', statement: `the units multiply out to ${unit}; ${aside}`, holds: true },
    ],
    answer: per ? `${showAnswer(answer, thing)} per ${per}` : showAnswer(answer, thing),
  };
}

/**
 * svamp-subunit: a count of a thing no rate is told for, beside a chain the question names ("11 action
 * figures on each shelf. His room has 4 shelves and 40 cabinets. How many action figures could his
 * shelves hold?"): the cabinets are in no other number and not in the question, so they are set aside;
 * the question must name a thing of the kept chain ("his shelves") other than the asked one.
 */
export function solveRateNamedChain(statement: string): Solved | null {
  const split = splitQuestion(statement);
  if (!split || NOT_A_PRODUCT.test(`${split.facts} ${split.question}`.toLowerCase())) return null;
  const q = digits(tidyText(split.question)).toLowerCase().trim();
  const many = ASKED.exec(q.replace(/^how many total /, 'how many '))?.[1];
  const read = readMeasures(split.facts);
  if (!many || !read || /\d|\b(?:each|every|per|more|less|fewer|left)\b/.test(q)) return null;
  const words = many.split(' ');
  const { measures, target } = sameThingUnits(read, new Map([[[...words.slice(0, -1), singular(words[words.length - 1] ?? '')].join(' '), 1]]));
  const named = new Set(q.split(/[^a-z-]+/).filter(Boolean).map(singular));
  const [thing] = [...target.keys()];
  const elsewhere = (m: Measure, unit: string): boolean => measures.some((o) => o !== m && o.dimension.has(unit));
  const stranger = (m: Measure): boolean => {
    const [unit, power] = [...m.dimension][0] ?? ['', 0];
    return m.dimension.size === 1 && power === 1 && unit !== thing && !named.has(unit) && !unit.split(' ').some((w) => named.has(w)) && !elsewhere(m, unit);
  };
  const kept = measures.filter((m) => !stranger(m));
  // Only a count told beside a kept count ("4 shelves and 40 cabinets") is a bystander; "3 shirts for each of his 3 kids" is not.
  const facts = digits(tidyText(split.facts)).toLowerCase();
  const counts = kept.filter((m) => m.dimension.size === 1).map((m) => m.value.toString());
  const beside = (m: Measure): boolean => counts.some((v) => new RegExp(`(?<![\\d.])${v} [a-z -]+? and ${m.value.toString()} `).test(facts));
  if (/\beach of\b/.test(facts) || !measures.filter(stranger).every(beside)) return null;
  if (kept.length === measures.length || !kept.some((m) => [...m.dimension.keys()].some((u) => u !== thing && named.has(u)))) return null;
  return chainAnswer(split.question, kept, target, 'a count of a thing no rate is told for is not needed');
}

import { exact, showDecimal as show, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { singular, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { amountWords } from '../../text/amount-words.js';
import { keyOf, keyText, readRatio, type RatioParts } from './ratio-reading.js';

/**
 * Amounts shared in a ratio: "The ratio of boys to girls is 5:7. There are 180 children in total. How
 * many girls are there?" One amount is told (the whole, or one part named), one is asked (a part, the
 * whole, or how many more one part has than another). Checked: the parts found have the ratio's
 * proportions and give back the amount told. Any other number or change in the story declines it.
 */
type Known = { value: Exact; part: number | 'whole'; unit: string; text: string };
type Asked = number | 'whole' | { more: number; than: number };

const NUMBER = /(?<![\w.:])\d+(?:\.\d+)?(?![\d:])/g;
const WHOLE = /\b(?:total|in all|altogether|combined|sum|entire|whole)\b/;
const SHARING = /\b(?:share[ds]?|sharing|divided?|divides|split|cut|distribute[ds]?)\b/;
const OTHER = /\b(?:percent|percentage|half|twice|times as|left|remain\w*|now|after|before|spend|spent|gives?|gave|each|every|per|less|fewer|average|if)\b|%/;
// asdiv-more: "the ratio was 3:2 last year … this year": a ratio of another time.
const OTHER_TIME = /\b(?:last|this|next) (?:year|month|week|season|term)\b|\b(?:today|yesterday|used to|anymore|changed?)\b/i;

const partsIn = (text: string, ratio: RatioParts): number[] => ratio.names.map((n, i) => (keyText(text).includes(` ${keyOf(n)} `) ? i : -1)).filter((i) => i >= 0);

function knownAmount(facts: string, ratio: RatioParts): Known | null {
  const numbers = [...facts.matchAll(NUMBER)].filter((m) => (m.index ?? 0) < ratio.at || (m.index ?? 0) >= ratio.end);
  // "his 3 cousins", "2 parts": the count of the parts is no amount.
  const amounts = numbers.length > 1 ? numbers.filter((m) => Number(m[0]) !== ratio.terms.length) : numbers;
  if (amounts.length !== 1) return null;
  const at = amounts[0]!.index ?? 0;
  const start = Math.max(0, ...[...facts.slice(0, at).matchAll(/[.!?] /g)].map((m) => (m.index ?? 0) + 2));
  const end = facts.slice(at).search(/[.!?](?: |$)/);
  const sentence = facts.slice(start, end < 0 ? undefined : at + end);
  const words = facts.slice(at + amounts[0]![0].length).trim().split(/[\s,.]+/).slice(0, 2);
  const unit = singular(words[0] ?? '');
  const named = partsIn(words.join(' '), ratio);
  const inRatioSentence = start <= ratio.at && ratio.at < start + sentence.length;
  const subjects = inRatioSentence ? [] : partsIn(sentence, ratio);
  const value = exact.fraction(amounts[0]![0]);
  const text = facts.slice(at).split(/[,.;!?]/)[0]!.trim();
  if (named.length === 1 || (named.length === 0 && subjects.length === 1)) return { value, part: named[0] ?? subjects[0]!, unit, text };
  if (named.length > 0 || subjects.length > 0) return null;
  return WHOLE.test(sentence.toLowerCase()) || SHARING.test(sentence.toLowerCase()) || inRatioSentence ? { value, part: 'whole', unit, text } : null;
}

function askedPart(question: string, ratio: RatioParts): Asked | null {
  const q = question.toLowerCase();
  if (/\d/.test(q) || OTHER.test(q.replace(/^how many more\b/, ''))) return null;
  const named = partsIn(q, ratio);
  const than = / than /.exec(q);
  if (/^(?:how (?:many|much) more)\b/.test(q) && than && named.length === 2) {
    const [first, second] = [partsIn(q.slice(0, than.index), ratio), partsIn(q.slice(than.index), ratio)];
    return first.length === 1 && second.length === 1 ? { more: first[0]!, than: second[0]! } : null;
  }
  // asdiv-more: "the combined amount of red apples and green apples": every part named and the whole asked.
  if (named.length === ratio.names.length && WHOLE.test(q) && !/ than /.test(q)) return 'whole';
  // asdiv-more: "the combined amount of red and green apples" names one part in full and asks the whole: never a part.
  if (named.length === 1 && !/ than /.test(q) && !WHOLE.test(q)) return named[0]!;
  // "How much did they share?": the whole shared.
  return named.length === 0 && (WHOLE.test(q) || /^how much (?:money )?did they (?:share|split|divide)\b/.test(q)) ? 'whole' : null;
}

/** "How many blue candles …" counts candles; "how many times did Max win" times; else the amount told's unit. */
function answerUnit(question: string, known: Known): string {
  const many = /^how many (?:more )?((?:[a-z]+ )??[a-z]+?)(?= (?:do|does|did|will|would|can|are|is|were|was|has|have|had|in|on|at|than)\b)/.exec(question.toLowerCase())?.[1];
  return many ? singular(many.split(' ').pop() ?? '') : known.unit;
}

/** The parts from the amount told; null when they do not come out as the ratio says. */
function partsFrom(known: Known, terms: readonly number[]): Exact[] {
  const sum = terms.reduce((s, t) => s + t, 0);
  const one = known.part === 'whole' ? known.value.div(sum) : known.value.div(terms[known.part]!);
  return terms.map((t) => one.mul(t));
}

/** The second way: every pair of parts has the ratio's proportion, and the amount told comes back. */
function holds(parts: readonly Exact[], terms: readonly number[], known: Known): boolean {
  const pairs = parts.every((p, i) => parts.every((o, j) => p.mul(terms[j]!).equals(o.mul(terms[i]!))));
  const back = known.part === 'whole' ? parts.reduce((s, p) => s.add(p), exact.fraction(0)) : parts[known.part]!;
  return pairs && back.equals(known.value);
}

export function solveRatioParts(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  const ratio = split && amountWords(split.facts).length === 0 ? readRatio(split.facts) : null;
  const known = ratio && split ? knownAmount(split.facts, ratio) : null;
  const asked = known && ratio && split && !OTHER.test(split.facts.toLowerCase().replace(/\b(?:if|each)\b/g, '')) ? askedPart(split.question, ratio) : null;
  if (!split || !ratio || !known || asked === null || OTHER_TIME.test(statement)) return null;
  // ratio-stories: "2:5 and there are 21 more blue marbles than red marbles" tells a difference, never the whole (story/ratio-stories.ts reads it).
  if (/\bthan\b/i.test(split.facts) || /\bratio\b/i.test(split.question)) return null;
  const parts = partsFrom(known, ratio.terms);
  const money = known.unit === 'dollar';
  if (!holds(parts, ratio.terms, known) || (!money && parts.some((p) => p.d !== 1n))) return null;
  const whole = parts.reduce((s, p) => s.add(p), exact.fraction(0));
  const answer = asked === 'whole' ? whole : typeof asked === 'number' ? parts[asked]! : parts[asked.more]!.sub(parts[asked.than]!);
  if (answer.s < 0n || answer.equals(0)) return null;
  const sum = ratio.terms.reduce((s, t) => s + t, 0);
  const per = known.part === 'whole' ? `${show(known.value)} ÷ ${sum}` : `${show(known.value)} ÷ ${ratio.terms[known.part]}`;
  const times = asked === 'whole' ? ` × ${sum}` : typeof asked === 'number' ? ` × ${ratio.terms[asked]}` : ` × (${ratio.terms[asked.more]} − ${ratio.terms[asked.than]})`;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: [`${ratio.names.join(' : ')} = ${ratio.terms.join(' : ')}`, known.part === 'whole' ? `${known.text} in all` : `${known.text} (${ratio.names[known.part]})`] },
    { kind: 'number-sentence', sentence: `${per}${times} = ?`, schema: 'ratio' },
    { kind: 'check', statement: `${parts.map(show).join(' : ')} = ${ratio.terms.join(' : ')}, and the parts add up to ${show(whole)}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(answer, money ? 'dollar' : answerUnit(split.question, known)) };
}

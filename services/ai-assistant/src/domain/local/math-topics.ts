import type { MathTopic } from './word-problems/types.js';

/**
 * Words that name a maths topic. The first pattern names it outright ("percent", "median"); the
 * second holds words that other subjects use in their own sense: a chemist's "law of definite
 * proportions", an economist's "difference between revenue and cost", a cell's "division".
 */
const TOPIC_WORDS: Array<[MathTopic, RegExp, RegExp | null]> = [
  ['percent', /\bpercent(?:age)?s?\b|%/gi, null],
  ['fractions', /\bfractions?\b|\bnumerators?\b|\bdenominators?\b/gi, null],
  ['average', /\b(?:average|mean|median|mode)s?\b/gi, null],
  ['rates', /\b(?:rates?|speed|per hour|unit price)\b/gi, /\b(?:ratios?|proportions?)\b/gi],
  ['division', /\b(?:divide|quotient|divisor|dividend)\b/gi, /\bdivision\b/gi],
  ['multiplication', /\b(?:multiply|multiplication|times tables?)\b/gi, /\b(?:product|factors?)\b/gi],
  ['subtraction', /\b(?:subtract|subtraction|minus)\b/gi, /\bdifference\b/gi],
  ['probability', /\bprobabilit(?:y|ies)\b/gi, /\bchances?\b|\blikelihood\b/gi],
];

const MATH_WORK = /\b(?:calculate|compute|formula|equation|solve|add|subtract|multiply|divided by|sum)\b/gi;
const NUMERAL = /(?<![\w.])\d+(?:[.,]\d+)?%?(?![\w])/g;

const count = (text: string, pattern: RegExp | null): number => (pattern ? text.match(pattern)?.length ?? 0 : 0);

/**
 * The maths topics a lesson teaches, most named first. "Cell division", a poll's percentages or a
 * chemist's mass ratios do not make a lesson a maths lesson: it works with numbers, and its main
 * topic is named outright often, or named together with the words of doing maths. A second topic
 * named nearly as often counts too.
 */
export function mathTopicsOf(text: string): MathTopic[] {
  const counts = TOPIC_WORDS.map(([topic, plain, shared]) => ({ topic, plain: count(text, plain), all: count(text, plain) + count(text, shared) }));
  const ranked = counts.sort((a, b) => b.all - a.all);
  const main = ranked[0];
  if (!main || count(text, NUMERAL) < 2) return [];
  const work = count(text, MATH_WORK);
  // Percentages quoted through a politics lesson are named often but thinly, and nothing is worked out.
  const dense = main.plain * 100 >= 3 * text.split(/\s+/).length;
  if (!((main.plain >= 10 && (work >= 1 || dense)) || (main.all >= 3 && work >= 2))) return [];
  const topics = [main.topic, ...ranked.slice(1).filter((r) => r.all >= 10 && r.all * 2 >= main.all).map((r) => r.topic)];
  // Chance and means taught together are expected value: the long-run mean of a chance outcome.
  return topics.includes('probability') && topics.includes('average') ? ['expected-value'] : topics;
}

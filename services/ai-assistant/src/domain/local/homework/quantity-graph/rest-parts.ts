import { exact, terminates, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { singular, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { readRestParts, type Part, type RestParts } from './rest-parts-reading.js';
import { splitQuestion } from './split-question.js';

/**
 * The rest of a whole after parts told as counts, percents or fractions of it ("There are 120
 * crayons in a box. One third of the crayons are new, 20% are broken, and the rest are slightly
 * used. How many are slightly used?"): rest = whole − every part. Shown only when the question asks
 * for what the rest are, every part is a whole number of things, and the rest found two ways agrees:
 * part by part, and as the whole's share left (mathjs) less the counted parts.
 */
const MEASURE = /^(?:dollar|cent|mile|kilometer|meter|foot|inch|yard|pound|ounce|gram|kilogram|gallon|liter|cup|hour|minute|second|day|week|month|year)$/;
const HOW_MANY = /^how many(?: ([a-z -]+?))? (?:are|were|is|was|does|do|did|has|have|had|attended|live|work)\b(.*)$/;
const WHAT = /^what is the (?:total )?number of ([a-z -]+)$/;
const NOT_ASKED = /\d|%|\b(?:percent|more|less|fewer|than|each|per|not|n't|left|average|legs?|wheels?|cost|price)\b/;

const questionWords = (q: string): string[] => q.split(/[^a-z-]+/).filter(Boolean).map(singular);

/** The question asks for the rest by what the story calls them, and names no other part or thing. */
function asksRest(question: string, story: RestParts): { unit: string } | null {
  const q = tidyText(question).toLowerCase().replace(/\s*\?$/, '');
  const how = HOW_MANY.exec(q) ?? WHAT.exec(q);
  if (!how || NOT_ASKED.test(q)) return null;
  // "small posters … large posters": the whole's thing names no part; the describing words do.
  const common = story.parts.reduce<string[]>((kept, p) => kept.filter((w) => p.words.includes(w)), story.rest);
  const own = (w: string): boolean => !story.unitNames.includes(w) && !common.includes(w);
  const words = questionWords(q).filter(own);
  const rest = story.rest.filter(own);
  const restOnly = (p: Part): boolean => p.words.filter(own).every((w) => rest.includes(w));
  // "how many scientists in this project": the thing asked ends at its first preposition.
  const thing = (how[1] ?? '').split(/ (?:in|on|at|of|from|with) /)[0]!.split(' ').filter(Boolean).map(singular);
  const known = [...story.unitNames, ...story.rest];
  const asked = rest.length > 0 && rest.every((w) => words.includes(w)) && story.parts.every((p) => restOnly(p) || !p.words.some((w) => words.includes(w))) && thing.every((w) => known.includes(w));
  // "How many green chips …" of "60 pieces of chips": the answer counts what the question counts.
  return asked ? { unit: [...thing].reverse().find((w) => story.unitNames.includes(w)) ?? story.unit } : null;
}

const partValue = (p: Part, whole: Exact): Exact => (p.share ? p.share.mul(whole) : p.count ?? exact.fraction(0));
const partTerm = (p: Part, whole: Exact): string => (p.share ? `${show(p.share)} * ${show(whole)}` : show(p.count ?? exact.fraction(0)));

function steps(question: string, story: RestParts, answer: Exact, sentence: string): SolutionStep[] {
  const told = story.parts.map((p) => `${p.share ? `${p.shareText} of ${showAnswer(story.whole, story.unit)} = ` : ''}${show(partValue(p, story.whole))} ${p.label}`);
  const back = [...story.parts.map((p) => show(partValue(p, story.whole))), show(answer)].join(' + ');
  return [
    { kind: 'restate', problem: question.trim() },
    { kind: 'facts', facts: [`the whole: ${story.wholeText}`, ...told, `the rest: ${story.restLabel}`] },
    { kind: 'number-sentence', sentence: `${sentence.replace(/\*/g, '×')} = ?`, schema: 'portions' },
    { kind: 'check', statement: `${back} = ${show(story.whole)}, the whole again`, holds: true },
  ];
}

export function solveRestParts(statement: string): Solved | null {
  const split = splitQuestion(statement);
  const story = split ? readRestParts(split.facts) : null;
  const asked = split && story ? asksRest(split.question, story) : null;
  if (!split || !story || !asked) return null;
  // gsm-fractions: "2/5 of the remaining cars are blue" is a part of the rest, not of the whole (rest-chain.ts reads it).
  if (/\b(?:of|from) (?:the |what(?:'s| is| was) )?(?:remaining|remainder|rest|left)\b/i.test(split.facts)) return null;
  // svamp-dev: "the number of pear trees is the same" tells a part by another, without a number this reader reads.
  if (/\b(?:the same|as many|as much|equal)\b/i.test(split.facts)) return null;
  const values = story.parts.map((p) => partValue(p, story.whole));
  const whole = (v: Exact): boolean => v.d === 1n || (MEASURE.test(story.unit) && terminates(v));
  const answer = values.reduce((left, v) => left.sub(v), story.whole);
  if (values.some((v) => v.s < 0n || v.equals(0) || !whole(v)) || answer.s < 0n || answer.equals(0) || !whole(answer)) return null;
  const sentence = `${show(story.whole)} - ${story.parts.map((p) => partTerm(p, story.whole)).join(' - ')}`;
  // The second way: the whole's share left by the fractions, less the counted parts, by mathjs.
  const shares = story.parts.filter((p) => p.share).map((p) => show(p.share!));
  const counts = story.parts.filter((p) => !p.share).map((p) => show(p.count!));
  const again = exact.evaluate(`${show(story.whole)} * (1${shares.map((s) => ` - ${s}`).join('')})${counts.map((c) => ` - ${c}`).join('')}`) as Exact;
  if (!again.equals(answer) || !(exact.evaluate(sentence) as Exact).equals(answer)) return null;
  return { kind: 'word-problem', steps: steps(split.question, story, answer, sentence), answer: showAnswer(answer, asked.unit) };
}

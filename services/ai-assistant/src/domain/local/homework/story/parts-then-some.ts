import { exact, plain, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { singular } from './words.js';
import { describe, showAnswer } from './wording.js';

/**
 * Several parts, then some of them all: "She picked 39 tulips and 49 roses. If she only used 81 of
 * the flowers, how many extra flowers did she pick?", "There were 17 girls and 32 boys trying out.
 * If only 10 of them got called back, how many did not make the cut?". The parts are added and the
 * named some taken away; the question must ask for the other ones (extra, bad, not, left).
 */
// "didn't": the "n't" is inside the word, so it has no word boundary before it.
// "how many did she have to do for homework" after "finished 44 of the problems at school": the work not done yet.
const OTHERS = /\b(?:extra|bad|not|left|left over|remain(?:ing|ed)?|rest|other|others|still|(?:have|has|had) to (?:do|finish|complete|grade|solve|answer))\b|n't\b/;
const ALL_ASKED = /\b(?:in all|in total|total|altogether|together|combined)\b/;
const CHANGES = /\b(?:than|times|twice|half|each|every|per|more|another|gave|sold|lost|ate|total|some|%)\b/;
const PART_LOSS = /\b(?:torn|broken|cracked|lost|gave|sold|ate|spent|used|left|removed)\b/;

interface Reading { parts: Quantity[]; some: Quantity }

/** "81 of the flowers", "10 of them": some of everything told before. */
function someOfAll(q: Quantity, parts: readonly Quantity[]): boolean {
  const of = /^\s*(?:of (?:them|these|those)|of (?:the|her|his|their) ([a-z]+))\b/.exec(q.trail);
  if (!of) return false;
  const noun = of[1] ? singular(of[1]) : null;
  const units = new Set(parts.map((p) => p.unit));
  // Parts of different kinds need a word naming them all ("flowers" for tulips and roses), or "of them"
  // right after the one sentence that lists them all ("17 girls and 32 boys … 10 of them").
  const oneList = parts.every((p) => p.sentence === parts[0]?.sentence) && q.sentence === (parts[0]?.sentence ?? -1) + 1;
  return noun === null ? units.size === 1 || oneList : units.size === 1 ? units.has(noun) : !units.has(noun);
}

function read(story: Story): Reading | null {
  const question = story.question.text.toLowerCase();
  const some = story.quantities[story.quantities.length - 1];
  const parts = story.quantities.slice(0, -1);
  if (!some || parts.length < 2 || story.questionQuantities.length > 0 || !OTHERS.test(question) || ALL_ASKED.test(question)) return null;
  // The "some" clause may say what became of them ("sold 28 of them"); nothing else may change amounts.
  const rest = [...story.facts, question].join(' ').toLowerCase().replace(some.clause.replace(/[.?!]$/, ''), ' ');
  if (CHANGES.test(rest) || /\bhow many more\b/.test(question)) return null;
  // The parts are told together before the "some" sentence, as plain counts.
  const ok = parts.every((p) => p.sentence < some.sentence || p.clause !== some.clause)
    && parts.every((p) => p.per === null && p.unit !== '' && !PART_LOSS.test(p.clause) && !/^\s*of\b/.test(p.trail)) && someOfAll(some, parts);
  const asked = story.question.unit;
  // "how many extra flowers did Ann pick?" of Mia's flowers: another person asked.
  const subject = /\b(?:did|does|do|will|would|can|could|has|had|is|was)\s+([A-Z][a-z]+)\b/.exec(story.question.text)?.[1];
  if (subject && !story.facts.some((f) => new RegExp(String.raw`\b${subject}\b`).test(f))) return null;
  if (!ok || (asked !== null && !parts.some((p) => p.unit === asked) && parts.some((p) => p.unit !== parts[0]?.unit) === false)) return null;
  return { parts, some };
}

export function solvePartsThenSome(statement: string): Solved | null {
  const story = readStory(statement);
  const reading = story ? read(story) : null;
  if (!story || !reading) return null;
  const { parts, some } = reading;
  const whole = parts.reduce((sum, q) => sum.add(exact.fraction(q.value)), exact.fraction(0));
  const value = whole.sub(exact.fraction(some.value));
  if (value.s < 0n || value.equals(0) || value.d !== 1n) return null;
  // A second way: the asked ones and the named some put back together give all the parts.
  const sentence = `${parts.map((q) => q.value).join(' + ')} - ${some.value}`;
  if (Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9 || !value.add(exact.fraction(some.value)).equals(whole)) return null;
  const units = new Set(parts.map((q) => q.unit));
  const unit = units.size === 1 ? parts[0]?.unit ?? '' : story.question.unit ?? '';
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [...parts, some].map((q) => describe(q)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'change' },
    { kind: 'check', statement: `${showExact(value, 'decimal')} + ${some.value} = ${parts.map((q) => q.value).join(' + ')}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, unit) };
}

import { tag } from '../../text/nlp.js';
import { exact, plain, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity } from './read-story.js';
import { singular } from './words.js';
import { describe, showAnswer } from './wording.js';

/**
 * A whole, a part taken out whatever its verb, and "the rest" put into groups of a told size: "There are 34 books
 * to put away but a librarian takes 7 of them and leaves Jerry with the rest. If he can fit 3 books on a shelf, how
 * many shelves will he need?", "removed 31 of the 80 files … organized the remaining files into folders holding 7
 * files each", "getting rid of 37 of them … put the ones they still had onto shelves with 7 on each shelf".
 * "The rest" says the part is taken from the whole; the question asks for the groups by their name; exactly three
 * numbers of one thing; the groups come out whole; the one who took the part is not the one asked about, and
 * someone else's part counts only when it is said to be "of them". Read from the story's quantities, it answers the
 * stories whose sizes rest-then-groups' told numbers miss ("piles of 5", "the ones they still had", "a librarian … Jerry").
 */
const REST = /\b(?:the rest|the remaining|the remainder|the ones (?:they|she|he|it|we) still had|the others|what was left)\b/;
const BEYOND = /\b(?:more|fewer|less|than|times|twice|half|left over|leftover|extra|each of)\b|%|\$/;

/** The groups a size is told for: "3 books on a shelf", "folders holding 7 files each", "shelves with 7 on each shelf". */
function groupOf(size: Quantity): string | null {
  const n = size.written.replace('.', '\\.');
  const clause = size.clause;
  const onEach = new RegExp(`(?<![\\d.])${n}(?: [a-z]+)? (?:on|in|into|to|per) (?:a|an|each|every|one) ([a-z]+)`).exec(clause)?.[1];
  const holding = new RegExp(`\\b(?:into|onto|in|on) ([a-z]+) (?:holding|with|that hold|which hold|that can hold|of) ${n}(?![\\d.])`).exec(clause)?.[1];
  const groups = [onEach, holding].filter((g): g is string => !!g).map(singular);
  return groups.length > 0 && groups.every((g) => g === groups[0]) ? groups[0]! : null;
}

/** Read by `solveRestThenGroups` (rest-then-groups.ts) when its own reading of the numbers declines. */
export function restIntoSizedGroups(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story || story.quantities.length !== 3 || story.questionQuantities.length > 0) return null;
  const facts = story.facts.join(' ').toLowerCase();
  const question = story.question.text.toLowerCase();
  if (!REST.test(facts) || BEYOND.test(facts) || BEYOND.test(question)) return null;
  const sized = story.quantities.filter((q) => groupOf(q) !== null);
  if (sized.length !== 1) return null;
  const size = sized[0]!;
  const group = groupOf(size)!;
  const asked = /^how many ([a-z]+)\b/.exec(question)?.[1];
  if (!asked || singular(asked) !== group) return null;
  const [whole, part] = story.quantities.filter((q) => q !== size).sort((a, b) => b.value - a.value) as [Quantity, Quantity];
  const unit = whole.unit;
  // one thing throughout: the part "7 of them" or "31 of the 80 files", the size "7 files each" or "7 on each shelf"
  if (!unit || ![part.unit, size.unit].every((u) => u === unit || u === '') || part.value >= whole.value) return null;
  // someone else's part ("His sister sold 14") is taken from the whole only when it says so ("takes 7 of them")
  const others = tag(part.lead).filter((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && t.text.toLowerCase() !== whole.owner);
  if (others.length > 0 && !/^\s*of (?:them|the|his|her|their)\b/.test(part.trail)) return null;
  // "the rest" comes after the part is told
  if (facts.search(REST) < facts.indexOf(part.clause)) return null;
  // the one who took the part ("a librarian") is not the one asked about, unless the sizing clause names him too
  const taker = part.lead.split(/\s+/).filter((w) => /^[a-z]{3,}$/.test(w) && !/^(?:the|and|but|then|she|her|his|they|them|their|takes|took|had|has|have)$/.test(w));
  if (taker.some((w) => new RegExp(`\\b${w}\\b`).test(question) && !size.clause.includes(w))) return null;
  const rest = exact.fraction(whole.value).sub(exact.fraction(part.value));
  const value = rest.div(exact.fraction(size.value));
  const sentence = `(${whole.value} - ${part.value}) / ${size.value}`;
  if (value.s <= 0n || value.d !== 1n || Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [whole, part, size].map((q) => describe(q, true)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'rest-then-share' },
    { kind: 'check', statement: `${showExact(value)} × ${size.value} + ${part.value} = ${whole.value}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, group) };
}

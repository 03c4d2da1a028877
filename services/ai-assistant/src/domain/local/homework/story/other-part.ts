import { tag } from '../../text/nlp.js';
import { exact, plain, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { singular } from './words.js';
import { describe, showAnswer } from './wording.js';

/**
 * svamp: a total of two parts and one part told, the other part asked, in any order: "Every day Ryan
 * spends a total of 3 hours on learning english and chinese. If he spends 2 hours on learning english.
 * How many hours does he spend on learning chinese?", "Allan and Jake brought 3 balloons. If Allan
 * brought 2 balloons. How many did Jake bring?", "15 campers went rowing in the morning. Some more went
 * in the afternoon. If a total of 32 went rowing. How many went in the afternoon?". The total says
 * "a total of", "in all" or names its two parts ("english and chinese", "Allan and Jake"); the told part
 * must be one of them and the question must name the other, by a word the told part lacks.
 */
const TOTAL = /\b(?:a total of|in total|in all|altogether|together|combined)\b/;
const BEYOND = /\b(?:than|times|twice|half|each|every \d|per|left|remaining|rest|average|more than|fewer|less)\b|%|\d\s*\/\s*\d/;
const QUESTION = /^how (?:many|much)\b/;
const LIGHT = new Set(['be', 'have', 'do', 'many', 'much', 'how', 'there', 'total', 'all', 'if', 'some', 'more', 'the', 'day', 'everyday', 'every']);

const wordsOf = (text: string): Set<string> =>
  new Set(tag(text).filter((t) => ['NOUN', 'PROPN', 'ADJ', 'ADV', 'VERB'].includes(t.pos)).map((t) => singular(t.lemma.toLowerCase())).filter((w) => w.length > 2 && !LIGHT.has(w)));

/** The two parts a total names: "english and chinese", "Allan and Jake"; null for none or three. */
const NOT_PART = /^(?:some|the|a|an|then|he|she|they|we|it|his|her|their|more|now|if)$/;

function namedParts(clause: string): [string, string] | null {
  const pairs = [...clause.matchAll(/\b([a-z]+) and ([a-z]+)\b/g)]
    .filter((m) => !NOT_PART.test(m[1]!) && !NOT_PART.test(m[2]!) && !/,/.test(clause.slice(Math.max(0, (m.index ?? 0) - 2), m.index ?? 0)));
  if (pairs.length !== 1) return null;
  // Said as wordsOf says the told part's words: "fresh and frozen fruit" names "freeze" as "3513 pounds of frozen fruit" does.
  const tokens = tag(clause);
  const lemma = (word: string): string => singular((tokens.find((t) => t.text.toLowerCase() === word)?.lemma ?? word).toLowerCase());
  return [lemma(pairs[0]![1]!), lemma(pairs[0]![2]!)];
}

interface Reading { total: Quantity; part: Quantity }
/** A told total and part with the words only the told part has and only the other part has. */
export interface TotalParts extends Reading { partOwn: string[]; otherOwn: string[]; asked: Set<string> }

export function totalParts(story: Story): TotalParts | null {
  const question = story.question.text.toLowerCase();
  if (story.quantities.length !== 2 || story.questionQuantities.length > 0 || !QUESTION.test(question) || BEYOND.test(question) || BEYOND.test(story.facts.join(' ').toLowerCase())) return null;
  const [a, b] = story.quantities as [Quantity, Quantity];
  // The whole sentence: "Tom and Ann picked 12 apples" is read as two clauses.
  const sentence = (q: Quantity): string => (story.facts[q.sentence] ?? q.clause).toLowerCase();
  const totals = [a, b].filter((q) => TOTAL.test(sentence(q)) || namedParts(sentence(q)) !== null);
  // "every day … hours" makes both rates of one period: their difference is one too.
  if (totals.length !== 1 || a.unit !== b.unit || a.linked || b.linked) return null;
  const total = totals[0]!;
  const part = total === a ? b : a;
  if (part.per !== total.per && !(part.per === null && /\b(?:every|each) (?:day|week|month|year)\b/.test(sentence(total)))) return null;
  if (part.value >= total.value || (part.owner !== null && total.owner !== null && part.owner !== total.owner && !sentence(total).includes(part.owner))) return null;
  // The part is told with the total's own act ("picked", "went rowing", "are"): "Ann ate 20" is a change.
  const acts = (text: string): string[] => tag(text).filter((t) => t.pos === 'VERB' || t.pos === 'AUX').map((t) => t.lemma);
  // The verb before the number, or after what it counts ("15 campers went rowing").
  // A passive part says its act after "were": "660 gallons of white paint were used" is used, not "be".
  const after = part.clause.slice(part.clause.indexOf(part.written) + part.written.length).split(/\b(?:and|but|while)\b/)[0] ?? '';
  const passive = /^[^,.]*?\b(?:were|was|are|is|been)\s+([a-z]+(?:ed|en|ld|ght|wn))\b/.exec(after)?.[1];
  const before = acts(part.lead.split(/\b(?:and|but|while)\b/).pop() ?? '').pop();
  const told = before ? [before] : [passive ? acts(passive)[0] : undefined, acts(part.trail.split(/\b(?:and|but|while)\b/)[0] ?? '')[0]];
  if (!told.some((act) => act && acts(sentence(total)).includes(act))) return null;
  // The told part's own words ("13 red peaches", "in the morning"), and the words naming the other part.
  const partWords = wordsOf(`${part.lead} ${part.modifiers.join(' ')} ${part.trail.split(/\b(?:and|but|while)\b/)[0] ?? ''} ${part.owner ?? ''}`);
  const parts = namedParts(sentence(total));
  // The other part: the total's other named part, or the one told with "some" and no number.
  const somePart = story.facts.flatMap((f) => [...f.toLowerCase().matchAll(/\bsome\b([^.,\d]*)/g)].map((m) => wordsOf(m[1]!)));
  if (!parts && somePart.length !== 1) return null;
  const totalWords = wordsOf(sentence(total));
  const otherWords = parts ? new Set(parts) : somePart[0]!;
  // Words only the told part has ("red", "in the morning", "Tom"), and words only the other part has.
  const partOwn = [...partWords].filter((w) => !totalWords.has(w) || parts?.includes(w)).filter((w) => !otherWords.has(w) || parts?.includes(w));
  const otherOwn = [...otherWords].filter((w) => !partWords.has(w) && (!totalWords.has(w) || parts?.includes(w)));
  return { total, part, partOwn, otherOwn, asked: wordsOf(question) };
}

function read(story: Story): Reading | null {
  const found = totalParts(story);
  if (!found) return null;
  const { total, part, partOwn, otherOwn, asked } = found;
  const parts = namedParts((story.facts[total.sentence] ?? total.clause).toLowerCase());
  const partWords = new Set(partOwn);
  // The question names the other part and nothing of the told one; a named pair must include the told part.
  if (!otherOwn.some((w) => asked.has(w)) || partOwn.some((w) => asked.has(w) && w !== part.unit)) return null;
  if (parts && !parts.some((p) => partWords.has(p))) return null;
  // Every asked word is the story's: "How many apples did Bob pick?" asks about someone untold.
  const told = wordsOf(story.facts.join(' '));
  return [...asked].every((w) => told.has(w)) ? { total, part } : null;
}

export function solveOtherPart(statement: string): Solved | null {
  const story = readStory(statement);
  const reading = story ? read(story) : null;
  if (!story || !reading) return null;
  const { total, part } = reading;
  const value = exact.fraction(total.value).sub(exact.fraction(part.value));
  const sentence = `${total.value} - ${part.value}`;
  // A second way: the two parts add up to the total.
  if (value.s <= 0n || !value.add(exact.fraction(part.value)).equals(exact.fraction(total.value)) || Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [total, part].map((q) => describe(q, true)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'missing-part' },
    { kind: 'check', statement: `${part.value} + ${showExact(value, 'decimal')} = ${total.value}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, total.unit || (story.question.unit ?? '')) };
}

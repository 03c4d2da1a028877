import { exact, showDecimal as show, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { showAnswer } from './wording.js';
import { singular, tidyText } from './words.js';

/**
 * asdiv-more: parts every one of a kind has, a fact the story leaves to the student: "I see 115 cows.
 * How many legs do I see?" → 115 × 4; "3 chickens and 2 pigs. How many legs?" → 3 × 2 + 2 × 4; "5
 * bicycles. How many wheels?" → 5 × 2. Only when every number of the story counts a kind the table
 * knows that part of, and the story says nothing else about the part (no "each dog has 3 legs", no
 * toys, no lost or missing legs): anything else declines.
 */
const FOUR_LEGGED = ['dog', 'puppy', 'cat', 'kitten', 'cow', 'calf', 'horse', 'pony', 'pig', 'sheep', 'lamb', 'goat', 'lion', 'tiger', 'bear', 'elephant', 'giraffe', 'zebra', 'deer', 'rabbit', 'bunny', 'mouse', 'rat', 'fox', 'wolf', 'camel', 'donkey', 'hamster', 'squirrel'];
const TWO_LEGGED = ['bird', 'chicken', 'hen', 'rooster', 'duck', 'goose', 'turkey', 'owl', 'parrot', 'pigeon', 'eagle', 'ostrich', 'penguin'];
const PEOPLE = ['person', 'farmer', 'boy', 'girl', 'man', 'woman', 'child', 'kid', 'student', 'adult', 'baby'];
const INSECTS = ['ant', 'bee', 'beetle', 'butterfly', 'insect', 'ladybug', 'grasshopper', 'cricket', 'cockroach'];

const each = (kinds: string[], count: number): Record<string, number> => Object.fromEntries(kinds.map((k) => [k, count]));
/** How many of each part one thing of a kind has. */
const PARTS: Record<string, Record<string, number>> = {
  leg: { ...each(FOUR_LEGGED, 4), frog: 4, toad: 4, ...each(TWO_LEGGED, 2), ...each(PEOPLE, 2), ...each(INSECTS, 6), spider: 8 },
  foot: { ...each(FOUR_LEGGED, 4), ...each(TWO_LEGGED, 2), ...each(PEOPLE, 2) },
  paw: each(['dog', 'puppy', 'cat', 'kitten', 'bear', 'lion', 'tiger', 'rabbit', 'bunny', 'mouse', 'fox', 'wolf'], 4),
  eye: { ...each(FOUR_LEGGED, 2), ...each(TWO_LEGGED, 2), ...each(PEOPLE, 2), frog: 2 },
  ear: { ...each(FOUR_LEGGED, 2), ...each(PEOPLE, 2) },
  wing: each(TWO_LEGGED, 2),
  nose: { ...each(FOUR_LEGGED, 1), ...each(PEOPLE, 1) },
  head: { ...each(FOUR_LEGGED, 1), ...each(TWO_LEGGED, 1), ...each(PEOPLE, 1), ...each(INSECTS, 1), spider: 1, frog: 1 },
  hand: each(PEOPLE, 2), arm: each(PEOPLE, 2), finger: each(PEOPLE, 10), toe: each(PEOPLE, 10),
  wheel: { bicycle: 2, bike: 2, tricycle: 3, unicycle: 1, motorcycle: 2, car: 4 },
};
const PART_WORDS: Record<string, string> = { feet: 'foot', foot: 'foot' };
const partOf = (word: string): string => PART_WORDS[word.toLowerCase()] ?? singular(word);
// Words that change the count of parts or of things: more than one multiplication per kind.
const MORE_THAN_PARTS = /\b(?:toys?|stuffed|plastic|robots?|statues?|pictures?|drawings?|missing|lost|lose|broken|injured|hurt|without|only|left|more|less|fewer|than|gone|away|each|every|per|\w+-legged|\w+-eyed|twice|half|altogether except|except|not|n't|no)\b/i;

const PERSON_WORDS = /\b(?:he|she|him|her|his|hers|they|them|their|we|us|our|you|your|son|daughter|father|mother|dad|mom|brother|sister|friends?|wife|husband|family|owner|grandma|grandpa|uncle|aunt|cousin)\b/i;
const NOT_NAMES = new Set(['There', 'In', 'At', 'On', 'A', 'An', 'The', 'I', 'Each', 'Some', 'All']);
/** A capitalised word that is not a plain sentence opening: a person's name. */
const namesIn = (text: string): boolean => [...text.matchAll(/\b[A-Z][a-z]*\b/g)].some((m) => !NOT_NAMES.has(m[0]));

interface Counted { count: Exact; kind: string; each: number }

function counts(facts: string, part: string): Counted[] | null {
  const found: Counted[] = [];
  for (const m of facts.matchAll(/(\d[\d,]*)\s+(?:([a-z]+)\s+)?([a-z]+)\b/gi)) {
    const kind = [m[3], m[2]].map((w) => w && singular(w)).find((w) => w !== undefined && w in PARTS[part]!);
    if (!kind) return null;
    found.push({ count: exact.fraction(m[1]!.replace(/,/g, '')), kind, each: PARTS[part]![kind]! });
  }
  return found.length > 0 && new Set(found.map((c) => c.kind)).size === found.length ? found : null;
}

export function solveBodyParts(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  if (!split) return null;
  const asked = /^\s*how many (?:[a-z]+\s+)?(legs|feet|paws|eyes|ears|wings|noses|heads|hands|arms|fingers|toes|wheels)\b/i.exec(split.question);
  const part = asked && partOf(asked[1]!);
  if (!part || !(part in PARTS) || /\d/.test(split.question) || MORE_THAN_PARTS.test(split.facts)) return null;
  // The question may name whose parts ("spider legs"), never another kind or a part the facts already tell.
  if (new RegExp(`\\b(?:${Object.keys(PARTS).join('|')}|feet)s?\\b`, 'i').test(split.facts)) return null;
  // "Johnny is walking his two dogs … his son joins him": people of the story have legs and eyes too.
  if (PERSON_WORDS.test(split.facts) || namesIn(split.facts)) return null;
  const found = counts(split.facts, part);
  const numbers = split.facts.match(/\d[\d,]*(?:\.\d+)?/g) ?? [];
  if (!found || numbers.length !== found.length) return null;
  // Every kind named is one counted, once ("A farmer has 3 cows": the farmer's legs would be left out).
  const kindsIn = (text: string): string[] => [...text.matchAll(/\b[a-z]+\b/gi)].map((w) => singular(w[0])).filter((w) => Object.values(PARTS).some((kinds) => w in kinds));
  const [inFacts, inQuestion] = [kindsIn(split.facts), kindsIn(split.question)];
  if (inFacts.length !== found.length || [...inFacts, ...inQuestion].some((w) => !found.some((c) => c.kind === w))) return null;
  const answer = found.reduce((sum, c) => sum.add(c.count.mul(c.each)), exact.fraction(0));
  const sentence = found.map((c) => `${show(c.count)} × ${c.each}`).join(' + ');
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: split.question },
      { kind: 'facts', facts: found.map((c) => `1 ${c.kind} has ${c.each} ${c.each === 1 ? part : partPlural(part)}`) },
      { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'equal-groups' },
      { kind: 'check', statement: `${show(answer)} − (${sentence}) = 0`, holds: true },
    ],
    answer: showAnswer(answer, part),
  };
}

const partPlural = (part: string): string => (part === 'foot' ? 'feet' : `${part}s`);

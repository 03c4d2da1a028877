import { exact, plain, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity } from './read-story.js';
import { singular } from './words.js';
import { describe, showAnswer } from './wording.js';

/**
 * svamp: one or two kinds shared out equally, one kind asked: "Matthew gave equal numbers of crackers
 * and cakes to his 4 friends. If he had 32 crackers and 98 cakes initially. How many crackers did each
 * person eat?" is 32 ÷ 4. The sharing names its kinds and the number of people; the asked kind must be
 * one of them with exactly one amount told, every other number an amount of another shared kind.
 * Anything left over, kept, a rate or a relation declines.
 */
const SHARING = /\b(?:gave|gives|give|divided|divides|shared|shares|split|splits|distributed|distributes) (?:an )?equal (?:numbers?|amounts?|shares?) of ([a-z ]+?) (?:to|among|between) (?:each of )?(?:his|her|their|the|its) (\d+) ([a-z]+)\b/;
const ASKED = /^how many ([a-z ]+?) (?:did|does|do|will|would) each (?:one|person|friend|child|kid|student|guest|of them|of the [a-z]+)\b/;
const BEYOND = /\b(?:left|remaining|remain|kept|keep|keeps|than|times|twice|half|per|every|rest|more|fewer|less)\b|%|\d\s*\/\s*\d/;
const PEOPLE = /^(?:friends|people|persons|children|kids|students|guests|classmates|cousins|brothers|sisters|neighbors|boys|girls)$/;

const kindsOf = (list: string): string[] => list.split(/\s*(?:,|\band\b)\s*/).map((k) => singular(k.trim().split(' ').pop() ?? '')).filter(Boolean);

export function solveSharedKinds(statement: string): Solved | null {
  const story = readStory(statement);
  const text = statement.toLowerCase();
  const sharing = SHARING.exec(text);
  const asked = story ? ASKED.exec(story.question.text.toLowerCase()) : null;
  if (!story || !sharing || !asked || !PEOPLE.test(sharing[3]!) || story.questionQuantities.length > 0) return null;
  if (BEYOND.test(story.facts.join(' ').toLowerCase().replace(SHARING, ''))) return null;
  // "How many stickers and stamps did each get?" asks a sum of shares, not read here.
  if (/\band\b|,/.test(asked[1]!)) return null;
  const kinds = kindsOf(sharing[1]!);
  const kind = singular(asked[1]!.split(' ').pop() ?? '');
  const people = story.quantities.filter((q) => q.value === Number(sharing[2]) && q.unit === singular(sharing[3]!));
  if (!kinds.includes(kind) || people.length !== 1) return null;
  const others = story.quantities.filter((q) => q !== people[0]);
  const told = others.filter((q) => q.unit === kind);
  // Every other number is an amount of a shared kind; the asked kind has exactly one.
  if (told.length !== 1 || others.some((q) => !kinds.includes(q.unit) || q.per !== null || q.linked)) return null;
  const [total, count] = [told[0]!, people[0]!] as [Quantity, Quantity];
  // The one who shares has the amount: "If Bob had 20 pens" is someone else's.
  if (total.owner !== null && count.owner !== null && total.owner !== count.owner) return null;
  const value = exact.fraction(total.value).div(exact.fraction(count.value));
  const sentence = `${total.value} / ${count.value}`;
  // Counted things are shared whole; a second way: the share times the people gives the total back.
  if (value.d !== 1n || value.s <= 0n || !value.mul(count.value).equals(exact.fraction(total.value)) || Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [total, count].map((q) => describe(q, true)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'sharing' },
    { kind: 'check', statement: `${showExact(value, 'decimal')} × ${count.value} = ${total.value}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, total.unit) };
}

import { exact, plain, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { describe, showAnswer } from './wording.js';

/**
 * Things in one place, some taken out or put in: "There are 55 pears in a crate. Ann has 11 pears in
 * a bag. Tom takes 35 pears out of the crate. How many pears are left in the crate?". The question's
 * place picks the numbers: what was there at the start, plus what was put in, minus what was taken
 * out. A number in another place ("in a bag") is left aside; one whose place is unclear declines.
 */
const PLACE_Q = /\b(?:in|on|at|inside) the ([a-z]+)\s*(?:now|at the end)?\s*\?*$/;
const START = /\b(?:there (?:are|were|is|was)|originally|at first|initially|(?:had|has|have) (?:\d|\w+ \d))/;
const OUT = /\b(?:takes?|took|removes?|removed|eats?|ate|picks?|picked|flew|flies|fly|jumped|jumps|left)\b.*\b(?:out of|from|off|away)\b|\b(?:removes?|removed)\b/;
const IN = /\b(?:puts?|placed|places|adds?|added|lands?|landed|joins?|joined|more)\b/;
const OTHER = /\b(?:than|times|twice|half|each|every|per|%|total|some|if)\b/;

function signOf(q: Quantity): number {
  const clause = q.clause;
  if (START.test(clause) && !OUT.test(clause) && !IN.test(clause)) return 0;
  if (OUT.test(clause) && !IN.test(clause)) return -1;
  return IN.test(clause) && !OUT.test(clause) ? 1 : Number.NaN;
}

/** A taking or putting that names no place of its own ("David took out 7 eggs"): -1, +1, or 0 when it is not one. */
const BARE_OUT = /^[^,;]*\b(?:takes?|took|removes?|removed|eats?|ate|uses?|used)\b(?: out)?(?: \d+(?:\.\d+)?)?(?: [a-z]+)?\s*[.!]?$/i;
const BARE_IN = /^[^,;]*\b(?:puts?|adds?|added|places?|placed)\b(?: in)?(?: \d+(?:\.\d+)?)?(?: more)?(?: [a-z]+)?\s*[.!]?$/i;
function bareMove(clause: string): number {
  if (/\b(?:in|on|at|into|onto|from|out of|off|to|inside)\b (?:a|an|the|his|her|their|my|its)\b/i.test(clause)) return 0;
  return BARE_OUT.test(clause.trim()) ? -1 : BARE_IN.test(clause.trim()) ? 1 : 0;
}

function read(story: Story): Array<[number, Quantity]> | null {
  const question = story.question.text.toLowerCase();
  const place = PLACE_Q.exec(question)?.[1];
  if (!place || !/^how many\b/.test(question) || story.questionQuantities.length > 0 || OTHER.test([...story.facts, question].join(' ').toLowerCase())) return null;
  const at = new RegExp(`\\b(?:the|a|an|his|her|their) ${place}\\b`, 'i');
  const placed = story.quantities.filter((q) => at.test(q.clause));
  // "There were 27 eggs in the jar. David took 7.": when the one place holds the start and every other number
  // is a bare taking or putting, they happen there.
  const onlyPlace = placed.length === 1 && story.quantities.every((q) => placed.includes(q) || bareMove(q.clause) !== 0);
  const here = onlyPlace ? story.quantities : placed;
  // A number elsewhere must say where it is ("in a bag"); otherwise it may be in the place after all.
  const aside = story.quantities.filter((q) => !here.includes(q));
  if (aside.some((q) => !/\b(?:in|on|at) (?:a|an|the|his|her|their) [a-z]+/.test(q.clause))) return null;
  const unit = story.question.unit;
  if (here.length < 2 || here.some((q) => q.unit !== unit || q.per !== null)) return null;
  const signed = here.map((q): [number, Quantity] => [placed.includes(q) ? signOf(q) : bareMove(q.clause), q]);
  const starts = signed.filter(([s]) => s === 0);
  if (starts.length !== 1 || signed.some(([s]) => Number.isNaN(s))) return null;
  return [...starts, ...signed.filter(([s]) => s !== 0)];
}

export function solvePlaceChange(statement: string): Solved | null {
  const story = readStory(statement);
  const signed = story ? read(story) : null;
  if (!story || !signed) return null;
  const value = signed.reduce((sum, [s, q]) => (s < 0 ? sum.sub(exact.fraction(q.value)) : sum.add(exact.fraction(q.value))), exact.fraction(0));
  const sentence = signed.map(([s, q], i) => `${i === 0 ? '' : s < 0 ? ' - ' : ' + '}${q.value}`).join('');
  // A second way: the changes undone from the answer give the start again.
  const back = signed.slice(1).reduce((sum, [s, q]) => (s < 0 ? sum.add(exact.fraction(q.value)) : sum.sub(exact.fraction(q.value))), value);
  if (value.s < 0n || value.equals(0) || !back.equals(exact.fraction(signed[0]?.[1].value ?? Number.NaN)) || Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: signed.map(([, q]) => describe(q)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'change' },
    { kind: 'check', statement: `${showExact(value, 'decimal')}${signed.slice(1).reverse().map(([s, q]) => ` ${s < 0 ? '+' : '-'} ${q.value}`).join('')} = ${signed[0]?.[1].value}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, signed[0]?.[1].unit ?? '') };
}

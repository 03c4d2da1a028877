import { exact, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { singular, tidyText } from './words.js';
import { showAnswer } from './wording.js';

/**
 * svamp-misses: a start shared out equally after an amount kept, told as SVAMP words it: "Matthew had 15
 * crackers. If Matthew gave equal numbers of crackers to his 5 friends and still had 10 crackers left. How
 * many crackers did each friend eat?" ((15 − 10) ÷ 5), "… How many crackers did Matthew give to his
 * friends?" (15 − 10), "In Haley's class 4 are boys … Haley has 23 marbles and wants to keep 15 marbles for
 * herself. How many will each of the boys receive?" ((23 − 15) ÷ 4). Exactly three numbers: the start
 * of one thing, the recipients (the ones the question names) and what the giver kept of the same thing;
 * the giver is the one who had the start. Shown only when each share is whole and shares plus the kept
 * amount give the start back.
 */
const N = String.raw`(\d+)`;
const W = String.raw`([a-z][a-z-]*)`;
const PRONOUN = /^(?:he|she|they|i|we|you)$/;
const BEYOND = /\b(?:than|times|twice|half|more|fewer|less|extra|rest|percent|then|after|before|bought|buys|found|lost|ate|eats|threw|broke|each of (?:his|her|their) \d|per)\b|%|\//;
const SHARED = /\b(?:equal numbers?|equal amounts?|equally|evenly|the same number|the same amount)\b/;
const GIVES = /\b([a-z]+) (?:gave|gives|give|shared|shares|share|divided|divides|distributed|distributes|split|splits)\b/;

interface Kept { start: number; thing: string; owner: string; recipients: number; group: string; kept: number }

const one = (word: string): string => singular(word);

function readKept(facts: string): Kept | null {
  if ((facts.match(/\d+(?:\.\d+)?/g) ?? []).length !== 3) return null;
  const start = new RegExp(String.raw`(?:^|\. |if )([a-z]+) (?:had|has) ${N} ${W}`).exec(facts);
  const group = new RegExp(String.raw`\b(?:to|among|between) (?:his|her|their|its|my|our|the) ${N} ${W}|\b${N} (?:are|were) ${W}\b`).exec(facts);
  const kept = new RegExp(String.raw`\b(?:still )?(?:had|has|have) ${N}(?: ${W})? left\b|\b(?:keep|keeps|kept) ${N}(?: ${W})? for (?:himself|herself|themselves|itself|myself|ourselves)\b`).exec(facts);
  if (!start || !group || !kept) return null;
  const thing = one(start[3]!);
  const keptThing = kept[2] ?? kept[4];
  if (keptThing && one(keptThing) !== thing) return null;
  return {
    start: Number(start[2]), thing, owner: start[1]!,
    recipients: Number(group[1] ?? group[3]), group: one(group[2] ?? group[4]!), kept: Number(kept[1] ?? kept[3]),
  };
}

/** The giver is the one who had the start ("Matthew … If Matthew gave", "… he gave"), never somebody else. */
function giverIsOwner(facts: string, owner: string): boolean {
  const giver = GIVES.exec(facts)?.[1];
  if (!giver) return /\b(?:keep|keeps|kept)\b/.test(facts);
  return giver === owner || PRONOUN.test(giver) || giver === 'and';
}

type Asked = { each: true } | { each: false };

function askedOf(question: string, read: Kept): Asked | null {
  const thing = String.raw`(?:${W} )?`;
  const each = new RegExp(String.raw`^how many ${thing}(?:will|would|did|does|do|can|could|should) each (?:of (?:the|his|her|their) )?${W} (?:get|receive|eat|have|take)\??$|^how many ${thing}did each ${W} (?:get|receive|eat|have|take)\??$`).exec(question);
  if (each) {
    const asked = each[1] ?? each[3];
    const who = one(each[2] ?? each[4]!);
    if (asked && one(asked) !== read.thing) return null;
    return who === read.group || who === 'person' ? { each: true } : null;
  }
  const given = new RegExp(String.raw`^how many ${W} (?:did|does|will) ([a-z]+) (?:give|share)(?: away| to (?:his|her|their|the) ${W})?\??$`).exec(question);
  if (!given || one(given[1]!) !== read.thing || (given[2] !== read.owner && !PRONOUN.test(given[2]!))) return null;
  if (given[3] && one(given[3]) !== read.group) return null;
  return { each: false };
}

export function solveSharedAfterKept(statement: string): Solved | null {
  const text = tidyText(statement).toLowerCase().replace(/\s+/g, ' ').trim();
  const sentences = text.split(/(?<=[.?!])\s+/);
  const question = sentences.at(-1) ?? '';
  const facts = sentences.slice(0, -1).join(' ');
  if (!question.startsWith('how many') || /\d/.test(question) || BEYOND.test(facts) || BEYOND.test(question)) return null;
  const read = readKept(facts);
  if (!read || read.recipients === 0 || read.kept >= read.start || read.group === read.thing) return null;
  if (!giverIsOwner(facts, read.owner)) return null;
  const asked = askedOf(question, read);
  // Each share is equal only when the story says so (or only the amount given is asked).
  if (!asked || (asked.each && !SHARED.test(facts) && !/\b(?:keep|keeps|kept)\b/.test(facts))) return null;
  const given: Exact = exact.fraction(read.start).sub(exact.fraction(read.kept));
  const value = asked.each ? given.div(exact.fraction(read.recipients)) : given;
  if (value.d !== 1n || value.s < 0n || value.equals(0)) return null;
  // The inverse: the shares (or the amount given) and the kept amount make the start again.
  const back = (asked.each ? value.mul(exact.fraction(read.recipients)) : value).add(exact.fraction(read.kept));
  if (!back.equals(exact.fraction(read.start))) return null;
  const shown = showExact(value, 'decimal');
  const sentence = asked.each ? `(${read.start} − ${read.kept}) ÷ ${read.recipients}` : `${read.start} − ${read.kept}`;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: question },
    { kind: 'facts', facts: [`${read.start} ${read.thing} at the start`, `${read.kept} ${read.thing} kept`, `${read.recipients} ${read.group}`] },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: asked.each ? 'sharing' : 'change' },
    { kind: 'check', statement: asked.each ? `${shown} × ${read.recipients} + ${read.kept} = ${read.start}` : `${shown} + ${read.kept} = ${read.start}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, read.thing) };
}

import { exact, plain, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { plainForms, sameVerb } from './verb-forms.js';
import { singular, tidyText } from './words.js';
import { showAnswer } from './wording.js';

/**
 * svamp-misses: one change told with "some" among changes told with numbers, the start and the end told:
 * "Bobby had 22 pieces of candy. He ate some pieces of candy. Then he ate 5 more. If he still has 8 pieces
 * of candy left. How many pieces of candy had he eaten at the start?" (22 − 5 − 8); "Tom had 20 marbles. He
 * lost some marbles. Then he found 7 marbles. Now he has 15 marbles. How many marbles did he lose?" (20 + 7
 * − 15). One owner acts in every sentence (a name once, then pronouns); every change's way comes from its
 * own verb (gained or lost, never a verb that could be both); the question asks the "some" change by its
 * verb. When a told change has the same verb, the question must say "at the start" (the "some" one) or
 * "in all" (both). Shown only when the unknown is positive (whole for counted things) and the amount
 * stays above zero after every change, worked forwards again to the told end.
 */
const N = String.raw`(\d+(?:\.\d+)?)`;
/** Changes by their verb's plain form: a loss or a gain, never a verb that could be both. */
const LOSS = ['eat', 'lose', 'sell', 'use', 'spend', 'donate', 'give away', 'throw away', 'break', 'drink'];
const GAIN = ['find', 'buy', 'get', 'receive', 'pick', 'collect', 'win', 'bake', 'make', 'earn', 'save'];
const VERB = String.raw`[a-z]+(?: away)?`;

/** The listed verb a told verb is a form of ("threw away" → "throw away", "sells" → "sell"), or undefined. */
function listedVerb(told: string, list: string[]): string | undefined {
  const [word, away] = told.split(' ');
  const forms = plainForms(word!);
  return list.find((verb) => {
    const [plain, particle] = verb.split(' ');
    return forms.has(plain!) && particle === away;
  });
}
const PRONOUN = String.raw`(?:he|she|they|it)`;
const BEYOND = /\b(?:than|times|twice|half|each|every|per|average|equal|same|total|rest|other|others|gave|gives|give|to (?:his|her|their) [a-z]+|from (?:his|her|their) [a-z]+)\b(?! away)|%|\//;

interface Step { lemma: string; way: 1 | -1; value: number | null }

/** One sentence of the story as a change ("he ate 5 more", "he lost some marbles"), or null. */
function changeOf(sentence: string, owner: string): Step | null {
  const m = new RegExp(String.raw`^(?:then |after that |later |next )?(?:${owner}|${PRONOUN}) (${VERB}) (?:(some)|${N})\b`).exec(sentence);
  if (!m) return null;
  const loss = listedVerb(m[1]!, LOSS);
  const lemma = loss ?? listedVerb(m[1]!, GAIN);
  if (!lemma) return null;
  return { lemma, way: loss ? -1 : 1, value: m[2] ? null : Number(m[3]) };
}

function readChanges(facts: string[]): { owner: string; start: number; thing: string; steps: Step[]; end: number } | null {
  const start = new RegExp(String.raw`^([a-z]+) (?:had|has) ${N} ((?:pieces of )?[a-z-]+)\.$`).exec(facts[0] ?? '');
  if (!start || facts.length < 4) return null;
  const [owner, thing] = [start[1]!, singular(start[3]!.replace(/^pieces of /, ''))];
  const last = (facts.at(-1) ?? '').replace(/^if /, '');
  const end = new RegExp(String.raw`^(?:now )?(?:${owner}|${PRONOUN}) (?:now |still |only )?(?:has|have|had) ${N}(?: (?:pieces of )?([a-z-]+))?(?: left)?\.$`).exec(last);
  if (!end || (end[2] && singular(end[2]) !== thing)) return null;
  const steps = facts.slice(1, -1).map((s) => changeOf(s, owner));
  if (steps.some((s) => !s) || steps.filter((s) => s!.value === null).length !== 1) return null;
  return { owner, start: Number(start[2]), thing, steps: steps as Step[], end: Number(end[1]) };
}

export function solveSomeAmongChanges(statement: string): Solved | null {
  const text = tidyText(statement).toLowerCase().replace(/\s+/g, ' ').trim();
  const sentences = text.split(/(?<=[.?!])\s+/);
  const question = sentences.at(-1) ?? '';
  const facts = sentences.slice(0, -1);
  if (BEYOND.test(text)) return null;
  const read = readChanges(facts);
  if (!read) return null;
  const asked = new RegExp(String.raw`^how many (?:pieces of )?([a-z-]+) (?:did|had|has|have|do|does) (?:${read.owner}|${PRONOUN}) ([a-z]+)(?: (at the start|at first|first|in all|altogether))?\?$`).exec(question);
  const some = read.steps.find((s) => s.value === null)!;
  if (!asked || singular(asked[1]!) !== read.thing || !sameVerb(asked[2]!, some.lemma.split(' ')[0]!)) return null;
  const alike = read.steps.filter((s) => s !== some && s.lemma === some.lemma);
  const whole = /in all|altogether/.test(asked[3] ?? '');
  if (alike.length > 0 && !asked[3]) return null;
  if (alike.length === 0 && asked[3]) return null;
  // end = start + Σ told changes + way × unknown
  const told = read.steps.filter((s) => s !== some).reduce((sum: Exact, s) => sum.add(exact.fraction(s.value!).mul(s.way)), exact.fraction(0));
  const unknown = exact.fraction(read.end).sub(exact.fraction(read.start)).sub(told).mul(some.way);
  if (unknown.s < 0n || unknown.equals(0) || unknown.d !== 1n) return null;
  // Forwards again: the amount stays above zero after every change and lands on the told end.
  let amount = exact.fraction(read.start);
  for (const s of read.steps) {
    amount = amount.add((s.value === null ? unknown : exact.fraction(s.value)).mul(s.way));
    if (amount.s < 0n) return null;
  }
  if (!amount.equals(exact.fraction(read.end))) return null;
  const value = whole ? alike.reduce((sum: Exact, s) => sum.add(exact.fraction(s.value!)), unknown) : unknown;
  // The number sentence solved for the unknown: a loss is start ± told − end, a gain end − start ∓ told.
  const others = read.steps.filter((s) => s !== some);
  const term = (s: Step, flip: boolean): string => `${(s.way > 0) !== flip ? '+' : '-'} ${s.value}`;
  const solved = some.way < 0
    ? `${read.start} ${others.map((s) => term(s, false)).join(' ')} - ${read.end}`
    : `${read.end} - ${read.start} ${others.map((s) => term(s, true)).join(' ')}`;
  const sentence = whole ? `${solved} + ${alike.map((s) => s.value).join(' + ')}` : solved;
  if (Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: question },
    { kind: 'facts', facts: [`${read.start} ${read.thing} at the start`, ...others.map((s) => `${s.way > 0 ? 'gained' : 'lost'} ${s.value}`), `${read.end} ${read.thing} at the end`] },
    { kind: 'number-sentence', sentence: `${sentence.replace(/-/g, '−')} = ?`, schema: 'change-unknown' },
    { kind: 'check', statement: `${read.start} ${read.steps.map((s) => `${s.way > 0 ? '+' : '−'} ${s.value ?? showExact(unknown, 'decimal')}`).join(' ')} = ${read.end}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, read.thing) };
}

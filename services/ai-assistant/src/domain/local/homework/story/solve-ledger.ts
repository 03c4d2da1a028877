import { tag } from '../../text/nlp.js';
import { plain, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { amountOf, eventsOf, type Amount } from './ledger-amounts.js';
import { readEvents, unknownChanges, type LedgerEvent } from './ledger-events.js';
import { readLedgerQuestion, type LedgerQuestion } from './ledger-question.js';
import { readStory, type Story } from './read-story.js';
import { describe, showAnswer } from './wording.js';
import { clausesPick } from './clause-words.js';

/**
 * Stories that tell several things over time ("Paul got 601 crayons and 406 erasers … he only had 336
 * crayons left … How many more erasers than crayons did he have left?"): each number is an event on
 * its owner's thing, the question picks the things and the moment, and every number it does not
 * pick is left aside. Declines when a picked amount is not fully told.
 */
const RELATIONAL = /\b(?:than|times|twice|half|each|every|per|equal(?:ly)?|rest|total|altogether|together|in all|same|other|others|remaining|another|instead|double|triple|combined|both)\b|%/;
/** "Allan and Jake brought 3 balloons": one number for two owners. */
const JOINT = /\b[A-Z][a-z]+ and (?:[A-Z][a-z]+|his|her|their)\b|\b(?:he|she|i) and\b/;
/** Money moves with buying and giving in both directions ("bought a bar for $2" spends): only plain verbs are read. */
const MONEY_VERBS = new Set(['have', 'be', 'earn', 'spend', 'save', 'lose', 'find', 'win', 'receive', 'make']);

function wellTold(story: Story): boolean {
  const facts = story.facts.join(' ').toLowerCase();
  const numbers = facts.match(/(?<![\w.])\d+(?:\.\d+)?/g) ?? [];
  // "only had 391 left": with two things told, a number that borrows its thing may mean either.
  if (JOINT.test(story.facts.join(' ')) || (new Set(story.quantities.map((q) => q.unit)).size > 1 && story.quantities.some((q) => q.inherited))) return false;
  // "16 miles in 2 hours": a rate, not two amounts.
  if (/\b(?:in|for|per|every)\s+(?:\d+(?:\.\d+)?|an?|one)\s+(?:hours?|minutes?|seconds?|days?|weeks?|months?|years?)\b/.test(`${facts} ${story.question.text.toLowerCase()}`)) return false;
  return !RELATIONAL.test(facts) && numbers.length === story.quantities.length && story.quantities.every((q) => q.unit !== '' && q.per === null && !q.linked);
}

function amounts(story: Story, question: LedgerQuestion, events: readonly LedgerEvent[]): Amount[] | null {
  const unknowns = unknownChanges(story);
  const sentence = (e: LedgerEvent): string => (story.facts[e.q.sentence] ?? '').toLowerCase();
  const inPlace = (e: LedgerEvent): boolean => question.places.every((p) => sentence(e).includes(p));
  const money = (e: LedgerEvent): boolean => /^(?:dollar|cent)$/.test(e.q.unit) && !MONEY_VERBS.has(e.verb);
  // A change of something not asked about may still change it ("18 people rented skates" from 85 pairs).
  const asked = question.sides.map((side) => eventsOf(events, side) ?? []).flat();
  // "18 people rented skates" changes the 85 pairs; "found 82 wrappers" beside "now has 61 wrappers" is told apart.
  const toldApart = (e: LedgerEvent): boolean => events.some((x) => x.kind === 'state' && x.q.unit === e.q.unit && x.owner === e.owner);
  if (question.when.mode !== 'action' && events.some((e) => !asked.includes(e) && e.kind !== 'state' && e.kind !== 'aside' && !toldApart(e))) return null;
  const found = question.sides.map((side, index) => {
    const own = eventsOf(events, side);
    if (own?.some(money)) return null;
    // "made 2 apple, 4 pecan and 7 pumpkin pies": the same act on other words of one sentence may be the same things.
    const when = question.whens?.[index] ?? question.when;
    const sentences = new Set((own ?? []).map((e) => e.q.sentence));
    const elided = (e: LedgerEvent): boolean => (e.q.value !== 1 && e.q.trail.trim().split(/\s+/)[0] === e.q.unit) || new RegExp(`\\b${side.unit}`).test(e.q.trail);
    if (when.mode === 'action' && events.some((e) => e.verb === when.verb && e.q.unit !== side.unit && sentences.has(e.q.sentence) && elided(e))) return null;
    // "After he walks 200 meters … he returns to his house, then goes back": acts told without numbers after the first.
    const first = Math.min(...(own ?? []).map((e) => e.q.sentence));
    if (when.mode === 'action' && story.facts.some((f, i) => i > first && !/\d/.test(f) && tag(f).some((t) => t.pos === 'VERB' && !/^(?:be|have)$/.test(t.lemma)))) return null;
    const oneThing = new Set(events.map((e) => e.q.unit)).size === 1;
    return own ? amountOf(own, when, inPlace, unknowns, { places: question.places, oneThing }) : null;
  });
  return found.every((a): a is Amount => a !== null) ? found : null;
}

/** The answer and its number sentence; the difference must be positive, the same thing not compared with itself. */
function combine(question: LedgerQuestion, found: readonly Amount[]): { value: Exact; sentence: string } | null {
  const [a, b] = found;
  if (!a) return null;
  if (question.op === 'one') return { value: a.value, sentence: a.expression };
  if (!b || (!question.whens && a.used.some((e) => b.used.includes(e)))) return null;
  if (question.op === 'sum') return { value: a.value.add(b.value), sentence: `${a.expression} + ${b.expression}` };
  const value = a.value.sub(b.value);
  return value.s < 0n || value.equals(0) ? null : { value, sentence: `${a.expression} - ${b.expression}` };
}

/** Computed again from the written sentence, and a difference added back to the smaller amount. */
function verified(question: LedgerQuestion, found: readonly Amount[], value: Exact, sentence: string): boolean {
  const again = Number(plain.evaluate(sentence));
  const holds = Math.abs(again - Number(value.valueOf())) < 1e-9 * Math.max(1, Math.abs(again));
  const [a, b] = found;
  return holds && (question.op !== 'difference' || (!!a && !!b && value.add(b.value).equals(a.value)));
}

export function solveLedger(statement: string): Solved | null {
  const story = readStory(statement);
  const question = story ? readLedgerQuestion(story.question.text) : null;
  if (!story || !question || story.questionQuantities.length > 0 || !wellTold(story)) return null;
  const facts = story.facts.join(' ').toLowerCase();
  if (question.places.some((p) => !facts.includes(p)) || clausesPick(story.quantities, question.places) || question.sides.some((s) => s.owner !== null && !story.quantities.some((q) => q.owner === s.owner))) return null;
  const events = readEvents(story);
  // "How many packs were they able to sell?" after two people's numbers: they are both.
  if (/\b(?:they|we)\b/i.test(story.question.text) && new Set(story.quantities.map((q) => q.owner).filter((o) => o !== null)).size > 1) return null;
  // "read 5 of the books … how many are left": what is left may be what is still to read.
  if (events?.some((e) => e.kind === 'aside') && /\b(?:left|remain\w*)\b/i.test(story.question.text)) return null;
  const found = events && amounts(story, question, events);
  const result = found && combine(question, found);
  if (!found || !result || result.value.d !== 1n || !verified(question, found, result.value, result.sentence)) return null;
  const unit = question.sides.every((s) => s.unit === question.sides[0]?.unit && s.modifiers.join() === question.sides[0]?.modifiers.join()) ? [...(question.sides[0]?.modifiers ?? []), question.sides[0]?.unit ?? ''].join(' ') : '';
  const shown = showExact(result.value, 'decimal');
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: found.flatMap((a) => a.used.map((e) => describe(e.q, true))) },
    { kind: 'number-sentence', sentence: `${result.sentence.replace(/^\((.*)\)$/, '$1')} = ?`, schema: question.op === 'difference' ? 'compare' : question.when.mode === 'start' ? 'start-unknown' : 'combine' },
    { kind: 'check', statement: `${result.sentence} computed again gives ${shown}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(result.value, unit) };
}

import { tag } from '../../text/nlp.js';
import { exact, type Exact } from '../math-engine.js';
import type { LedgerEvent } from './ledger-events.js';
import type { Side, When } from './ledger-question.js';
import type { Quantity } from './read-story.js';
import { unknownAct } from './ledger-unknown.js';

/**
 * One thing's amount read off the ledger: at the end (the last state, then the changes after it),
 * at first (a later state with the changes before it undone) or in one kind of act (every "ate" of
 * it added). Each amount carries its number sentence, so it can be computed a second way.
 */
export interface Amount { value: Exact; expression: string; used: LedgerEvent[] }
export interface Unknown { at: number; text: string }

const fraction = (q: Quantity): Exact => exact.fraction(q.value);
/** Describing words that tell kinds apart ("red", "football"), not "8 different books". */
const kinds = (e: LedgerEvent): string[] => e.q.modifiers.filter((m) => !/^(?:different|whole|new)$/.test(m));
/** "14 of the goldfish": of the thing itself, so no other kind. */
const ofOf = (e: LedgerEvent): string | null => (e.q.of === e.q.unit ? null : e.q.of);
const sameList = (a: readonly string[], b: readonly string[]): boolean => a.join(' ') === b.join(' ');

/** "nine more on Tuesday": a day or month read as an owner is no owner. */
const TIMES = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/;
const ownerOf = (e: LedgerEvent): string | null => (e.owner && TIMES.test(e.owner) ? null : e.owner);

/** The side's events; null when the side could mean several different things ("peaches" of two colours). */
export function eventsOf(events: readonly LedgerEvent[], side: Side): LedgerEvent[] | null {
  const found = events.filter((e) => e.q.unit === side.unit && side.modifiers.every((m) => kinds(e).includes(m))
    && (e.q.of === side.of || (side.of === null && e.q.of === e.q.unit)) && (side.owner === null || e.owner === side.owner));
  const told = found.filter((e) => e.kind !== 'aside');
  const [first] = told;
  // "There are now 12 roses" after "Jessica cut some": no owner named is the one owner of the story.
  const owners = new Set(found.map((e) => e.owner).filter((o) => o !== null));
  if (!first || owners.size > 1 || told.some((e) => !sameList(kinds(e), kinds(first)) || ofOf(e) !== ofOf(first))) return null;
  // "29 games" beside "14 football games": a number left out that may count the same thing.
  const subset = (a: readonly string[], b: readonly string[]): boolean => a.every((m) => b.includes(m));
  const mayBeSame = (e: LedgerEvent): boolean => e.q.unit === side.unit && (ofOf(e) === null || ofOf(first) === null || ofOf(e) === ofOf(first))
    && (subset(kinds(e), kinds(first)) || subset(kinds(first), kinds(e))) && (ownerOf(e) === ownerOf(first) || ownerOf(e) === null || ownerOf(first) === null);
  return events.some((e) => !found.includes(e) && mayBeSame(e)) ? null : found;
}

function atEnd(events: readonly LedgerEvent[], unknowns: readonly Unknown[]): Amount | null {
  let value: Exact | null = null;
  let expression = '';
  let lastState = -1;
  let changed = false;
  const used: LedgerEvent[] = [];
  for (const e of events) {
    if (e.kind === 'aside') continue;
    // "32 of the goldfish die": a part of the amount lost is still a loss; a part told as it is is not an amount.
    if (e.kind === 'other' || (e.partitive && e.kind === 'state')) return null;
    if (e.kind === 'state') {
      // Two amounts told for one moment ("5 in the bag and 3 in the box") are not one after the other.
      if (value !== null && !changed && (!e.later || e.q.sentence === used[used.length - 1]?.q.sentence)) return null;
      [value, expression, lastState, changed] = [fraction(e.q), String(e.q.value), e.at, false];
      used.length = 0;
    } else {
      // "Allan brought 6 balloons", "6 more storks came to join them": an amount that starts here.
      const arrives = /^(?:come|join|arrive)$/.test(e.verb) || !/^\s*more\b/.test(e.q.trail);
      if (value === null && !(e.kind === 'gain' && e.acquires && arrives)) return null;
      const start: Exact = value ?? exact.fraction(0);
      value = e.kind === 'gain' ? start.add(fraction(e.q)) : start.sub(fraction(e.q));
      expression = expression ? `${expression} ${e.kind === 'gain' ? '+' : '-'} ${e.q.value}` : String(e.q.value);
      changed = true;
      if (value.s < 0n) return null;
    }
    used.push(e);
  }
  if (value === null || unknowns.some((u) => u.at > lastState)) return null;
  return { value, expression: used.length > 1 ? `(${expression})` : expression, used };
}

function atStart(events: readonly LedgerEvent[], unknowns: readonly Unknown[]): Amount | null {
  const relevant = events.filter((e) => e.kind !== 'aside');
  const stateIndex = relevant.findIndex((e) => e.kind === 'state');
  const state = relevant[stateIndex];
  if (!state || relevant.some((e) => e.kind === 'other' || (e.partitive && e.kind === 'state'))) return null;
  if (stateIndex === 0) return unknowns.some((u) => u.at < state.at) ? null : { value: fraction(state.q), expression: String(state.q.value), used: [state] };
  const changes = relevant.slice(0, stateIndex);
  if (!state.later || unknowns.some((u) => u.at < state.at)) return null;
  // Undo each change: what was gained is taken back, what was lost is put back.
  const value = changes.reduce((v, e) => (e.kind === 'gain' ? v.sub(fraction(e.q)) : v.add(fraction(e.q))), fraction(state.q));
  const expression = `(${[String(state.q.value), ...changes.map((e) => `${e.kind === 'gain' ? '-' : '+'} ${e.q.value}`)].join(' ')})`;
  return value.s < 0n || value.equals(0) ? null : { value, expression, used: [state, ...changes] };
}

function inActs(events: readonly LedgerEvent[], verb: string, places: (e: LedgerEvent) => boolean, unknowns: readonly Unknown[]): Amount | null {
  const acts = events.filter((e) => e.verb === verb && places(e));
  // Other changes of the same thing ("brought 6 … then bought 3 more") may be meant as part of the act.
  const others = events.filter((e) => !acts.includes(e) && (e.kind === 'gain' || e.kind === 'loss'));
  const sentences = new Set(acts.map((e) => Math.floor(e.at / 1000)));
  if (acts.length === 0 || others.length > 0 || acts.some((e) => e.partitive) || unknowns.some((u) => sentences.has(Math.floor(u.at / 1000)) || tag(u.text).some((t) => t.lemma === verb))) return null;
  const value = acts.reduce((v, e) => v.add(fraction(e.q)), exact.fraction(0));
  const expression = acts.length > 1 ? `(${acts.map((e) => e.q.value).join(' + ')})` : String(acts[0]?.q.value);
  return { value, expression, used: acts };
}

export function amountOf(events: readonly LedgerEvent[], when: When, places: (e: LedgerEvent) => boolean, unknowns: readonly Unknown[], asked: { places: readonly string[]; oneThing: boolean }): Amount | null {
  if (when.mode === 'action') return unknownAct(events, when.verb, asked.places, unknowns, asked.oneThing) ?? inActs(events, when.verb, places, unknowns);
  // "6 more storks came to join them": an arrival joins the place already told.
  if (events[0] && !places(events[0]) && !/^(?:come|join|arrive)$/.test(events[0].verb)) return null;
  return when.mode === 'final' ? atEnd(events, unknowns) : atStart(events, unknowns);
}

import { tag } from '../../text/nlp.js';
import { exact, plain, type Exact } from '../math-engine.js';
import type { Amount, Unknown } from './ledger-amounts.js';
import type { LedgerEvent } from './ledger-events.js';
import { singular } from './words.js';

/**
 * The act told without a number, asked for: "She had 528 cards. She gave some of her cards to Jeff
 * and now has 252 cards left. How many cards did she give to Jeff?" The amounts told before and after
 * it balance: 528 − ? = 252. A start told only as "some" ("received some dollars … spent 8 … has 6
 * left") is the act itself, from nothing. Declines unless exactly one act is unknown between them.
 */
const LOSSES = new Set(['eat', 'give', 'lose', 'sell', 'spend', 'use', 'throw', 'delete', 'remove', 'break', 'donate', 'drink']);
const GAINS = new Set(['buy', 'get', 'receive', 'find', 'collect', 'add', 'win', 'earn']);

const valueOf = (e: LedgerEvent): Exact => exact.fraction(e.q.value).mul(e.kind === 'loss' ? -1 : 1);

/** The one unknown the question asks about: it has the asked verb, or the asked place ("yet some more to Jeff"). */
function askedUnknown(unknowns: readonly Unknown[], verb: string, places: readonly string[], unit: string, oneThing: boolean): Unknown | null {
  const found = unknowns.filter((u) => tag(u.text).some((t) => t.lemma === verb) || (places.length > 0 && places.every((p) => u.text.includes(p))));
  const [only] = found;
  const aboutIt = !!only && (oneThing || only.text.split(/[^a-z]+/).some((w) => singular(w) === unit));
  return found.length === 1 && aboutIt ? only : null;
}

/** The told changes between two moments; null when one of them is not a plain gain or loss. */
function changesBetween(events: readonly LedgerEvent[], from: number, to: number): LedgerEvent[] | null {
  const between = events.filter((e) => e.at > from && e.at < to && e.kind !== 'aside');
  return between.every((e) => e.kind === 'gain' || e.kind === 'loss') ? between : null;
}

export function unknownAct(events: readonly LedgerEvent[], verb: string, places: readonly string[], unknowns: readonly Unknown[], oneThing: boolean): Amount | null {
  const sign = LOSSES.has(verb) ? -1 : GAINS.has(verb) ? 1 : 0;
  const unit = events[0]?.q.unit ?? '';
  const asked = sign === 0 ? null : askedUnknown(unknowns, verb, places, unit, oneThing);
  if (!asked) return null;
  const before = [...events].filter((e) => e.at < asked.at && e.kind === 'state').pop();
  const after = events.find((e) => e.at >= asked.at && e.kind === 'state');
  // Nothing told before a gain: the gain is where the amount starts ("received some dollars").
  const fromNothing = !before && sign > 0 && !events.some((e) => e.at < asked.at);
  if (!after || !after.later || (!before && !fromNothing)) return null;
  const start = before?.at ?? -1;
  const changes = changesBetween(events, start, after.at);
  if (!changes || unknowns.some((u) => u !== asked && u.at > start && u.at < after.at)) return null;
  const startValue = before ? exact.fraction(before.q.value) : exact.fraction(0);
  const known = changes.reduce((sum, e) => sum.add(valueOf(e)), exact.fraction(0));
  const value = exact.fraction(after.q.value).sub(startValue).sub(known).mul(sign);
  // Lost: start + gains − losses − end; gained: end − start − gains + losses.
  const signed = (e: LedgerEvent, flip: boolean): string => `${(e.kind === 'gain') !== flip ? '+' : '-'} ${e.q.value}`;
  const expression = sign < 0
    ? `(${[String(before?.q.value ?? 0), ...changes.map((e) => signed(e, false)), `- ${after.q.value}`].join(' ')})`
    : `(${[String(after.q.value), ...(before ? [`- ${before.q.value}`] : []), ...changes.map((e) => signed(e, true))].join(' ')})`;
  const again = Number(plain.evaluate(expression));
  if (value.s < 0n || value.equals(0) || Math.abs(again - Number(value.valueOf())) > 1e-9) return null;
  return { value, expression, used: [...(before ? [before] : []), ...changes, after] };
}

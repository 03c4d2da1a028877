import { exact, type Exact } from '../math-engine.js';
import type { Quantity, Story } from '../story/read-story.js';
import { singular } from '../story/words.js';
import { listedWith } from './parts-then-rate-sums.js';

/**
 * The numbers of a parts-then-rate story as pieces with units: a count ("9 bird cages" = 9 cage), a
 * rate ("2 parrots and 6 parakeets in each cage" = 2 parrot / cage and 6 parakeet / cage, the "each"
 * shared by the whole list), a ratio ("for every 3 pounds … 1 point" = 1/3 point / pound), and a part
 * taken away ("12 of them left … the rest", "5 of them didn't leave a tip … the ones who did").
 */
export interface Piece { from: Quantity; value: Exact; unit: string; per: string | null; sign: 1 | -1; owner: string | null; numbers: string; text: string }

/** "12 of them left", "5 of them didn't leave a tip": some of the amount just told that the rate does not reach. */
const NOT_COUNTED = /^\s*(?:of them|[a-z]+) (?:left|went home|walked out|did not|didn't|do not|don't|never|were not|weren't|was not|wasn't|could not|couldn't)\b/;
/**
 * The rate then names the others, in the words of what was taken away: "12 of them left … the rest of
 * his tables", "5 of them didn't leave a tip … from the ones who did tip".
 */
const THE_REST = /\b(?:the rest|the others|the remaining)\b/;
const THE_ONES_WHO_DID = /\b(?:the ones who (?:did|do|were)|those who (?:did|do|were)|(?:each|every) [a-z]+ (?:that|who) (?:did|was|were))\b/;
const restNamed = (away: Quantity, facts: string): boolean => (/^\s*(?:of them|[a-z]+) (?:left|went home|walked out)\b/.test(away.trail) ? THE_REST : THE_ONES_WHO_DID).test(facts);
/** People counted by what they do: "7 friends playing … when 2 more players joined" are all players. */
const PEOPLE = /^(?:person|people|friend|player|member|kid|child|boy|girl|man|woman|adult|student|guest|customer|visitor|passenger|worker|camper)$/;
/** "10 more": one more part of the same thing. */
const MORE = /^\s*more\b/;
/** "2 more players joined": the people told before are of the same kind. */
const MORE_OF = (q: Quantity): boolean => new RegExp(`^\\s*more ${q.unit}`).test(q.trail.replace(/s\b/g, ''));

function perOf(story: Story, q: Quantity): string | null {
  // "He got $3 each from the ones who did tip", "decks from the shop for $9 each": so much for each of the
  // things counted, unless the reading already names one the story counts ("apples for $2 each").
  const named = (u: string | null): boolean => !!u && (story.question.unit === u || story.quantities.some((o) => o !== q && o.unit === u));
  if (/^\s*[a-z]+\s+each\b(?! of)/.test(q.trail) && !named(q.per)) return 'each';
  // "6 minutes on each piece of furniture": each one of the whole named after "piece of".
  const piece = /^(?:piece|item|article)$/.test(q.per ?? '') ? new RegExp(`\\beach ${q.per} of ([a-z]+)\\b`).exec(q.clause)?.[1] : undefined;
  if (piece) return piece;
  // "10 boxes in a case": so many in each one of the thing named after it.
  const after = q.per === null ? /^\s*[a-z-]+\s+(?:in|per) (?:a|an|each|every) ([a-z]+)\b/.exec(q.trail)?.[1] : undefined;
  if (after) return singular(after);
  // "6 boxes … inside each box": the count of the thing itself.
  return q.per === q.unit ? null : q.per;
}

/** A list of numbers shares the one "each" of its list: "with 7 women and 2 men at each table". */
function sharePer(story: Story, pers: Array<string | null>): boolean {
  const qs = story.quantities;
  for (let i = 1; i < qs.length; i++) {
    if (!listedWith(story, qs[i - 1]!, qs[i]!)) continue;
    const [a, b] = [pers[i - 1] ?? null, pers[i] ?? null];
    if (a && b && a !== b) return false;
    pers[i - 1] = pers[i] = a ?? b;
  }
  // A second pass carries a later "each" back along a list of three.
  for (let i = qs.length - 1; i > 0; i--) if (listedWith(story, qs[i - 1]!, qs[i]!)) pers[i - 1] = pers[i - 1] ?? pers[i] ?? null;
  return true;
}

/** "For every 3 pounds they recycled they earned 1 point" (or the other way round): 1 point per 3 pounds. */
function ratioAt(story: Story, i: number): { bottom: Quantity; top: Quantity } | null {
  const qs = story.quantities;
  const q = qs[i]!;
  if (!/\bfor (?:every|each)\s*$/.test(q.lead)) return null;
  const partner = [qs[i + 1], qs[i - 1]].find((p) => p && p.clause === q.clause && p.per === null && p.unit !== '');
  // "5 candies for every 3 candies" of two kinds of one thing is a ratio of kinds, not a rate.
  return partner && partner.unit !== q.unit ? { bottom: q, top: partner } : null;
}

export function readPieces(story: Story): Piece[] | null {
  const qs = story.quantities;
  const pers = qs.map((q) => perOf(story, q));
  if (!sharePer(story, pers)) return null;
  const pieces: Piece[] = [];
  const done = new Set<Quantity>();
  let takenAway: Quantity | null = null;
  for (let i = 0; i < qs.length; i++) {
    const q = qs[i]!;
    if (done.has(q)) continue;
    if (q.unit === '') return null;
    const ratio = ratioAt(story, i);
    if (ratio) {
      done.add(ratio.top);
      pieces.push({ from: q, value: exact.fraction(ratio.top.value).div(exact.fraction(ratio.bottom.value)), unit: ratio.top.unit, per: ratio.bottom.unit, sign: 1, owner: q.owner, numbers: `${ratio.top.value} ÷ ${ratio.bottom.value}`, text: `${ratio.top.value} ${ratio.top.unit} for every ${ratio.bottom.value} ${ratio.bottom.unit}` });
      continue;
    }
    // "6 boxes of clothing" tells what the boxes hold; "12 of them", "5 of the cookies" tell a part.
    const partOf = /^\s*of\b/.test(q.trail);
    if (partOf && q.of !== 'them') return null;
    // "12 of them left", "7 members didn't show up": some of the count just told (the same thing) stay out.
    const before = pieces.filter((p) => p.per === null).pop();
    const away = partOf || (!!before && before.unit === q.unit && NOT_COUNTED.test(q.trail));
    if (away && (!NOT_COUNTED.test(q.trail) || takenAway)) return null;
    if (away) takenAway = q;
    const per = pers[i] ?? null;
    if (before && before.unit !== q.unit && MORE_OF(q) && PEOPLE.test(before.unit) && PEOPLE.test(q.unit)) before.unit = q.unit;
    pieces.push({ from: q, value: exact.fraction(q.value), unit: q.unit, per, sign: away ? -1 : 1, owner: q.owner, numbers: `${q.value}`, text: `${q.value} ${q.unit}${per ? ` per ${per}` : ''}${MORE.test(q.trail) ? ' more' : ''}` });
  }
  // A part taken away is only left out when the rate then names the rest.
  // "the rest" with nothing taken away names a part this reading does not have.
  const facts = story.facts.join(' ').toLowerCase();
  if (takenAway ? !restNamed(takenAway, facts) : THE_REST.test(facts) || THE_ONES_WHO_DID.test(facts)) return null;
  return pieces;
}

/** The words a reading of parts then a rate leaves to other readers: comparisons, multiples, other changes. */
export const OTHER_STEPS = /\b(?:than|how many more|how much more|last|next|times|twice|double|triple|half|third|quarter|percent|average|each other|gave|give|gives|lost|loses|sold|sells|ate|eats|spen(?:t|ds)(?! \d+(?:\.\d+)? (?:seconds?|minutes?|hours?|days?|weeks?)\b)|broke|fewer|less|left over|remain\w*|another|instead|except|only|least|most|some|pairs?|dozens?|minus|plus|increase\w*|decrease\w*|per cent|square|by \d+)\b|%/;
/** What the subtraction's own words leave, so "left" or "didn't" elsewhere still declines. */
export const strippedAway = (text: string): string => text.replace(/\b\d+ (?:of them|[a-z]+) (?:left|went home|walked out|did not|didn't|do not|don't|never|were not|weren't|was not|wasn't|could not|couldn't)\b/g, '').replace(/\b(?:the ones|those|(?:each|every) [a-z]+) (?:that|who) (?:did|do|were|was)\b/g, '');
export const STILL_CHANGES = /\b(?:left|not|never)\b|n't\b/;

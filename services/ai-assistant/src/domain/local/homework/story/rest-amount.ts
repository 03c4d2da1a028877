import { sentenceOf, type Told } from './rest-told.js';
import { singular } from './words.js';

/**
 * The one amount a story groups or rates, from two counts of one thing (`rest-then-groups.ts`):
 * - the rest: a part taken out of a whole ("put 17 in one album and the rest …", "all but 2 of the 6",
 *   for a rate also a denial: "7 of them could not join");
 * - only some: "7 players …, but only 5 showed up" (the five, the whole is the story's frame);
 * - a sum: "won 26 tickets … and 19 tickets", "5 friends … joined by 2 more players".
 */
export interface RestAmount { whole: Told; part: Told; value: number; sentence: string; other: number; thing: string }

export const REST = /\b(?:the rest|rest of|remaining|remainder|residual|leftover|all (?:but|except)|except(?: for)?|the others?|other)\b/;
export const DENIED = /\b(?:not|never|absent|missing|unable|failed)\b|n't\b/;
const GAINED = /\b(?:more|another|additional|extra|received|bought|found|got|gained|joined|added|won|brought|new|returned)\b/;
/** "only 5 showed up", "only six of them actually attend", "only 5 participated". */
const ONLY_CAME = /\bonly\s+$/;
const CAME = /^(?:\s+[a-z]+){0,3}?\s+(?:actually |really )?(?:came|come|showed up|show up|attended|attend|participated|made it|could make it|turned up|were present)\b/;
/** A part said out of a whole, or one told through another ("than"): no sum. */
const SUBSET = /\b(?:of them|of whom|of which|of those|out of|than|total|in all|altogether)\b/;
/** A sum is told by adding words between its counts and no word of losing anywhere. */
const ADDED = /\b(?:and|later|then|also|plus|more|another|joined|additional|along with)\b/;
const LOST = /\b(?:left|lost|loses?|sold|sells?|gave|gives?|given|ate|eats?|eaten|used|uses?|broke|broken|died|removed?|deleted?|erased?|threw|thrown|discarded?|donated?|took|taken|only|spent|away|fewer|less|from|still|need|needs|needed)\b/;
const PEOPLE = /^(?:person|people|player|friend|member|gamer|buddy|companion|guest|student|child|kid|worker)$/;

const thingOf = (text: string): string => singular(text.split(' of ').pop() ?? '');
export const sameThing = (a: string, b: string): boolean => a === b || thingOf(a) === thingOf(b);

/** "had 4 remaining", "4 were left over", "the other 4": the part told is itself the rest. */
const ITSELF_REST = /^\s*(?:[a-z]+\s+){0,2}?(?:remaining|left|remain|remained)\b/;

function restOf(whole: Told, part: Told, denialCounts: boolean, story: string): RestAmount | null {
  if (ITSELF_REST.test(part.text.slice(String(part.value).length)) || /\b(?:remaining|rest of(?: the)?|other|left)\s+$/.test(part.before)) return null;
  if (!whole.thing || (part.thing && !sameThing(part.thing, whole.thing)) || part.value >= whole.value || part.value <= 0) return null;
  if (GAINED.test(part.clause) || DENIED.test(whole.clause)) return null;
  const taken = REST.test(story) || (denialCounts && DENIED.test(part.clause));
  return taken ? { whole, part, value: whole.value - part.value, sentence: `(${whole.value} − ${part.value})`, other: Number.NaN, thing: whole.thing } : null;
}

function onlySome(whole: Told, some: Told, story: string): RestAmount | null {
  const after = story.slice(some.at + String(some.value).length);
  if (!whole.thing || !ONLY_CAME.test(some.before) || !CAME.test(after) || some.value >= whole.value || !PEOPLE.test(thingOf(whole.thing))) return null;
  if (some.thing && !sameThing(some.thing, whole.thing)) return null;
  return { whole, part: some, value: some.value, sentence: `${some.value}`, other: whole.value - some.value, thing: whole.thing };
}

function sumOf(first: Told, second: Told, story: string): RestAmount | null {
  // "13 math problems and 2 spelling problems … the math problems?": a kind asked is one part, not the sum.
  const question = sentenceOf(story, story.length - 1);
  if ([...first.kinds, ...second.kinds].some((k) => new RegExp(`\\b${k}\\b`).test(question))) return null;
  if (REST.test(story) || DENIED.test(story) || LOST.test(story) || SUBSET.test(first.clause) || SUBSET.test(second.clause) || !first.thing || !second.thing) return null;
  if (!ADDED.test(story.slice(first.at, second.at))) return null;
  // "joined by 2 more players" after "5 friends": the second is more of the same people.
  const more = /^\s*(?:more|other|additional|extra)\b/.test(second.text.slice(String(second.value).length));
  const same = sameThing(first.thing, second.thing) || (more && PEOPLE.test(thingOf(first.thing)) && PEOPLE.test(thingOf(second.thing)));
  return same ? { whole: first, part: second, value: first.value + second.value, sentence: `(${first.value} + ${second.value})`, other: Number.NaN, thing: second.thing } : null;
}

/** The amount two counts make, read one way only; null when none or more than one reading fits. */
export function restAmount(counts: readonly Told[], denialCounts: boolean, story: string): RestAmount | null {
  if (counts.length !== 2) return null;
  const [first, second] = [...counts].sort((a, b) => a.at - b.at) as [Told, Told];
  const [whole, part] = first.value >= second.value ? [first, second] : [second, first];
  const found = [restOf(whole, part, denialCounts, story), denialCounts ? onlySome(whole, part, story) : null, sumOf(first, second, story)].filter((r): r is RestAmount => r !== null);
  return found.length === 1 ? found[0]! : null;
}

import type { Quantity, Story } from '../story/read-story.js';
import { GAIN, LOSS } from '../story/change-verbs.js';
import { verbForms, verbOf } from '../guards/unread-change-verb.js';
import { listedWith, summable } from './parts-then-rate-sums.js';
import { singular } from '../story/words.js';
import { leavesOf, type Expr } from './typed-expressions.js';

/**
 * Whether counts of one thing add or subtract is never the proposer's guess: it comes from the words
 * the story readers already read. Parts add when they are one amount (listed together, told by the
 * same act, "N more") or each later one is gained by its own verb; a number is taken away only when its
 * own verb loses it ("sold 9", "ate 4") after the amount it comes from. Anything else is undetermined.
 */
type Sign = '+' | 'left-minus-right' | 'right-minus-left';

/** Verbs of losing that also mean something else ("leaves 522 acres untouched", "paid", "cut"). */
const LOOSE = /^(?:leave|leaves|left|leaving|pay|paid|pays|paying|cut|cuts|fall|fell|falls|wash|washed|washes|drop|dropped|drops)$/;

function verbSide(q: Quantity): 'gain' | 'loss' | null {
  // Money goes the other way of the thing bought ("bought a pencil for 11 cents" spends them): the verb alone does not say.
  if (q.unit === 'dollar' || q.unit === 'cent') return null;
  const verb = verbOf(q);
  if (!verb || LOOSE.test(verb.text.toLowerCase())) return null;
  if (!verb) return null;
  const forms = verbForms(verb.text);
  // "gave Ann 3": a gain for Ann, a loss for the giver; whose it is the verb alone does not say.
  if (forms.some((f) => /^(?:give|gave|gives|given|giving)$/.test(f))) return null;
  const [gain, loss] = [forms.some((f) => GAIN.test(f)), forms.some((f) => LOSS.test(f))];
  return gain === loss ? null : gain ? 'gain' : 'loss';
}

/** A question about every owner ("they", "in all"); a bare "all" may be one owner's ("gives all of her peanuts"). */
const EVERYONE = /\b(?:they|them|their|we|us|our|together|altogether|in all|total|combined|both|everyone|everybody)\b/;

/**
 * One owner for every part, the one the question asks about, or a question about all of them; and one
 * thing measured ("40 pounds of rice" and "15 pounds of beans" are no parts of one amount).
 */
function oneOwner(story: Story, qs: readonly Quantity[]): boolean {
  if (new Set(qs.map((q) => q.of && singular(q.of))).size > 1) return false;
  const owners = new Set(qs.map((q) => q.owner));
  if (EVERYONE.test(story.question.text.toLowerCase())) return true;
  const asked = story.question.subject;
  return owners.size === 1 && (asked === null || owners.has(asked) || owners.has(null));
}

function plusTold(story: Story, qs: readonly Quantity[]): boolean {
  const ordered = [...qs].sort((a, b) => story.quantities.indexOf(a) - story.quantities.indexOf(b));
  if (ordered.some((q) => verbSide(q) === 'loss') || !oneOwner(story, ordered)) return false;
  // "Tom has 8 marbles. He has 5 marbles": one owner's having told twice is no sum the words tell, unless listed as one.
  const having = ordered.every((q) => /^(?:have|be)$/.test(verbOf(q)?.lemma ?? ''));
  if (having && new Set(ordered.map((q) => q.owner)).size === 1 && !listedAll(story, ordered)) return false;
  return summable(story, ordered) || ordered.slice(1).every((q) => verbSide(q) === 'gain');
}

const listedAll = (story: Story, qs: readonly Quantity[]): boolean => qs.every((q, i) => i === 0 || listedWith(story, qs[i - 1]!, q));

function minusTold(story: Story, from: readonly Quantity[], away: Quantity): boolean {
  const at = story.quantities.indexOf(away);
  if (verbSide(away) !== 'loss' || from.some((q) => verbSide(q) === 'loss' || story.quantities.indexOf(q) > at)) return false;
  return from.every((q) => away.owner === null || q.owner === away.owner) && oneOwner(story, [...from, away]) && (from.length === 1 || plusTold(story, from));
}

/** The one sign the words give two sides of counts, or null when they give none or more than one. */
export function toldSign(story: Story, left: readonly Quantity[], right: readonly Quantity[]): Sign | null {
  const found: Sign[] = [];
  if (plusTold(story, [...left, ...right])) found.push('+');
  if (right.length === 1 && minusTold(story, left, right[0]!)) found.push('left-minus-right');
  if (left.length === 1 && minusTold(story, right, left[0]!)) found.push('right-minus-left');
  return found.length === 1 ? found[0]! : null;
}

/** Sides of an add/subtract node made of the story's own counts only (or sums of them). */
function plainSide(e: Expr): boolean {
  return e.kind === 'leaf' || (e.op === '+' && plainSide(e.left) && plainSide(e.right));
}

/**
 * Whether an expression's every add/subtract goes the way the words say: 'fits', 'other' (the words
 * give another sign: this candidate is not the story's) or 'untold' (no words decide: the proposer declines).
 */
export function signsFit(story: Story, e: Expr, quantities: readonly Quantity[]): 'fits' | 'other' | 'untold' {
  if (e.kind === 'leaf') return 'fits';
  const inner = [signsFit(story, e.left, quantities), signsFit(story, e.right, quantities)];
  if (inner.includes('untold')) return 'untold';
  if (inner.includes('other')) return 'other';
  if (e.op === '*' || e.op === '/') return 'fits';
  // A sum of products ("3 × $5 + $7") is another reader's shape; its factored form is the one proposed.
  if (!plainSide(e.left) || !plainSide(e.right)) return 'other';
  const side = (x: Expr): Quantity[] => leavesOf(x).map((i) => quantities[i]!);
  const sign = toldSign(story, side(e.left), side(e.right));
  if (sign === null) return 'untold';
  const mine: Sign = e.op === '+' ? '+' : 'left-minus-right';
  return sign === mine ? 'fits' : 'other';
}

import type { Solved } from '../steps.js';
import { solutionParts } from '../story-trust/solution-parts.js';
import { unaskedKindAmounts, untoldKindAsked } from '../story/asked-kind-only.js';

/**
 * svamp-more: "Each crate has 12 yellow pears and 7 brown pears. How many brown pears …?" answered with
 * the 12 yellow ones: the question names one kind of a pair told side by side, and the reading used an
 * amount told only for the other kind; or the question puts a kind the story never tells in the pair's
 * place ("How many scouts went swimming?" after "14 scouts went fishing and 22 scouts went climbing").
 */
export function unaskedKindUsed(statement: string, solved: Solved): string | null {
  if (untoldKindAsked(statement)) return 'a kind the story does not tell';
  const { unasked, asked } = unaskedKindAmounts(statement);
  if (unasked.length === 0) return null;
  const { numbers: used, schema } = solutionParts(solved);
  // lcm-gcd: identical groups take every kind, so the common factor reads the unasked kinds' amounts too.
  if (schema === 'identical-groups') return null;
  // gsm-prices: a price unknown in a told total is the total less every other kind's lots.
  if (schema === 'unknown-price') return null;
  return used.some((n) => unasked.includes(n) && !asked.includes(n)) ? 'an amount of the kind the question does not ask' : null;
}

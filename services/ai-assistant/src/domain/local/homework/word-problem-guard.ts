import { amountWords } from '../text/amount-words.js';
import { MULTIPLIER } from './quantity-graph/multipliers.js';

/**
 * Which word-problem readers may read a statement: they read numbers, so an amount said in words
 * that none of them takes as a number ("a pair of", "once a week", "dozens of") makes them all
 * decline rather than leave it out; multiples and parts ("twice", "a third of") only the relation
 * reader takes, and it declines itself when a clause with one does not fit its forms.
 */
export type Readers = 'all' | 'relations' | 'none';

const READ_AS_MULTIPLIER = new RegExp(`^${MULTIPLIER}$`, 'i');

export function wordProblemReaders(statement: string): Readers {
  const unread = amountWords(statement);
  if (unread.length === 0) return 'all';
  return unread.every((word) => READ_AS_MULTIPLIER.test(word)) ? 'relations' : 'none';
}

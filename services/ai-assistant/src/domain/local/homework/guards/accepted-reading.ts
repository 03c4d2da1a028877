import type { Solved } from '../steps.js';
import { unreadArithmeticWord } from './arithmetic-words.js';
import { askedUnitMismatch } from './asked-unit.js';
import { asksUnmentionedThing } from './asked-thing.js';
import { questionMismatch } from './asked-shape.js';
import { unpricedThingBought } from './unpriced-item.js';

/** Why a word problem's reading is not shown, or null when nothing speaks against it. */
export function rejectReading(statement: string, solved: Solved): string | null {
  return unreadArithmeticWord(statement, solved) ?? askedUnitMismatch(statement, solved) ?? asksUnmentionedThing(statement) ?? questionMismatch(statement, solved) ?? unpricedThingBought(statement, solved);
}

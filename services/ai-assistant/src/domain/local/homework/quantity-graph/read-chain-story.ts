import { ageShift, type AgeShift } from './age-shift.js';
import { readQuestion, type Asked } from './read-question.js';
import { readRelations, type Relation } from './read-relations.js';
import { splitQuestion } from './split-question.js';
import { harmonizeUnits } from './unit-harmony.js';

/** A relation story read: its relations, what is asked, and the years the question looks ahead or back. */
export interface ChainStory {
  question: string;
  relations: Relation[];
  asked: Asked;
  shift: AgeShift | null;
}

/** Only ages grow with the years: a shifted question needs every amount to be an age. */
const agesOnly = (relations: readonly Relation[]): boolean => relations.every((r) => r.unit === 'year' || r.unit === '');

export function readChainStory(statement: string): ChainStory | null {
  const split = splitQuestion(statement);
  if (!split) return null;
  const shift = ageShift(split.question);
  const read = readRelations(split.facts);
  const question = read ? readQuestion(shift?.question ?? split.question, read.flatMap((r) => [r.target, r.base ?? ''])) : null;
  if (!read || !question || (shift && (!agesOnly(read) || question.kind === 'kinds'))) return null;
  const harmonized = harmonizeUnits(read, question.unit);
  return { question: split.question, relations: harmonized.relations, asked: { ...question, unit: harmonized.asked } as Asked, shift };
}

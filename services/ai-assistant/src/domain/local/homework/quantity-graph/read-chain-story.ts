import { ageShift, type AgeShift } from './age-shift.js';
import { askedTotal } from './asked-total.js';
import { kinInQuestion } from './kin-refs.js';
import { askedAllKinds, kindsAsNames } from './kind-names.js';
import { readQuestion, type Asked } from './read-question.js';
import { readRelations, type Relation } from './read-relations.js';
import { splitQuestion } from './split-question.js';
import { harmonizeUnits } from './unit-harmony.js';
import { untoldAct } from './question-acts.js';

/** A relation story read: its relations, what is asked, and the years the question looks ahead or back. */
export interface ChainStory {
  question: string;
  relations: Relation[];
  asked: Asked;
  shift: AgeShift | null;
  /** The asked total is shared by the number of people added. */
  average: boolean;
}

/** Only ages grow with the years: a shifted question needs every amount to be an age. */
const agesOnly = (relations: readonly Relation[]): boolean => relations.every((r) => r.unit === 'year' || r.unit === '');

export function readChainStory(statement: string): ChainStory | null {
  const split = splitQuestion(statement);
  // gsm-multi: "How much does Tom spend?" after a story of what Tom has asks about something untold.
  if (!split || untoldAct(split.facts, split.question)) return null;
  const shift = ageShift(split.question);
  // "How old will Milford be?" with no time said: some other time than the story's, unread.
  if (!shift && /\b(?:will|would)\s+(?:\S+\s+){0,2}be\b|\b(?:next|last) (?:year|month|week)\b/i.test(split.question)) return null;
  const total = askedTotal(shift?.question ?? split.question);
  const kinds = kindsAsNames(split.facts);
  const read = readRelations(kinds ?? split.facts);
  const things = read ? read.flatMap((r) => [r.target, r.base ?? '']) : [];
  const allKinds = kinds && !shift && !total ? askedAllKinds(split.question, [...new Set(things.filter(Boolean))]) : null;
  const question = allKinds ?? (read ? readQuestion(kinInQuestion(total?.question ?? shift?.question ?? split.question, things), things) : null);
  if (!read || !question || (shift && (!agesOnly(read) || question.kind === 'kinds')) || (total?.average && question.kind !== 'sum')) return null;
  const harmonized = harmonizeUnits(read, question.unit);
  return { question: split.question, relations: harmonized.relations, asked: { ...question, unit: harmonized.asked } as Asked, shift, average: total?.average ?? false };
}

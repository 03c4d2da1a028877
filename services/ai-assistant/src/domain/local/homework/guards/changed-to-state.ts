import type { Solved, StorySchema } from '../steps.js';

/**
 * para-forms: an amount changed TO a number tells the new amount, not the change: "an enemy attack
 * reduced it to 30", "the price dropped to $4", "his savings grew to 60". A sum or difference that reads
 * that number as the amount gained or lost answers another story ("had 55, reduced it to 30, gets 25"
 * is 55, never 55 − 30 + 25), so such a reading declines. "From 64 to 78" tells both states, and its
 * own reader (from-to-change) says what changed.
 */
const ADDITIVE: ReadonlySet<StorySchema> = new Set(['combine', 'change', 'start-unknown', 'missing-part', 'taken-away', 'compare']);
const CHANGED_TO = /\b(?:reduced|reduces|decreased|decreases|dropped|drops|fell|falls|declined|declines|lowered|lowers|cut|increased|increases|rose|rises|grew|grows|raised|raises|went (?:up|down)|goes (?:up|down)|climbed|climbs|shrank|shrinks|shrunk|brought (?:it |them )?down)\b((?:\s+(?!from\b)[a-z']+){0,3}) to (?:only |just )?\$?\d/i;

export function changedToState(statement: string, solved: Solved): string | null {
  const found = CHANGED_TO.exec(statement);
  if (!found) return null;
  const schemas = solved.steps.flatMap((step) => (step.kind === 'number-sentence' && step.schema ? [step.schema] : []));
  return schemas.some((schema) => ADDITIVE.has(schema)) ? 'an amount changed to a new amount, read as the change' : null;
}

import { splitQuestion } from '../quantity-graph/split-question.js';
import type { Solved } from '../steps.js';
import { solutionParts } from '../story-trust/solution-parts.js';

/**
 * "The charge was $29 plus $0.08 per mile": a fixed charge and a rate, never parts of one total.
 * A reading that adds the fixed charge to another amount and then divides has taken the charge for a
 * part ((46.12 + 29) / 0.08); the miles driven are (46.12 - 29) / 0.08.
 */
const CHARGE_PLUS_RATE = /\d(?:[^.?!]|\.\d)*?\bplus\b(?:[^.?!]|\.\d)*?\d(?:[^.?!]|\.\d)*?\b(?:per|each|every|an?)\s+[a-z]+/i;

export function chargeAddedAsPart(statement: string, solved: Solved): string | null {
  const facts = splitQuestion(statement)?.facts ?? statement;
  if (!CHARGE_PLUS_RATE.test(facts)) return null;
  const { sentence } = solutionParts(solved);
  return /\+/.test(sentence) && /[/÷]/.test(sentence) ? 'a fixed charge added as a part' : null;
}

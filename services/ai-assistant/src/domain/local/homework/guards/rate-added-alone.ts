import { splitQuestion } from '../quantity-graph/split-question.js';
import type { Solved } from '../steps.js';
import { solutionParts } from '../story-trust/solution-parts.js';

/**
 * "He also pays a $15 cleaning fee per hour": money told per hour, per mile or per person is a rate, so a
 * reading must multiply or divide it by something; one that only adds it or takes it away ("3 × 20 + 15")
 * has read it as a one-off amount. "She spent $30 on a ticket" names what the money bought, once (gsm-money).
 */
const MONEY_RATE = /\$\s?(\d+(?:\.\d+)?)(?:[^.?!\d$]|\.(?=\d))*?\b(?:per|each|every|(?<!\bon )an?)\s+(?:hour|day|night|week|month|year|minute|mile|kilometer|person|guest|child|adult|student|kilogram|pound|ticket)\b/gi;

/** Whether the number stands next to a product or quotient sign somewhere in the sentence. */
function multiplied(sentence: string, value: string): boolean {
  const at = new RegExp(String.raw`(?<![\d.])${value.replace('.', '\\.')}(?![\d.])`, 'g');
  return [...sentence.matchAll(at)].some((m) => {
    const before = sentence.slice(0, m.index).trimEnd().slice(-1);
    const after = sentence.slice((m.index ?? 0) + m[0].length).trimStart().charAt(0);
    return /[×*÷/]/.test(before) || /[×*÷/]/.test(after);
  });
}

export function rateAddedAlone(statement: string, solved: Solved): string | null {
  const facts = splitQuestion(statement)?.facts ?? statement;
  const { sentence } = solutionParts(solved);
  if (!sentence) return null;
  const added = [...facts.matchAll(MONEY_RATE)].map((m) => m[1]!).find((value) => new RegExp(String.raw`(?<![\d.])${value.replace('.', '\\.')}(?![\d.])`).test(sentence) && !multiplied(sentence, value));
  return added ? `money told per unit added as a one-off amount: ${added}` : null;
}

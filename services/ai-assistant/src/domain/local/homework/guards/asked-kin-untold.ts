import { splitQuestion } from '../quantity-graph/split-question.js';

const KIN = 'mom|dad|mother|father|brother|sister|friend|aunt|uncle|grandma|grandpa|grandmother|grandfather|cousin|neighbor|teacher|son|daughter|wife|husband|boss|coach';
const ASKED = new RegExp(String.raw`\b(?:(?:do|does|did|will|would|can|could|is|was)\s+(?:his|her|their|[A-Z][a-z]+(?:'s|’s))\s+(${KIN})s?\b|(?:his|her|their|[A-Z][a-z]+(?:'s|’s))\s+(${KIN})s?\s+(?:now\s+)?(?:has|have|had|spent|spends|owns|gets|got|earns|earned)\b)`, 'i');

/**
 * asdiv-lost: "Ben spent $14 on a shirt and $9 on a hat. How much did Ben's sister spend?" (or "… and her sister has now"): the question asks about a
 * relative the story never mentions, so whatever a reading computes is Ben's amount, not hers; it declines.
 */
export function askedKinUntold(statement: string): string | null {
  const parts = splitQuestion(statement);
  const found = parts ? ASKED.exec(parts.question) : null;
  const kin = (found?.[1] ?? found?.[2])?.toLowerCase();
  if (!parts || !kin) return null;
  return new RegExp(String.raw`\b${kin}`, 'i').test(parts.facts) ? null : `the question asks about the ${kin}; the story never mentions one`;
}

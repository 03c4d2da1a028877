import { factsOf, type SolutionParts } from './solution-parts.js';

/**
 * Equal groups multiplied out answer how many there are, not what was done with them or what someone
 * else has: "7 kids each had 3 stickers. How many stickers did the kids give away?" and "… How many
 * stickers did the teacher have?" decline, since the story tells no giving and no teacher.
 */
const ACT_FAMILIES: ReadonlyArray<readonly string[]> = [
  ['sold', 'sell', 'sells'], ['gave', 'give', 'gives', 'given'], ['lost', 'lose', 'loses'], ['ate', 'eat', 'eats', 'eaten'],
  ['used', 'use', 'uses'], ['broke', 'break', 'breaks', 'broken'], ['threw', 'throw', 'throws', 'thrown'], ['spent', 'spend', 'spends'],
  ['donated', 'donate', 'donates'], ['returned', 'return', 'returns'],
];
const PRODUCT = /^\s*\d+(?:\.\d+)?\s*[×*x]\s*\d+(?:\.\d+)?\s*$/;
const OWNER = /\b(?:did|does|do|will|would|can|could|has|have)\s+(the [a-z]+|[A-Z][a-z]+)\b/;

const says = (text: string, word: string): boolean => new RegExp(String.raw`\b${word}(?:e?s)?\b`, 'i').test(text);

function actUntold(facts: string, question: string): boolean {
  return ACT_FAMILIES.some((family) => family.some((w) => says(question, w)) && !family.some((w) => says(facts, w)));
}

function ownerUntold(facts: string, question: string): boolean {
  const owner = OWNER.exec(question)?.[1];
  if (!owner) return false;
  const head = owner.replace(/^the /, '').replace(/(?:ies)$/, 'y').replace(/s$/, '');
  return !says(facts, head) && !says(facts, owner.replace(/^the /, ''));
}

export function productAskedOther(statement: string, parts: SolutionParts): boolean {
  if (!PRODUCT.test(parts.sentence)) return false;
  const { facts, question } = factsOf(statement);
  return actUntold(facts, question) || ownerUntold(facts, question);
}

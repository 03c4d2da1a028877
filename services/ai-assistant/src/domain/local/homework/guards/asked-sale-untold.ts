import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * "Each hen lays 2 eggs a day. Rosa has 6 hens. How many eggs does Rosa sell in 5 days?": selling is asked of a
 * story that tells no sale, price or buyer, so what the hens lay is not what Rosa sells.
 */
const SALE_ASKED = /\bhow\s+(?:many|much)\b[^?]*\b(?:sell|sells|sold)\b/i;
const SALE_TOLD = /\b(?:sell|sells|sold|selling|sale|sales|price|prices|market|stand|shop|store|customers?|buy|buys|bought|buyers?)\b|\$/i;

export function askedSaleUntold(statement: string): string | null {
  const parts = splitQuestion(statement);
  if (!parts || !SALE_ASKED.test(parts.question)) return null;
  return SALE_TOLD.test(parts.facts) ? null : 'selling is asked of a story that tells no sale';
}

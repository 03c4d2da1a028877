import { eachSentence } from './order-clauses.js';

/**
 * para-forms: a total asked with a rarer word for "in total", said with the one the readers know, in
 * the question sentence only: "How many carrots did Sally and Fred grow collectively?" is "… grow in
 * total?"; likewise "jointly", "cumulatively", "in aggregate", "between them", "between the two of
 * them". A statement keeps its words ("they jointly own 5 boats" tells a fact, not a question).
 */
const RARE_TOTAL = /\b(?:collectively|jointly|cumulatively|in aggregate|between (?:the two of )?them)(?=[\s,?])/g;

export function plainTotalWords(story: string): string {
  return eachSentence(story, (sentence) => (sentence.endsWith('?') ? sentence.replace(RARE_TOTAL, 'in total') : sentence));
}

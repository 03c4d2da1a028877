import { splitQuestion } from '../quantity-graph/split-question.js';

/**
 * A buyer the story never names: "Will had 83 dollars. … How many toys could his brother buy?" is
 * asked of someone whose money the story does not tell (main said 9 toys, Will's money spent by his
 * brother). The buyer is a relative or a person said with "his", "her", "the", or a name that is not
 * in the story; "he", "she", "they", "you" and the story's own people buy with the story's money.
 * What someone did buy must be told too: "He spent 47 dollars on a new game. How many 4 dollar toys
 * did he buy?" never says he bought toys (what he could buy with the rest is another question).
 */
const BUYER = /\b[Hh]ow many [^?]*?\b(?:can|could|will|would|should|might|may|did|does|do)\s+((?:his|her|their|my|your|the)\s+[a-z]+|[A-Z][a-z]+)\s+(?:buy|afford|purchase)\b/;
const BOUGHT = /\bhow many (?:\d+(?:\.\d+)?[- ](?:dollar|cent)s? )?(?:[a-z]+ )?([a-z]+?)(?:es|s)? (?:did|does|do)\s+(?:[a-z]+\s+){1,2}?(?:buy|purchase)\b/i;
const PRONOUN = /^(?:he|she|they|it|we|i|you)$/i;

export function askedBuyerUntold(statement: string): string | null {
  const parts = splitQuestion(statement);
  const buyer = parts ? BUYER.exec(parts.question)?.[1] : undefined;
  const bought = parts ? BOUGHT.exec(parts.question)?.[1] : undefined;
  if (bought && !new RegExp(String.raw`\b${bought}`, 'i').test(parts!.facts)) return 'what was bought is not told';
  if (!parts || !buyer || PRONOUN.test(buyer)) return null;
  const word = buyer.split(/\s+/).at(-1)!;
  // "his sister" is named when the story tells of "his sister" or "sister"; a name when the name is told.
  return new RegExp(String.raw`\b${word}`, /^[A-Z]/.test(buyer) ? '' : 'i').test(parts.facts) ? null : 'the buyer asked is not in the story';
}

import { eachSentence } from './order-clauses.js';

/**
 * para-while: a second act of the same person joined by "and then" with its subject left out, told as a
 * sentence of its own with the subject said again: "Joan had 9 apples and then got 4 more from Mary." is
 * "Joan had 9 apples. Then Joan got 4 more from Mary." Only a sentence that starts with its one subject
 * (a name, "he", "she", "they") and a verb in the past or present after "then"; a question stays.
 */
const SUBJECT = String.raw`(?:(?:Mr|Mrs|Ms|Dr)\. )?[A-Z][a-z]+|He|She|They`;
const NOT_SUBJECT = /^(?:The|There|This|That|These|Those|If|When|After|Before|While|How|What|Then|In|On|At|A|An|Each|Every|Some)$/;
const AND_THEN = new RegExp(String.raw`^(${SUBJECT}) ([a-z]+\b[^.?!]*?),? and then ((?!he\b|she\b|they\b|it\b|there\b)[a-z]+(?:ed|s)?\b[^?]*[.!])$`);

function andThen(sentence: string): string {
  const found = AND_THEN.exec(sentence);
  if (!found || NOT_SUBJECT.test(found[1]!)) return sentence;
  const [, who, first, second] = found;
  return `${who} ${first}. Then ${who === 'He' || who === 'She' || who === 'They' ? who!.toLowerCase() : who} ${second}`;
}

export function plainAndThen(story: string): string {
  return eachSentence(story, andThen);
}

import { eachSentence } from './order-clauses.js';
import { capitalize } from './words.js';

/**
 * A question that says "in total" first, "In total, how many pumpkins did Sandy and Mike grow if
 * Sandy grew 51 and Mike grew 23?", asked in the plain order: "How many pumpkins did Sandy and Mike
 * grow in total if Sandy grew 51 and Mike grew 23?" (the condition then moves before the question
 * like any other). Only a question, and only the words that ask for a sum of everything told.
 */
const FRONTED = /^(?:In total|Altogether|All together|In all|Combined|Overall|Together|Collectively|In sum),? (how (?:many|much)\b[^?]*?)(,? (?:if|when|given that|assuming(?: that)?|knowing that|provided(?: that)?)\b[^?]*)?\?$/;
// "In total, how many cards did they lose if Mia has 15 and Leo has 20?" asks of an act the facts may not tell: left as it was.
const ACT = /\b(?:lose|lost|give|gave|given|sell|sold|eat|ate|eaten|spend|spent|use|used|break|broke|broken|throw|threw|thrown|donate|donated|need|needs|left)\b/i;
const ALREADY_TOTAL = /\b(?:in total|in all|altogether|combined|all together|together|total)\b/i;

function totalLast(sentence: string): string {
  const fronted = FRONTED.exec(sentence);
  if (!fronted || ACT.test(fronted[1]!)) return sentence;
  const [, question, condition = ''] = fronted;
  const total = ALREADY_TOTAL.test(question!) ? '' : ' in total';
  return `${capitalize(question!)}${total}${condition}?`;
}

export function plainTotalFirst(story: string): string {
  return eachSentence(story, totalLast);
}

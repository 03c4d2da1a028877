import { factsFirst, supposedFact } from './facts-first.js';
import { askedPerson, eachSentence, type FactsFirst } from './order-clauses.js';
import { afterDoingStatement } from './after-doing.js';

/**
 * Clause order in its plain form, sentence by sentence: the facts told inside a question ("If …,
 * how many …?", "How many … if …?", "After giving …, how many …?") become sentences before it, in
 * the order they were told. A place said first ("In the drawer, there were 54 scissors.") is left
 * where it is: the readers take a fronted place as the setting of the whole story and read it at
 * least as well as the plain order (moving it lost 7 paraphrases and gained none).
 */
const PRONOUN = /^(?:He|She) /;

/** The facts told before the question; the story's first fact says the question's person, not "he". */
function factsBefore({ facts, question }: FactsFirst, first: boolean, restate: (fact: string) => string): string {
  const name = first ? askedPerson(question)?.match(/^[A-Z][a-z]+$/)?.[0] : undefined;
  const [lead = '', ...rest] = facts;
  return [name ? lead.replace(PRONOUN, `${name} `) : lead, ...rest].map(restate).concat(question).join(' ');
}

/**
 * para-order: `restate` is what the statements went through before this rewrite (the question keeps
 * its words there), so a fact moved out of the question is said the way a told fact is.
 */
export function plainOrder(story: string, restate: (fact: string) => string = (fact) => fact): string {
  let index = 0;
  let before = '';
  return eachSentence(story, (sentence) => {
    const found = factsFirst(sentence, before);
    before = `${before} ${sentence}`;
    const first = index++ === 0;
    return found ? factsBefore(found, first, restate) : (supposedFact(sentence) ?? afterDoingStatement(sentence) ?? sentence);
  });
}

import { eachSentence } from './order-clauses.js';
import { capitalize } from './words.js';

/**
 * para-combine: an opening that sets a scene the paraphrases of ParaMAWPS put around a plain story, said
 * the way the plain story says it:
 * - "Suppose Melanie and Benny grew turnips." is "Melanie and Benny grew turnips."; a supposed question,
 *   "Suppose Elisa wants 53 dollars, how many …?", asks "If Elisa wants 53 dollars, how many …?";
 * - two people introduced by a count, "There were two pumpkin farmers named Sandy and Mike.", are
 *   "Sandy and Mike were pumpkin farmers."; "There were two people, Sandy and Nancy, who grew potatoes."
 *   is "Sandy and Nancy grew potatoes." (the count of two is the names, not an amount of anything), and
 *   "There were two people named Tessa and Jake." tells nothing more and is left out.
 * Only names that start with a capital, only two of them, only a sentence that says nothing else.
 */
const SUPPOSED_FACT = /^Suppose(?: that)?,? ([^?]+[.!])$/;
const SUPPOSED_QUESTION = /^Suppose(?: that)?,? ([^?]*?), ((?:how|what|find|calculate|determine)\b[^?]*\?)$/i;
const NAME = String.raw`[A-Z][a-z]+`;
const TWO_NAMED = new RegExp(String.raw`^There (were|are|was|is) (?:two|2) ([a-z]+(?: [a-z]+){0,2}) (?:named|called) (${NAME}) and (${NAME})\.$`);
const TWO_WHO = new RegExp(String.raw`^There (?:were|are) (?:two|2) (?:people|persons|individuals|friends|kids|children|siblings|neighbors),? (${NAME}) and (${NAME}),? (?:who|that) ([a-z][^,.?!]*)\.$`);
const PEOPLE = /^(?:people|persons|individuals)$/;

function supposed(sentence: string): string {
  const fact = SUPPOSED_FACT.exec(sentence);
  if (fact) return capitalize(fact[1]!);
  const asked = SUPPOSED_QUESTION.exec(sentence);
  return asked && /\d/.test(asked[1]!) ? `If ${asked[1]}, ${asked[2]}` : sentence;
}

function introduced(sentence: string): string {
  const named = TWO_NAMED.exec(sentence);
  if (named) {
    const [, be, who, first, second] = named;
    const plural = be === 'was' ? 'were' : be === 'is' ? 'are' : be!;
    // "There were two people named Tessa and Jake." tells nothing the story does not say again.
    return PEOPLE.test(who!) ? '' : `${first} and ${second} ${plural} ${who}.`;
  }
  const doing = TWO_WHO.exec(sentence);
  return doing ? `${doing[1]} and ${doing[2]} ${doing[3]}.` : sentence;
}

export function plainSceneOpeners(story: string): string {
  return eachSentence(story, (sentence) => introduced(supposed(sentence))).replace(/^\s+/, '').replace(/([.!?])\s{2,}/g, '$1 ');
}

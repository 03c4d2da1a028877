/**
 * para-order: a part taken "out of" a whole that a named owner had, said in the plain order of a
 * change story, the whole first:
 * - "The hippopotamus ate 3 bananas out of 39 bananas that Carlos had." → "Carlos had 39 bananas.
 *   The hippopotamus ate 3 bananas.";
 * - "Todd devoured 14 cupcakes out of the 38 Sarah baked for the bake sale." → "Sarah baked 38
 *   cupcakes for the bake sale. Todd devoured 14 cupcakes."
 * Only a named owner with a verb of having or making is moved; a whole without an owner ("3 out of
 * the 4 watermelons that were ripe"), told by a pronoun, or of other things than the part stays.
 */
import { eachSentence } from './order-clauses.js';

const THINGS = String.raw`[a-z]+(?: (?!that\b|which\b)[a-z]+)?`;
const OWNER_VERB = String.raw`had|owned|grew|made|baked|bought|caught|found|got|brought|picked|collected|prepared|gathered|received|saved|cooked|knitted|planted|harvested|earned`;
const OUT_OF = new RegExp(String.raw`^(?<lead>[A-Z][^.?!]*? [a-z]+ )(?<part>\d+)(?: (?<partThings>${THINGS}))? out of (?:the |all )?(?<whole>\d+)(?: (?!that\b|which\b)(?<things>${THINGS}))?(?: that| which)? (?<owner>(?!The\b|This\b|That\b)[A-Z][a-z]+) (?<verb>${OWNER_VERB})\b(?<tail>[^.?!,]*)\.$`);

const lastWord = (words: string): string => words.split(' ').at(-1)!;

function partOutOf(sentence: string): string {
  const found = OUT_OF.exec(sentence)?.groups;
  if (!found || /\bout of\b/.test(found.lead!)) return sentence;
  const things = found.things ?? found.partThings;
  if (!things || (found.things && found.partThings && lastWord(found.things) !== lastWord(found.partThings))) return sentence;
  const { lead, part, whole, owner, verb, tail } = found as Record<string, string>;
  return `${owner} ${verb} ${whole} ${things}${tail}. ${lead}${part} ${found.partThings ?? things}.`;
}

export function plainPartOutOf(story: string): string {
  return eachSentence(story, partOutOf);
}

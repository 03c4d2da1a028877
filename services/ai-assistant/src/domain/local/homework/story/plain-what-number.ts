import { eachSentence } from './order-clauses.js';
import { singular } from './words.js';

/**
 * Questions for a count said as "what is the … number", asked as the plain "how many" question, in
 * the story's question sentence only:
 * - a fewest or most: "What is the minimum number of boxes needed?" is "How many boxes are needed?",
 *   "What is the maximum number of games he can buy with the rest?" is "How many games can he buy
 *   with the rest?" (the packing and buying readers round as the question says). Never in a story of
 *   equal or identical groups, where "the greatest number" asks for a common factor;
 * - a score: "What was the team's total score?" is "How many points did the team score in total?".
 */
const EXTREME = String.raw`(?:minimum|least|smallest|fewest|maximum|most)`;
const WHAT_IS = String.raw`[Ww]hat(?: is|'s| was| would be| will be)`;
const THINGS = String.raw`(?!that\b)[a-z-]+(?: (?!that\b)[a-z-]+)?`;
const NEEDED = new RegExp(String.raw`^${WHAT_IS} the ${EXTREME} number of (${THINGS}) (?:that (?:are|is|would be|will be) )?(needed|required)\b([^?]*)\?$`);
const CAN_DO = new RegExp(String.raw`^${WHAT_IS} the ${EXTREME} number of ((?:\d+-[a-z]+ )?${THINGS}) (?:that )?(you|he|she|they|we|I|[A-Z][a-z]+) (can|could) ([a-z]+)\b([^?]*)\?$`);
const CAN_BE = new RegExp(String.raw`^${WHAT_IS} the ${EXTREME} number of (${THINGS}) (?:that )?(can|could) be ([a-z]+)\b([^?]*)\?$`);
const COMMON_FACTOR = /\b(?:same|identical|equal|equally|evenly)\b/i;
const SCORE = new RegExp(String.raw`^([Ww]hat) (is|was|would be) (?:the )?(?:([a-z]+|[A-Z][a-z]+)'s )?(?:total|cumulative|combined|final|overall) score(?: of (the [a-z]+))?\?$`);
const DO: Record<string, string> = { is: 'does', was: 'did', 'would be': 'would' };

/**
 * The things asked are the story's own (its boxes or tables), or priced in the question ("2-dollar
 * games"): "the minimum number of chairs needed" of a story of tables asks something it never told.
 */
function toldThings(things: string, story: string, sentence: string): boolean {
  if (/^\d+-/.test(things)) return true;
  const head = singular(things.split(' ').at(-1)!);
  return new RegExp(String.raw`\b${head}(?:e?s)?\b`, 'i').test(story.replace(sentence, ''));
}

function plainCount(sentence: string, story: string): string {
  if (!COMMON_FACTOR.test(story)) {
    const told = (match: RegExpExecArray | null): RegExpExecArray | null => (match && toldThings(match[1]!, story, sentence) ? match : null);
    const needed = told(NEEDED.exec(sentence));
    if (needed) return `How many ${needed[1]!} are ${needed[2]!}${needed[3]!}?`;
    const canDo = told(CAN_DO.exec(sentence));
    if (canDo) return `How many ${canDo[1]!} ${canDo[3]!} ${canDo[2]!} ${canDo[4]!}${canDo[5]!}?`;
    const canBe = told(CAN_BE.exec(sentence));
    if (canBe) return `How many ${canBe[1]!} ${canBe[2]!} be ${canBe[3]!}${canBe[4]!}?`;
  }
  const score = SCORE.exec(sentence);
  const owner = score ? (score[3] ? (/^[A-Z]/.test(score[3]) ? score[3] : `the ${score[3]}`) : score[4]) : undefined;
  return score && owner ? `How many points ${DO[score[2]!]!} ${owner} score in total?` : sentence;
}

export function plainWhatNumber(story: string): string {
  return eachSentence(story, (sentence) => (sentence.endsWith('?') ? plainCount(sentence, story) : sentence));
}

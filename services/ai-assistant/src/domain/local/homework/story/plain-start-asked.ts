import { askedPerson } from './order-clauses.js';

/**
 * para-while: the start of a take-away story told at the end of its question, said first as "X had N
 * things.", the plain order the change readers know:
 * - "How many green balloons does Fred have left from his original 709?" is "Fred had 709 green
 *   balloons. How many green balloons does Fred have left?";
 * - "How many marbles will Sara have left out of her 10?", "… from her original set of 10 marbles?",
 *   "… from his collection of 95?" likewise.
 * Only a question that asks what a named person has left, of the things it names, with no start told
 * for that person before; a pronoun ("his", "her") must be the asked person's.
 */
const NUM = String.raw`\d+(?:\.\d+)?`;
const TAIL = new RegExp(String.raw`,? (?:out of|from) (his|her|their) (?:(?:original|initial|starting|first) )?(?:(?:collection|set|stash|pile|supply|stock|total|bunch|batch|group) of )?(${NUM})(?: ([a-z]+(?: [a-z]+)?))?\?$`);
const ASKED = /^(?:How many|What number of) ((?:[a-z]+ )?[a-z]+) (?:does|did|will|would|can|could) ([A-Z][a-z]+) (?:have|has|had) (?:left|remaining)\b/;
const HAD_BEFORE = (who: string): RegExp => new RegExp(String.raw`\b${who} (?:had|has|have|owned|owns|started with)\b`);

export function plainStartAsked(story: string): string {
  const sentences = story.split(/(?<=[.!?])\s+(?=[A-Z$0-9])/);
  const question = sentences.at(-1) ?? '';
  const tail = TAIL.exec(question);
  const asked = tail ? ASKED.exec(question) : null;
  if (!tail || !asked) return story;
  const [, pronoun, count, named] = tail;
  const [, things, who] = asked;
  if (askedPerson(question) !== who || (named && named !== things && !things!.endsWith(named))) return story;
  const before = sentences.slice(0, -1).join(' ');
  // "his" in the question's own clause is its subject's; "their" is of more than one.
  if (pronoun === 'their' || HAD_BEFORE(who!).test(before)) return story;
  return [`${who} had ${count} ${things}.`, ...sentences.slice(0, -1), question.slice(0, tail.index) + '?'].join(' ');
}

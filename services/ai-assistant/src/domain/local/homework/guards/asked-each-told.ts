import { splitQuestion } from '../quantity-graph/split-question.js';
import { tidyText } from '../story/words.js';
import type { Solved } from '../steps.js';

/**
 * asdiv: three ways an equal-groups or price reading answers a question the story does not ask:
 * - the one asked about is named nowhere in a story that names who acts ("Ana gave … How many pencils
 *   did Ben give away?", "Kim bought … How much did her brother spend?"); a story that says "he" or
 *   names nobody may have named the one asked before;
 * - the price of each is asked, and the answer is more than every number told (a total, not the
 *   price of one);
 * - two kinds sold or bought ("sold 45 hats and 10 scarves"), the question names neither, and the
 *   reading left one of the counts unread.
 */
const ASKED_PERSON = /\b(?:did|does|do|will|would|can|could|should|is|was)\s+((?:his|her|their|my|your)\s+(?:brother|sister|mom|mother|dad|father|friend|cousin|son|daughter|aunt|uncle|grandma|grandmother|grandpa|grandfather|wife|husband|neighbor|teacher|classmate)|(?:Mrs|Mr|Ms|Dr)\.?\s+[A-Z][a-z]+|[A-Z][a-z]+)\b/;
const EACH_PRICE = /\bhow much (?:did|does|do|will|would) (?:each|one|a single)\b|\bhow much (?:is|was) (?:each|one)\b|\bcost each\b|\bprice of (?:each|one)\b/i;
const TWO_KINDS = /\b(?:sold|sells|sell|bought|buys|buy)\s+(\d+(?:\.\d+)?)\s+([a-z-]+?)s?\s+and\s+(\d+(?:\.\d+)?)\s+([a-z-]+?)s?\b/g;

const numbersOf = (text: string): number[] => [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
const factsRead = (solved: Solved): string => solved.steps.flatMap((s) => (s.kind === 'facts' ? s.facts : [])).join(' ').toLowerCase();

/** Facts that name who acts ("Kim bought …") and never say "he", "she" or "they" of someone named elsewhere. */
const namesItsPeople = (facts: string): boolean => /(?:^|[.!?]\s+|,\s+)(?:(?:Mrs|Mr|Ms|Dr)\.?\s+)?[A-Z][a-z]+\s+(?:has|had|have|bought|buys|gave|gives|sold|sells|got|gets|made|makes|spent|spends|paid|pays|found|finds|saw|sees|collected|collects|earned|earns|read|reads|picked|picks|won|wins)\b/.test(facts)
  && !/\b(?:he|she|they)\b/i.test(facts);

function strangerAsked(facts: string, question: string): boolean {
  const asked = ASKED_PERSON.exec(question)?.[1];
  if (!asked || /^(?:I|It|There|That|This|The|He|She|They|We|You)$/.test(asked) || !namesItsPeople(facts)) return false;
  const name = asked.split(/\s+/).pop() ?? '';
  return !new RegExp(`\\b${name}`, 'i').test(facts);
}

function totalForEach(facts: string, question: string, solved: Solved): boolean {
  if (!EACH_PRICE.test(question)) return false;
  const answer = numbersOf(solved.answer.replace(/,/g, ''))[0];
  const told = numbersOf(facts);
  return answer !== undefined && told.length > 0 && told.every((n) => answer > n);
}

function otherKindUnread(facts: string, question: string, solved: Solved): boolean {
  const read = factsRead(solved);
  return [...facts.matchAll(TWO_KINDS)].some(([, a, thingA, b, thingB]) => {
    const named = [thingA, thingB].some((t) => new RegExp(`\\b${t}`, 'i').test(question));
    return !named && [a, b].some((n) => !new RegExp(`(?:^|[^\\d.])${n!.replace('.', '\\.')}(?![\\d])`).test(read));
  });
}

export function eachToldMisread(statement: string, solved: Solved): string | null {
  const split = splitQuestion(statement);
  if (!split) return null;
  const [facts, question] = [tidyText(split.facts), tidyText(split.question)];
  if (strangerAsked(facts, question)) return 'the one asked is not in the story';
  if (totalForEach(facts, question, solved)) return 'the price of each asked, a total found';
  if (otherKindUnread(facts, question, solved)) return 'a second kind sold or bought left unread';
  return null;
}

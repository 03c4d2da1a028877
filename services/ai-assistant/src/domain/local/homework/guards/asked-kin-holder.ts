import { splitQuestion } from '../quantity-graph/split-question.js';

const KIN = 'mom|dad|mother|father|brother|sister|friend|aunt|uncle|grandma|grandpa|grandmother|grandfather|cousin|neighbor|teacher|son|daughter|wife|husband';
const ASKED = new RegExp(String.raw`\b(?:do|does|did|will|would)\s+(?:his|her|their)\s+(${KIN})\s+(?:now\s+|still\s+)?(?:have|own|hold|keep)\b`, 'i');

/**
 * "Nina had 40 stickers. She gave 15 stickers to her brother. How many stickers does her brother have?":
 * the question asks what a relative has, and the story never says what that relative had or has, only
 * what was given to them. Whatever a reading computes is the other person's amount (25), so it declines.
 */
export function askedKinHolder(statement: string): string | null {
  const parts = splitQuestion(statement);
  const kin = parts ? ASKED.exec(parts.question)?.[1]?.toLowerCase() : undefined;
  if (!parts || !kin) return null;
  const told = new RegExp(String.raw`(?:\b(?:his|her|their)|[A-Z][a-z]+(?:'s|’s))\s+${kin}s?\s+(?:[a-z]+\s+){0,2}?(?:has|had|have|owns?|owned|holds?|held|keeps?|kept|started|began|collected|bought|found)\b[^.?!]*\d`, 'i');
  return told.test(parts.facts) ? null : `the question asks what the ${kin} has; the story never tells it`;
}

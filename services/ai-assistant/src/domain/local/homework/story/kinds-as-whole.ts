import { kindOf } from '../quantity-graph/part-wholes.js';
import { singular, tidyText } from './words.js';

/**
 * asdiv-more2: kinds of one whole, added to and taken from, asked as the whole: "In a school there are 706 girls and
 * 222 boys. 418 more girls joined the school. How many pupils are there in the school now?", "There were 36 dogs and
 * 29 cats in a pet center. After 20 of the dogs were adopted, the pet center collected another 12 cats. How many pets
 * were there in the pet center in the end?". Every number of the story counts one kind the asked whole always holds
 * (`part-wholes.ts`: girls are pupils, dogs are pets), told "N girls", "N more girls", "another N cats" or "N of the
 * dogs"; no kind is named without its number and two kinds at least are told. Each kind is then said with the whole's
 * word, and the readers read one thing counted: the whole now, in the end or in all. Comparisons, rates, parts and
 * questions about one kind decline.
 */
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const ASKED = /\bhow many ([a-z]+)\b/i;
const TOTAL_ASKED = /\b(?:now|in the end|at the end|then|left|altogether|in all|in total|total|still|are there|were there|is there)\b/i;
const NOT_PLAIN = /\b(?:more|fewer|less|than|each|every|per|times|twice|half|average|difference|ratio|percent|of them|rest)\b|%/i;
// A kind told with its number: "706 girls", "418 more girls", "another 12 cats", "20 of the dogs".
const TOLD_KIND = new RegExp(String.raw`\b(${NUMBER})(\s+(?:more|new|other|of the|of their|of her|of his)\s+|\s+)([a-z-]+)`, 'gi');

const isKind = (word: string, whole: string): boolean => {
  const kind = singular(word);
  return kind !== whole && (kindOf(kind, whole) || kindOf(kind, singular(whole)));
};

/** The story with every kind said as the asked whole, or null when it is not kinds of one whole asked as the whole. */
export function kindsAsWhole(story: string): string | null {
  const sentences = tidyText(story).split(/(?<=[.?!])\s+/);
  const question = sentences.at(-1) ?? '';
  const facts = sentences.slice(0, -1).join(' ');
  const wholeWord = ASKED.exec(question)?.[1]?.toLowerCase();
  if (!wholeWord || !question.endsWith('?') || !TOTAL_ASKED.test(question) || NOT_PLAIN.test(question) || /\band\b/i.test(question.replace(/^.*?\bhow many\b/i, ''))) return null;
  const whole = wholeWord;
  if (NOT_PLAIN.test(facts.replace(/\b\d[\d,]*(?:\.\d+)? more\b/gi, ' ')) || /\bsome\b/i.test(facts)) return null;
  const kinds = new Set<string>();
  let numbers = 0;
  const said = facts.replace(TOLD_KIND, (all, value: string, between: string, word: string) => {
    numbers += 1;
    if (!isKind(word, whole)) return all;
    kinds.add(singular(word));
    return `${value}${between}${Number(value.replace(/,/g, '')) === 1 ? singular(whole) : whole}`;
  });
  const allNumbers = (facts.match(new RegExp(NUMBER, 'g')) ?? []).length;
  if (kinds.size < 2 || numbers !== allNumbers) return null;
  // Every number counts a kind, and no kind is named apart from its number ("The girls went home.").
  const told = said.match(TOLD_KIND) ?? [];
  if (told.some((phrase) => !phrase.toLowerCase().endsWith(whole))) return null;
  const words = said.toLowerCase().match(/[a-z-]+/g) ?? [];
  if (words.some((word) => kinds.has(singular(word)))) return null;
  return `${said} ${question}`;
}

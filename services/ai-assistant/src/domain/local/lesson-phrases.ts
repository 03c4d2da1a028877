import { nounPhraseUses } from './text/noun-phrases.js';

const MOST = 32;
// A lesson short of repeated phrases has fewer sentences to ask about, so it may use more phrases.
const TOPPED_UP = 40;

/**
 * The lesson's phrases for fill-in questions: the most used noun phrases first. A lesson that repeats
 * few of its phrases (a story of events, names and organisations) is topped up with the phrases of
 * two or three words it uses once ("Presidential Commission"), which are specific enough to ask about.
 */
export function lessonPhrases(sentences: readonly string[]): string[] {
  // A general head narrowed by a noun is a real subject of the lesson ("interest groups"); "groups" alone is not.
  const uses = nounPhraseUses(sentences).filter((use) => !/\b[a-z]\b/i.test(use.phrase) && (!use.generalHead || use.nounModified));
  const repeated = uses.filter((use) => use.count >= 2).map((use) => use.phrase).slice(0, MOST);
  if (repeated.length >= MOST) return repeated;
  const specific = uses.filter((use) => use.count === 1 && use.phrase.includes(' ')).map((use) => use.phrase);
  return [...repeated, ...specific.slice(0, TOPPED_UP - repeated.length)];
}

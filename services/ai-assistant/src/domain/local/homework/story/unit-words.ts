import { tag } from '../../text/nlp.js';

/**
 * "8 more birds land on the fence", "5 kids play tag": a plural noun followed by a plain word that
 * is a verb after "they" ends the thing counted; the word is what the things do, not a thing. Units
 * of two nouns put the plural last ("apple pies", "baseball cards"), so they are left as they are.
 */
export function verbAfterPlural(previous: string, word: string): boolean {
  const plural = /[^s]s$/.test(previous) && !/(?:us|is)$/.test(previous);
  if (!plural || /s$/.test(word)) return false;
  return tag(`they ${word} there`)[1]?.pos === 'VERB';
}

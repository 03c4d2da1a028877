import { writeNumbersAsDigits } from '../../text/number-words.js';

/** The words of a story as every reader sees them: singular nouns and tidied text with digits. */

export const IRREGULAR: Record<string, string> = { buses: 'bus', gases: 'gas', children: 'child', people: 'person', men: 'man', women: 'woman', feet: 'foot', teeth: 'tooth', shelves: 'shelf', wolves: 'wolf', knives: 'knife', loaves: 'loaf', scarves: 'scarf', calves: 'calf', mice: 'mouse', geese: 'goose', persons: 'person' };

export function singular(word: string): string {
  const w = word.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (/(?:ies)$/.test(w) && w.length > 4) return w.replace(/ies$/, 'y');
  if (/(?:ches|shes|sses|xes|oes)$/.test(w)) return w.replace(/es$/, '');
  if (/[^s]s$/.test(w) && !/(?:us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

export function tidyText(text: string): string {
  // Numbers in words ("sixty-eight", "a dozen", "1,050") become digits first: every reader reads digits.
  return writeNumbersAsDigits(text
    // "Mrs. Hilt" is one name, not the end of a sentence.
    .replace(/\b(Mrs|Mr|Ms|Dr)\.\s+(?=[A-Z])/g, '$1 ')
    .replace(/\s+n't\b/g, "n't").replace(/\s+'s\b/g, "'s").replace(/\s+/g, ' '))
    .replace(/\$\s*(\d+(?:\.\d+)?)/g, '$1 dollars').replace(/(\d+(?:\.\d+)?)\s*cents?\b/g, '$1 cents').trim();
}

/** "sara" → "Sara": a sentence or a name starts with a capital. */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

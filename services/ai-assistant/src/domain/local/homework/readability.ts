/**
 * Flesch-Kincaid grade level: 0.39 × (words / sentences) + 11.8 × (syllables / words) − 15.59.
 * Syllables are counted with the usual vowel-group heuristic (good to about ±1 per word).
 */

export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 0;
  return Math.max(1, groups);
}

/** Words are letter runs; numbers and symbols are not words (maths notation is not prose). */
export function proseWords(text: string): string[] {
  return text.match(/[A-Za-z]+(?:'[a-z]+)?/g) ?? [];
}

export function countSentences(text: string): number {
  const sentences = text.split(/[.!?]+(?:\s|$)|\n+/).filter((s) => /[A-Za-z]/.test(s));
  return Math.max(1, sentences.length);
}

export function fleschKincaidGrade(text: string): number {
  const words = proseWords(text);
  if (words.length === 0) return 0;
  const syllables = words.reduce((sum, word) => sum + countSyllables(word), 0);
  return 0.39 * (words.length / countSentences(text)) + 11.8 * (syllables / words.length) - 15.59;
}

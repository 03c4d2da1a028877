/** Sentence splitting and word tokens for extractive summaries (English lesson text). */
import { separateHeadings } from './headings.js';
import { sentencesOf } from './nlp.js';
import { dropPageFurniture, joinPageBreaks } from './page-furniture.js';

/**
 * Lesson text as blocks: page furniture dropped, hyphenated line breaks and sentences cut by a page
 * break joined, each heading its own block, blank lines between paragraphs.
 */
export function normalizeLessonText(text: string): string {
  const lines = dropPageFurniture(text.replace(/\r\n?/g, '\n').replace(/[ \t\u00a0]+/g, ' '))
    .replace(/(\p{L})-\n(?:\n)?(\p{Ll})/gu, '$1$2');
  return separateHeadings(joinPageBreaks(lines))
    .replace(/\n{2,}/g, '\n\n')
    .trim();
}

const cache = new Map<string, string[]>();

/**
 * Sentences of a lesson: paragraphs and list items first, then wink-nlp's sentence boundaries inside
 * each (abbreviations such as "Dr.", initials such as "John C. Calhoun" and decimals stay inside).
 * The last few results are kept, because one summary asks several times for the same text.
 */
export function splitSentences(text: string): string[] {
  const cached = cache.get(text);
  if (cached) return cached;
  const sentences: string[] = [];
  for (const block of normalizeLessonText(text).split(/\n\s*\n|\n(?=\s*(?:[-•*]|\d+[.)])\s)/)) {
    const flat = block.replace(/\n/g, ' ').trim();
    if (flat) sentences.push(...sentencesOf(flat).flatMap(splitAfterLetterName).map((s) => s.trim()));
  }
  const result = sentences.map((s) => s.replace(/^\s*(?:[-•*]|\d+[.)])\s+/, '')).filter((s) => s.length >= 3);
  if (cache.size >= 8) cache.delete(cache.keys().next().value ?? '');
  cache.set(text, result);
  return result;
}

/**
 * "… deficient in vitamin D. In cases of deficiency, …": a capital letter after a common word names a
 * thing ("vitamin D", "type A", "plan B"), so its full stop ends the sentence. After a name it is an
 * initial ("John C. Calhoun") and the sentence goes on, as the NLP splitter keeps it.
 */
const LETTER_NAME_END = /(?<=\b[a-z]{2,} [A-Z])\.\s+(?=[A-Z][a-z])/g;

function splitAfterLetterName(sentence: string): string[] {
  return sentence.split(LETTER_NAME_END).map((part, i, parts) => (i < parts.length - 1 ? `${part}.` : part));
}

export const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below
  between both but by can could did do does doing down during each few for from further had has have having
  he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on
  once only or other our ours out over own same she should so some such than that the their theirs them then
  there these they this those through to too under until up very was we were what when where which while who
  whom why will with would you your yours one two many much may might must shall us use used using called
  refers known example examples like often within without thus therefore however`.split(/\s+/),
);

export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z][a-z'-]*[a-z]|[a-z]/g) ?? [];
}

export function contentWords(text: string): string[] {
  return words(text).filter((w) => w.length > 2 && !STOP_WORDS.has(w));
}

/** Whole-sentence-ish clean-up: collapse spaces, end with punctuation. */
export function tidySentence(sentence: string): string {
  const trimmed = sentence.replace(/\s+/g, ' ').replace(/\s+([.,;:!?])/g, '$1').trim();
  return /[.!?]["'”’)\]]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Sentence splitting and word tokens for extractive summaries (English lesson text). */

const ABBREVIATIONS = /\b(?:e\.g|i\.e|etc|vs|Mr|Mrs|Ms|Dr|Prof|Fig|No|approx|St)\.$/i;

/** Joins hyphenated line breaks and PDF line wraps, keeps paragraph breaks as sentence ends. */
/** Page furniture from PDFs: "Page 3", "3", "- 3 -", "Page 3 of 10" alone on a line. */
const PAGE_MARKER = /^[ \t]*(?:page[ \t]*\d+(?:[ \t]*(?:of|\/)[ \t]*\d+)?|\d{1,4}|-[ \t]*\d+[ \t]*-)[ \t]*$/gim;

export function normalizeLessonText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(PAGE_MARKER, '')
    .replace(/(\w)-\n(\w)/g, '$1$2')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n\n')
    .trim();
}

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const block of normalizeLessonText(text).split(/\n\s*\n|\n(?=\s*(?:[-•*]|\d+[.)])\s)/)) {
    let current = '';
    for (const piece of block.replace(/\n/g, ' ').split(/(?<=[.!?])\s+(?=["'([]?[A-Z0-9])/)) {
      current = current ? `${current} ${piece}` : piece;
      if (!ABBREVIATIONS.test(current)) {
        sentences.push(current.trim());
        current = '';
      }
    }
    if (current.trim()) sentences.push(current.trim());
  }
  return sentences.map((s) => s.replace(/^\s*(?:[-•*]|\d+[.)])\s+/, '')).filter((s) => s.length >= 3);
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
  const trimmed = sentence.replace(/\s+/g, ' ').trim();
  return /[.!?]["')\]]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

import { tag } from '../../text/nlp.js';

/**
 * Small helpers for the clause-order rewrites: each sentence of a story rewritten, capital letters, and whether a
 * piece of text is a clause with its own subject and finite verb (so that it can stand as a sentence).
 */
export function eachSentence(story: string, rewrite: (sentence: string) => string): string {
  // A sentence ends at . ! ? followed by a space and a capital or a digit; "Mrs. Hilt" stays whole.
  // The spaces between sentences are kept as they were.
  return story.split(/((?<=(?<!\b(?:Mr|Mrs|Ms|Dr|St))[.!?])\s+(?=[A-Z0-9$]))/)
    .map((part, i) => (i % 2 === 0 ? rewrite(part) : part)).join('');
}

/** A sentence read as facts told before its question. */
export interface FactsFirst { facts: string[]; question: string }

/** The person a question asks about: "How much did Jason spend", "pears remained with Sara". */
export const askedPerson = (question: string): string | null =>
  /\b(?:does|did|do|will|would|can|could|should|has|had|is|was|with)\s+([A-Z][a-z]+|he|she|they|I|we)\b/.exec(question)?.[1] ?? null;

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const SUBJECT_START = /^(?:I|you|he|she|it|we|they|there|[A-Z][a-z]+|[Tt]he|[Aa]n?|[Hh]is|[Hh]er|[Tt]heir|[Ii]ts|[Oo]ur|[Mm]y|[Yy]our|[Ee]ach|[Ee]very|[Oo]ne|[Ss]ome|[Aa]ll|\$?\d[\d,.]*|[a-z]+ (?:of|and) )/;

/** A clause that can stand alone: it starts like a subject and a finite verb follows somewhere. */
export function isClause(text: string): boolean {
  if (!SUBJECT_START.test(text)) return false;
  const words = tag(text);
  const first = words[0];
  if (!first || first.pos === 'VERB' || /ing$/.test(first.text)) return false;
  return words.slice(1).some((w) => (w.pos === 'VERB' || w.pos === 'AUX') && !/ing$/.test(w.text));
}

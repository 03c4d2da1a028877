import { tag, type Tagged } from '../../text/nlp.js';

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


const SUBJECT_START = /^(?:(?:initially|originally|only|now|already|still|also) )?(?:I|you|he|she|it|we|they|there|[A-Z][a-z]+|[Tt]he|[Aa]n?|[Hh]is|[Hh]er|[Tt]heir|[Ii]ts|[Oo]ur|[Mm]y|[Yy]our|[Ee]ach|[Ee]very|[Oo]ne|[Ss]ome|[Aa]ll|\$?\d[\d,.]*|[a-z]+ (?:of|and) )/;

/**
 * A verb the tagger took for a plural noun: "Deborah shares 80 cookies", "each ticket costs 9
 * dollars", "he scores three points" (a word in -s right after its subject, before its object).
 */
function verbAsNoun(words: readonly Tagged[], i: number): boolean {
  const [before, word, after] = [words[i - 1], words[i]!, words[i + 1]];
  return word.pos === 'NOUN' && /[^s]s$/.test(word.text) && !!before && !!after
    && (before.pos === 'PROPN' || /^(?:he|she|it)$/i.test(before.text) || (before.pos === 'NOUN' && !/s$/.test(before.text)))
    && ['NUM', 'DET', 'PRON', 'ADJ'].includes(after.pos);
}

/** A clause that can stand alone: it starts like a subject and a finite verb follows somewhere. */
export function isClause(text: string): boolean {
  if (!SUBJECT_START.test(text)) return false;
  const words = tag(text);
  const first = words[0];
  // "Buying 5 pens": no subject; a capitalised first word is a name even when tagged a verb ("Rose took").
  if (!first || /ing$/.test(first.text) || (first.pos === 'VERB' && !/^[A-Z]/.test(first.text))) return false;
  return words.some((w, i) => i > 0 && (((w.pos === 'VERB' || w.pos === 'AUX') && !/ing$/.test(w.text)) || verbAsNoun(words, i)));
}

import { tag } from '../../text/nlp.js';

/** Capitalised words that open a sentence or clause and are no one's name. */
const NOT_NAME = /^(?:If|When|Then|After|Before|Together|Altogether|Combined|In|On|At|The|There|They|He|She|So|But|And|Last|This|Next|Yesterday|Today|Working|Given|Suppose|Also|All|Both|Each|Every|Three|Four|Two)$/;
const LIST = /\b((?:[A-Z][a-z]+,\s+)+[A-Z][a-z]+,?\s+and\s+[A-Z][a-z]+|[A-Z][a-z]+\s+and\s+[A-Z][a-z]+)\b/;

/** A capitalised word that may be someone's name. */
export const mayBeName = (word: string): boolean => /^[A-Z][a-z]+$/.test(word) && !NOT_NAME.test(word);

/** The owners a clause lists ("Nancy, Dan, and Mike"), where the list starts and ends; null for none. */
export function listedOwners(text: string): { owners: string[]; start: number; end: number } | null {
  const m = LIST.exec(text);
  if (!m) return null;
  const names = m[1]!.split(/,\s+and\s+|,\s+|\s+and\s+/);
  // "Together, Nancy, Dan and Mike": a word opening the sentence is no owner
  let start = m.index!;
  while (names.length > 0 && NOT_NAME.test(names[0]!)) {
    start = text.indexOf(names[1] ?? '', start + names[0]!.length);
    names.shift();
  }
  if (names.length < 2 || names.some((n) => NOT_NAME.test(n)) || new Set(names).size !== names.length) return null;
  return { owners: names, start, end: m.index! + m[0].length };
}

export interface VerbForm { lemma: string; past: boolean }

/** A verb's lemma and whether it is said in the past ("grew" → grow, past; "has" → have, present). */
export function verbForm(word: string): VerbForm {
  const w = word.toLowerCase();
  const lemma = tag(`they ${w} it`)[1]?.lemma ?? w;
  const present = w === lemma || w === `${lemma}s` || w === `${lemma}es` || w === 'has' || /^(?:is|are)$/.test(w) || w === lemma.replace(/y$/, 'ies');
  return { lemma, past: !present };
}

/** Acts told with different verbs that name one act in these stories ("grew", "cultivated", "produced"). */
const SAME_ACTS: readonly (readonly string[])[] = [
  ['grow', 'cultivate', 'produce', 'raise', 'harvest', 'generate'],
  ['have', 'own', 'possess'],
  ['pick', 'gather', 'collect'],
];

export function sameAct(a: VerbForm, b: VerbForm): boolean {
  return a.lemma === b.lemma || SAME_ACTS.some((acts) => acts.includes(a.lemma) && acts.includes(b.lemma));
}

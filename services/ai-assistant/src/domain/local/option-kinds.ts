import { tag } from './text/nlp.js';

/**
 * Options of one question are phrases of the same kind as the answer, so that none is ruled out by
 * grammar alone and none says the same as another: names for a name, plurals for a plural.
 */
const pluralMemo = new Map<string, boolean>();

/** "sensory stimuli", "perceptions": the head noun is plural (by its lemma, so "stimuli" counts). */
export function isPlural(phrase: string): boolean {
  const known = pluralMemo.get(phrase);
  if (known !== undefined) return known;
  if (pluralMemo.size > 4000) pluralMemo.clear();
  const last = tag(`the ${phrase} here`).slice(1, -1).pop();
  const word = last?.text.toLowerCase() ?? '';
  const plural = !!last && (last.lemma !== word || (/[^su]s$/.test(word) && last.pos !== 'PROPN'));
  pluralMemo.set(phrase, plural);
  return plural;
}

/** "Gestalt principles" and "Gestalt principle", "Perception" and "perceptions": one option, not two. */
const variantMemo = new Map<string, string>();

/** "voting" and "vote", "perceptions" and "perception": one key by the lemma of each word. */
export function variantKey(phrase: string): string {
  const known = variantMemo.get(phrase);
  if (known !== undefined) return known;
  if (variantMemo.size > 4000) variantMemo.clear();
  const singular = (w: string): string => w.replace(/ies$/, 'y').replace(/(ss|x|ch|sh)es$/, '$1').replace(/(?<!s)s$/, '');
  const lemmas = tag(phrase.toLowerCase()).map((t) => singular(t.lemma.replace(/ing$/, '').replace(/e$/, '')));
  const key = lemmas.join(' ');
  variantMemo.set(phrase, key);
  return key;
}

/** Keeps the first of each variant and drops any variant of the answer. */
export function distinctVariants(answer: string, candidates: readonly string[]): string[] {
  const seen = new Set([variantKey(answer)]);
  return candidates.filter((c) => {
    const key = variantKey(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/;

/** Month, name or common noun: a blank that takes one does not take the others. */
function kindOf(phrase: string, isName: (phrase: string) => boolean): string {
  if (MONTH.test(phrase)) return 'month';
  // "Greek word" or "Gestalt psychology" ends in a common noun: a thing, not a name.
  const capitalised = /^[A-Z]\S*(?:\s+(?:(?:of|the|and)\s+)*[A-Z]\S*)*$/.test(phrase);
  return capitalised && isName(phrase) ? 'name' : 'common';
}

/**
 * Distractors of the answer's kind: a name for a name, a common noun for a common noun, the same
 * number when there are enough of those; fewer than three of the kind leaves the question unasked.
 */
export function sameKind(answer: string, candidates: readonly string[], isName: (phrase: string) => boolean): string[] {
  const kind = kindOf(answer, isName);
  const ofKind = distinctVariants(answer, candidates).filter((c) => kindOf(c, isName) === kind);
  if (kind === 'month') return ofKind.length >= 3 ? ofKind : MONTHS.filter((m) => m !== answer);
  const plural = isPlural(answer);
  const sameNumber = ofKind.filter((c) => isPlural(c) === plural);
  return sameNumber.length >= 3 ? sameNumber : kind === 'name' ? ofKind : [];
}

import { tag } from '../../text/nlp.js';

const MODAL = /\b(?:will|would|can|could|should|shall|may|might|must|to)\s+$/i;
/** Past forms without "-ed" whose lemma is not the word itself are found by the tagger; these it may miss. */
const PAST = /(?:ed|sold|ate|took|gave|lost|threw|broke|spent|made|found|got|ran|drove|wrote|read)$/i;

/**
 * "sold" → "did not sell", "sells" → "does not sell", "defeat" → "do not defeat", and after a modal or
 * "to" ("will sell", "wants to sell") → "not sell", "defeating" → "not defeating". Null when the word is not a verb.
 */
export function negatedVerb(word: string, before: string): string | null {
  const tokens = tag(`they ${word} it`);
  const verb = tokens[1];
  if (!verb || verb.pos !== 'VERB' || verb.text.toLowerCase() !== word.toLowerCase()) return null;
  const lemma = verb.lemma;
  if (MODAL.test(before)) return `not ${lemma}`;
  const lower = word.toLowerCase();
  if (/ing$/.test(lower)) return `not ${lower}`;
  if (lower === lemma) return `do not ${lemma}`;
  if (/[^s]s$/.test(lower) && !PAST.test(lower)) return `does not ${lemma}`;
  return `did not ${lemma}`;
}

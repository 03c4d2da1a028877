import { tag } from '../../text/nlp.js';

/**
 * "… 629 loaves are sold, and a further 489 loaves are delivered": a number with a verb of its own
 * does not take the way (gained or lost) of the number before it; when that verb is not understood,
 * the number's way is unknown. Its verb stands before it ("and have 575") or after it as a passive
 * ("489 loaves are delivered"); a word after it like "mashed" or "playing" only describes it.
 */
export function hasOwnVerb(lead: string, trail: string): boolean {
  if (tag(lead).some((t) => (t.pos === 'VERB' || t.pos === 'AUX') && t.lemma !== 'be')) return true;
  const after = tag(`7 ${trail}`);
  return after.some((t, i) => t.lemma === 'be' && after[i + 1]?.pos === 'VERB');
}

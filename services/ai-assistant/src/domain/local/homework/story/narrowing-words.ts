import type { Tagged } from '../../text/nlp.js';
import type { Story } from './read-story.js';
import { singular } from './words.js';
import type { Candidate } from './schemas.js';

/**
 * Helpers for the check that a question word only some numbers share narrows what is counted.
 * "went rowing and hiking in all" names two acts: a clause with either one is counted. "18 new
 * families joined them" joins the group told before, and so shares its words ("living near a
 * mountain") without repeating them.
 */
export function alternatives(tokens: readonly Tagged[], word: string): Set<string> {
  const found = new Set([word]);
  tokens.forEach((t, i) => {
    if (t.lemma !== word) return;
    // The tagger may call one "-ing" word a noun and the other a verb ("swimming and biking").
    const content = (x: Tagged | undefined): x is Tagged => !!x && (x.pos === 'NOUN' || x.pos === 'VERB');
    const [before, after] = [tokens[i - 2], tokens[i + 2]];
    if (tokens[i + 1]?.text.toLowerCase() === 'and' && content(after)) found.add(after.lemma);
    if (tokens[i - 1]?.text.toLowerCase() === 'and' && content(before)) found.add(before.lemma);
  });
  return found;
}

/** "joined them", "came to join them": the clause adds to the things already told. */
export function joinsThem(tokens: readonly Tagged[]): boolean {
  return tokens.some((t, i) => t.lemma === 'join' && /^(?:them|us|him|her)$/i.test(tokens[i + 1]?.text ?? ''));
}

/**
 * "pieces of gum … 16 more pieces": the kind named after "of" in the question, when every number
 * used counts that kind or names none, is the same thing again, not a word that narrows.
 */
export function sameKindOf(story: Story, candidate: Candidate, word: string): boolean {
  const of = story.question.of;
  // "30 sheets of paper and 5 sheets of foil … 12 more sheets": more of which kind, the words do not say.
  const sameUnit = story.quantities.filter((q) => q.unit === candidate.unit);
  return of !== null && singular(word) === of && candidate.used.every((q) => q.unit === candidate.unit) && sameUnit.every((q) => q.of === of || q.of === null);
}

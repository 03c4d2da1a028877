import { tag } from '../../text/nlp.js';
import { readStory, type Quantity } from '../story/read-story.js';
import { verbForm } from '../story/owners-split-words.js';

/**
 * "Tim found 37 seashells and Sally found 13 seashells. When they cleaned them, they discovered that 25 were
 * cracked. How many seashells did they find together?": a number told after "discovered / noticed / realized
 * that" with "were <done>" says what some of the things turned out to be; it changes nothing that was done.
 * When the question asks again for the act every used number was told with ("find") and not for the things'
 * state (no "uncracked", "good", "left", "now", "have"), a reading that leaves that number out reads the story,
 * and the finding's verb need not be known as a gain or a loss. Anything else keeps the unread verb.
 */
const FOUND_OUT = /\b(?:discover(?:ed|s)?|notic(?:ed|es)|realiz(?:ed|es)|learn(?:ed|s)|found out|finds out|saw|see|sees)\s+that\s+$/;
/** "25 were cracked", "3 of them were broken": a state, said with the thing's "be" and a done-word. */
const STATE = /^\s*(?:[a-z]+\s+)?(?:of (?:them|the [a-z]+)\s+)?(?:were|was|are|is)\s+(?:[a-z]+ly\s+)?([a-z]+(?:ed|en|n|t))\b/;
/** A question about what the things are or what is left, not about the act: the finding is needed. */
const ASKS_STATE = /\b(?:un[a-z]+|not|n't|no|good|bad|whole|intact|fine|left|now|still|remain[a-z]*|rest|others?|have|has|had|keep|kept|without|except|after)\b/;

const keyOf = (q: Quantity): string => `${q.sentence}:${q.value}:${q.lead}`;

/** The asked verb's lemma: "did they find together" → "find". */
function askedAct(question: string): string | null {
  const words = tag(question);
  const did = words.findIndex((t) => /^(?:did|do|does)$/.test(t.text.toLowerCase()));
  if (did < 0) return null;
  const verb = words.slice(did + 1).find((t) => t.pos === 'VERB');
  return verb?.lemma ?? null;
}

/** The numbers a reading may set aside as a finding about a state, or none (a predicate on the story's quantities). */
export function foundOutLeftOut(statement: string, used: readonly number[]): (q: Quantity) => boolean {
  const story = readStory(statement);
  if (!story) return () => false;
  const question = story.question.text.toLowerCase();
  const act = askedAct(story.question.text);
  const findings = story.quantities.filter((q) => FOUND_OUT.test(q.lead) && STATE.test(q.trail) && !used.includes(q.value));
  if (!act || findings.length === 0) return () => false;
  const state = findings.map((q) => STATE.exec(q.trail)![1]!);
  if (ASKS_STATE.test(question) || state.some((word) => question.includes(word.slice(0, -2)))) return () => false;
  // every number the reading uses was told with the asked act ("Mary found 45 seashells")
  const told = story.quantities.filter((q) => !findings.includes(q));
  // "Mary found": the tagger may take a name's verb for another word, so each word is read again on its own
  const withAct = (q: Quantity): boolean => tag(q.clause).some((t) => t.lemma === act || (t.pos !== 'NUM' && verbForm(t.text).lemma === act));
  if (told.length === 0 || !told.every((q) => !used.includes(q.value) || withAct(q))) return () => false;
  if (!used.every((n) => told.some((q) => q.value === n && withAct(q)))) return () => false;
  const keys = new Set(findings.map(keyOf));
  return (q) => keys.has(keyOf(q));
}

import { tag } from './nlp.js';

/**
 * Whether the word "one" counts something ("ate one apple", "one more", "gave one of them away") or
 * does another job English gives it: a pronoun ("the red one", "each one", "one another", "one by
 * one"), a selector in subject position ("One of the boys has …", "One had 24 pages"), a setting
 * ("One day, …") or the unit of a rate ("in one hour", "One ticket costs $3": the readers take these
 * as "per hour", "each ticket"). Only a counting "one" is written as 1.
 */

const DETERMINER = String.raw`\b(?:the|a|an|this|that|which|each|every|any|no|another)`;
/** "the one", "each one": a pronoun. */
const RIGHT_AFTER_DETERMINER = new RegExp(String.raw`${DETERMINER}\s+$`, 'i');
/** "the big one" is a pronoun, "they each have one baby" a count: it depends on what follows. */
const DETERMINER_AND_WORD = new RegExp(String.raw`${DETERMINER}\s+[a-z]+\s+$`, 'i');
const PRONOUN_AFTER = /^(?:\s+another\b|\s+by\s+one\b|'s\b|\s*-\s*[a-z])/i;
/** Where a clause starts, so the next words are its subject. */
const CLAUSE_START = /(?:^|[.!?;:,]\s*|\b(?:and|but|if|when|while|then|so|because|that)\s+)$/i;
/** Where a sentence or a condition starts: "One ticket costs $3", "If one pen costs $2"; after "and" it is a count. */
const SENTENCE_START = /(?:^|[.!?;:]\s*|\b(?:if|when)\s+)$/i;
const TIME = String.raw`(?:second|minute|hour|day|night|morning|afternoon|evening|week|weekend|month|year|season|summer|winter|spring|autumn|fall|time|trip|visit|point)`;
/** "in one hour", "7 cans in one bag", "per one": the unit a rate is counted in; "for one week": a time. */
const RATE_BEFORE = /\b(?:in|into|per)\s+$/i;
const TIME_BEFORE = /\b(?:for|within|during|every|after|at)\s+$/i;

/** Verbs of rates the tagger takes for plural nouns ("one ticket costs"). */
const RATE_VERB = /^(?:costs?|weighs?|holds?|contains?|covers?|takes?|needs?|makes?|uses?|lasts?|pays?|earns?|measures?|serves?)$/i;
const isNounLike = (t: { text: string; pos: string } | undefined): boolean => !!t && !RATE_VERB.test(t.text) && ['ADJ', 'NOUN', 'PROPN'].includes(t.pos);

/** "one baby", "one red car": a thing named right after. */
function namesAThing(after: string): boolean {
  const next = tag(`one ${after.split(/[.,;:?!]/)[0] ?? ''}`.slice(0, 40))[1];
  return isNounLike(next);
}

/** "One ticket costs $3", "One had 24 pages": a subject followed by its verb. */
function subjectOfVerb(after: string): boolean {
  const clause = after.split(/[.,;:?!]/)[0] ?? '';
  const tokens = tag(`one ${clause}`.slice(0, 80)).slice(1);
  let i = 0;
  while (isNounLike(tokens[i])) i++;
  // "one clock chimes": after the singular noun of "one", a word ending in -s is its verb.
  if (i >= 2 && /[^s]s$/i.test(tokens[i - 1]?.text ?? '') && !/s$/i.test(tokens[i - 2]?.text ?? '')) return true;
  // "One bag of flour weighs …": the thing measured may follow "of".
  if (i > 0 && tokens[i]?.text.toLowerCase() === 'of') {
    i++;
    while (tokens[i]?.pos === 'DET' || isNounLike(tokens[i])) i++;
  }
  return RATE_VERB.test(tokens[i]?.text ?? '') || ['VERB', 'AUX'].includes(tokens[i]?.pos ?? '');
}

/** before: the text up to the word; after: the text from just after it. */
export function oneIsAmount(before: string, after: string): boolean {
  // "one 6-ounce glass" counts whatever stands before it.
  if (/^\s+\d/.test(after)) return true;
  if (PRONOUN_AFTER.test(after)) return false;
  if (RIGHT_AFTER_DETERMINER.test(before)) return false;
  if (DETERMINER_AND_WORD.test(before)) return namesAThing(after);
  if (RATE_BEFORE.test(before) && /^\s+[a-z]/i.test(after)) return false;
  if (TIME_BEFORE.test(before) && new RegExp(String.raw`^\s+${TIME}\b`, 'i').test(after)) return false;
  // "80 from one tree, 60 from another": the first of several, not a count.
  if (/\b(?:another|the other)\b/i.test(after.split(/[.?!]/)[0] ?? '')) return false;
  if (!CLAUSE_START.test(before)) return true;
  // At the start of a clause: "One of the boys", "One (sunny) day, …", "One ticket costs $3" are not counts.
  if (/^\s+of\b/i.test(after) || new RegExp(String.raw`^(?:\s+[a-z]+){0,2}?\s+${TIME}\b`, 'i').test(after)) return false;
  return !SENTENCE_START.test(before) || !subjectOfVerb(after);
}

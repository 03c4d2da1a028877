import { tag, type Tagged } from '../../text/nlp.js';
import { isRelative, ownerOf } from './owner-of.js';

/**
 * Owners of a story told without names: "You have 7 balloons and your friend has 5", "My dog had some
 * bones", "A waiter had 21 customers", "The pet store has 9 cages". The subject noun phrase before the
 * clause's verb is the owner: "you", "i", "we", "my dog", "your friend", or the head noun of "a/the …"
 * ("waiter", "store"; "the toy store" after "a pet store" is another one, "toy store"). "he"/"she" is
 * the story's first owner that is not "you", "I" or "we", "they"/"it" the last such one. Read only when
 * the plain reading found no named owner (`read-story.ts`), so stories about named people stay as they were.
 */

const PERSON = /^(?:you|i|we)$/i;
const POSSESSIVE = /^(?:my|your|our)$/i;
const ARTICLE = /^(?:a|an|the)$/i;
/** Lead-in words before the subject: "If", "Then", "Now", "So", "When". */
const LEAD = /^(?:if|then|later|now|so|and|but|when|after|before|finally|also|first|next|yesterday|today|meanwhile|suddenly)$/i;
/** Heads that are not someone who has things: "the weather is perfect", "the rest of …". */
const NOT_OWNER = /^(?:weather|rest|number|total|sum|difference|product|answer|result|price|cost|amount|ratio|average|day|week|month|year|time|first|second|third|other|one|ones|remainder)$/i;
/** "The second chapter is 36 pages long": one of several parts described, not someone who has things. */
const ORDINAL = /^(?:first|second|third|fourth|fifth|last|other|next|remaining|same|new|old)$/i;
const AUX = /^(?:do|does|did|will|would|can|could|is|are|was|were|has|have|had|should|must|might)$/i;
const VERB = (t: Tagged | undefined): boolean => !!t && (t.pos === 'VERB' || t.pos === 'AUX');
const WORD = /^[a-z-]+$/i;

export interface CommonOwners {
  /** The story's first owner other than "you", "I", "we": who "he" and "she" are. */
  first: string | null;
  /** The last owner other than "you", "I", "we": who "they" and "it" are. */
  third: string | null;
  last: string | null;
  /** Head noun → the words before it when first told ("store" → "pet"). */
  heads: Map<string, string>;
}

export const noCommonOwners = (): CommonOwners => ({ first: null, third: null, last: null, heads: new Map() });

interface Phrase { person?: string; head?: string; words?: string }

/** The noun phrase starting at `at` when a verb follows it: a person pronoun, "my dog", or "the pet store". */
function phraseAt(tokens: Tagged[], at: number): Phrase | null {
  const first = tokens[at];
  if (!first) return null;
  if (PERSON.test(first.text) && first.pos === 'PRON') return VERB(tokens[at + 1]) ? { person: first.text.toLowerCase() } : null;
  const possessive = POSSESSIVE.test(first.text);
  if (!possessive && !(ARTICLE.test(first.text) && first.pos === 'DET')) return null;
  let end = at + 1;
  while (tokens[end] && ['ADJ', 'NOUN'].includes(tokens[end]!.pos) && WORD.test(tokens[end]!.text)) end += 1;
  const head = tokens[end - 1];
  const before = tokens.slice(at + 1, end - 1);
  if (end === at + 1 || head?.pos !== 'NOUN' || !VERB(tokens[end]) || NOT_OWNER.test(head.text) || [...before, head].some((t) => ORDINAL.test(t.text))) return null;
  if (possessive) return { person: `${first.text.toLowerCase()} ${head.text.toLowerCase()}` };
  return { head: head.text.toLowerCase(), words: before.map((t) => t.text.toLowerCase()).join(' ') };
}

/** "the toy store" after "a pet store" is someone else; "the store" and "the pet store" are the same one. */
function ownerOfPhrase(phrase: Phrase, owners: CommonOwners, tell: boolean): string | null {
  if (phrase.person) return phrase.person;
  const head = phrase.head!;
  const told = owners.heads.get(head);
  if (told === undefined) {
    if (tell) owners.heads.set(head, phrase.words ?? '');
    return head;
  }
  return !phrase.words || phrase.words === told ? head : `${phrase.words} ${head}`;
}

/** Who "he", "she", "they" or "it" is, or null for another word. */
function pronounOwner(word: string | undefined, owners: CommonOwners): string | null {
  // "We picked 18 and they picked 27": "they" is not "we"; with no one else told it is another owner.
  const unknown = owners.last && PERSON.test(owners.last) ? word ?? null : owners.last;
  if (word === 'he' || word === 'she') return owners.first ?? unknown;
  if (word === 'they' || word === 'it') return owners.third ?? unknown;
  return null;
}

/** Where the subject starts: after lead-in words and an opening "At lunch", "During a game". */
function subjectStart(tokens: Tagged[]): number {
  let at = 0;
  while (tokens[at] && (LEAD.test(tokens[at]!.text) || tokens[at]!.pos === 'PUNCT')) at += 1;
  if (tokens[at]?.pos !== 'ADP') return at;
  at += 1;
  if (tokens[at] && ARTICLE.test(tokens[at]!.text)) at += 1;
  while (tokens[at] && ['ADJ', 'NOUN'].includes(tokens[at]!.pos)) at += 1;
  return at;
}

function remember(owner: string | null, owners: CommonOwners): void {
  owners.last = owner;
  if (!owner || PERSON.test(owner) || isRelative(owner)) return;
  owners.first ??= owner;
  owners.third = owner;
}

/** The owner of a fact clause of a story without names; `owners` is updated as the story goes on. */
export function commonOwnerOf(clause: string, owners: CommonOwners): string | null {
  // "his friend", "her sister": a relative of the story's person, read as everywhere else.
  const relative = ownerOf(clause, null);
  const tokens = tag(clause);
  const start = subjectStart(tokens);
  const word = tokens[start]?.text.toLowerCase();
  // "There are 67 pages in the book": no one's things, so no owner.
  if (!relative && word === 'there') return null;
  // "Arranging 40 books on shelves, a store had to sell 20": the opening phrase is about the subject to come.
  if (!relative && !owners.last && tokens[0]?.pos === 'VERB') return null;
  const phrase = relative ? null : phraseAt(tokens, start);
  const owner = relative ?? pronounOwner(word, owners) ?? (phrase ? ownerOfPhrase(phrase, owners, true) : null) ?? owners.last;
  remember(owner, owners);
  return owner;
}

/** "How many more balloons do you have": the owner after the question's helping verb, or null. */
export function commonSubjectOf(question: string, owners: CommonOwners): string | null {
  const tokens = tag(question);
  const aux = tokens.findIndex((t) => AUX.test(t.text));
  if (aux < 0) return null;
  const relative = /^(?:his|her|their)\s+[a-z]+/i.exec(tokens.slice(aux + 1, aux + 3).map((t) => t.text).join(' '))?.[0];
  if (relative && isRelative(relative.toLowerCase())) return relative.toLowerCase();
  const phrase = phraseAt(tokens, aux + 1);
  return pronounOwner(tokens[aux + 1]?.text.toLowerCase(), owners) ?? (phrase ? ownerOfPhrase(phrase, owners, false) : null);
}

import { tag } from '../../text/nlp.js';

/** Capitalised words that start sentences or stand for someone: never a name of their own. */
export const NAME_STOP = new Set(['If', 'The', 'A', 'An', 'There', 'How', 'What', 'Each', 'Every', 'After', 'Then', 'Later', 'In', 'On', 'At', 'For', 'When', 'She', 'He', 'They', 'It', 'His', 'Her', 'Their', 'Last', 'This', 'One', 'Some', 'But', 'And', 'So', 'Now', 'Mrs', 'Mr', 'Ms', 'Dr']);

/** changes: a clause whose subject is "his/her/their" and a relative or friend. */
const RELATIVE_SUBJECT = /^\s*(?:if\s+|then\s+|later,?\s+|now,?\s+)?(his|her|their)\s+(?:(?:older|younger|big|little|best|new|old)\s+)?(sisters?|brothers?|mother|father|mom|dad|mum|parents|friends?|sons?|daughters?|cousins?|teacher|wife|husband|grandma|grandpa|grandmother|grandfather|aunt|uncle|neighbou?rs?|boss|coach|classmates?|roommates?|partner|boyfriend|girlfriend)\b/i;

const FEMALE = /^(?:sisters?|mother|mom|mum|daughters?|wife|grandma|grandmother|aunt|girlfriend)$/;
const MALE = /^(?:brothers?|father|dad|sons?|husband|grandpa|grandfather|uncle|boyfriend)$/;

/** changes: an owner read from "his sister", "her dad". */
export const isRelative = (owner: string | null): boolean => /^(?:his|her|their) [a-z]+$/.test(owner ?? '');

/**
 * changes: "Mary had 5. Her father gave her 3. She ate 2.": "she" cannot be her father, so it is the
 * person before him; with a pronoun that fits the relative ("her sister … she"), the relative stays.
 */
export function pastRelative(text: string, owner: string | null, person: string | null): string | null {
  if (!isRelative(owner) || !person) return owner;
  const noun = owner!.split(' ')[1]!;
  const pronoun = /^\s*(?:if\s+|then\s+|later,?\s+)?(he|she|they|we)\b/i.exec(text)?.[1] ?? /\b(?:does|did|do|will|would|can|could|is|was|has|had)\s+(he|she|they|we)\b/i.exec(text)?.[1];
  if (!pronoun) return owner;
  // "Mia had 20 while her brother had 15. If they used 6": "they" are both, told from the first person's side.
  if (/^(?:they|we)$/i.test(pronoun)) return person;
  const other = pronoun.toLowerCase() === 'she' ? MALE : FEMALE;
  return other.test(noun) ? person : owner;
}

const WHEN = 'january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const LEADING_TIME = new RegExp(String.raw`^\s*(?:by|in|on|last|next|during|until|since)\s+(?:${WHEN})\b,?\s*`, 'i');

/** The person a clause is about: its first name, or the last person when it starts with a pronoun or its verb. */
export function ownerOf(told: string, fallback: string | null): string | null {
  // asdiv-more2: "By March he had spent 4 dollars", "Last Thursday Drew had $30": a time opening the clause says when, not who.
  const clause = told.replace(LEADING_TIME, '');
  // "Her father paid $12", "His sister bought another 4": a relative is someone else, not the last person.
  const relative = RELATIVE_SUBJECT.exec(clause);
  // "Her brother Billy goes …": the relative's own name, when told, is the owner.
  const named = relative && /^\s*([A-Z][a-z]+)\b/.exec(clause.slice(relative.index + relative[0].length))?.[1];
  if (relative) return named && !NAME_STOP.has(named) ? named.toLowerCase() : `${relative[1]!.toLowerCase()} ${relative[2]!.toLowerCase()}`;
  // "She gets 86 more from Larry": a clause that starts with a pronoun is still about the same person.
  if (/^\s*(?:if\s+|then\s+|later,?\s+)?(?:he|she|they|it|his|her|their)\b/i.test(clause) && fallback) return fallback;
  const tokens = tag(clause);
  // "Josh had 142 pencils", "Sue has 20 cards": the tagger takes some first names for verbs; a capitalised word before a verb is its subject.
  const misread = tokens[0] && tokens[0].pos === 'VERB' && /^[A-Z][a-z]+$/.test(tokens[0].text) && ['AUX', 'VERB'].includes(tokens[1]?.pos ?? '') ? tokens[0] : undefined;
  // "gave Sara 4 of the limes": a clause that starts with its verb is still about the last person.
  if (tokens[0]?.pos === 'VERB' && !(misread && !NAME_STOP.has(misread.text)) && fallback) return fallback;
  const name = tokens.find((t) => t.pos === 'PROPN' && /^[A-Z][a-z]+$/.test(t.text) && !NAME_STOP.has(t.text)) ?? (misread && !NAME_STOP.has(misread.text) ? misread : undefined);
  return name ? name.text.toLowerCase() : fallback;
}

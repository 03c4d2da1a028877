import { tag } from '../../text/nlp.js';

/** Capitalised words that start sentences or stand for someone: never a name of their own. */
const NAME_STOP = new Set(['If', 'The', 'A', 'An', 'There', 'How', 'What', 'Each', 'Every', 'After', 'Then', 'Later', 'In', 'On', 'At', 'For', 'When', 'She', 'He', 'They', 'It', 'His', 'Her', 'Their', 'Last', 'This', 'One', 'Some', 'But', 'And', 'So', 'Now', 'Mrs', 'Mr', 'Ms', 'Dr']);

/** The person a clause is about: its first name, or the last person when it starts with a pronoun or its verb. */
export function ownerOf(clause: string, fallback: string | null): string | null {
  // "She gets 86 more from Larry": a clause that starts with a pronoun is still about the same person.
  if (/^\s*(?:if\s+|then\s+|later,?\s+)?(?:he|she|they|it|his|her|their)\b/i.test(clause) && fallback) return fallback;
  const tokens = tag(clause);
  // "gave Sara 4 of the limes": a clause that starts with its verb is still about the last person.
  if (tokens[0]?.pos === 'VERB' && fallback) return fallback;
  // "Josh had 142 pencils": the tagger takes some first names for verbs; a capitalised word before a verb is its subject.
  const misread = tokens[0] && tokens[0].pos === 'VERB' && /^[A-Z][a-z]+$/.test(tokens[0].text) && ['AUX', 'VERB'].includes(tokens[1]?.pos ?? '') ? tokens[0] : undefined;
  const name = tokens.find((t) => t.pos === 'PROPN' && /^[A-Z][a-z]+$/.test(t.text) && !NAME_STOP.has(t.text)) ?? (misread && !NAME_STOP.has(misread.text) ? misread : undefined);
  return name ? name.text.toLowerCase() : fallback;
}

import { tag } from '../../text/nlp.js';
import { singular } from './words.js';

const LIGHT = new Set(['be', 'have', 'do', 'number', 'amount', 'the', 'there', 'he', 'she', 'they', 'it', 'what', 'that', 'who', 'which']);

/** The content words of a text (nouns, verbs, adjectives, names, adverbs) as singular lemmas, light words left out. */
export const wordsOf = (text: string): Set<string> =>
  new Set(tag(text).filter((t) => /^(?:NOUN|VERB|ADJ|PROPN|ADV)$/.test(t.pos) && t.text.length > 1).map((t) => singular(t.lemma.toLowerCase())).filter((w) => !LIGHT.has(w)));

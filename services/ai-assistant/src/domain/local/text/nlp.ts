import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

let instance: WinkMethods | null = null;

/** wink-nlp with its English model, loaded once on first use (about 0.4 s), then shared. */
export function nlp(): WinkMethods {
  instance ??= winkNLP(model);
  return instance;
}

export interface Tagged {
  text: string;
  pos: string;
  lemma: string;
}

/** Tokens with their part of speech (NOUN, VERB, ADJ, NUM, …). */
export function tag(text: string): Tagged[] {
  const engine = nlp();
  const doc = engine.readDoc(text);
  const words = doc.tokens().out();
  const tags = doc.tokens().out(engine.its.pos);
  // its.lemma needs the model's add-ons; the typings of out() do not cover that signature.
  const lemmas = (doc.tokens().out as (f: unknown) => string[])(engine.its.lemma);
  return words.map((word, i) => ({ text: word, pos: String(tags[i] ?? ''), lemma: String(lemmas[i] ?? word).toLowerCase() }));
}

/** Sentences as wink-nlp finds them (abbreviations, initials and decimals stay inside). */
export function sentencesOf(text: string): string[] {
  return nlp().readDoc(text).sentences().out();
}

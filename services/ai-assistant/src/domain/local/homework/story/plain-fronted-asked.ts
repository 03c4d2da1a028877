import { eachSentence } from './order-clauses.js';
import { capitalize } from './words.js';

/**
 * para-while: a question that puts a told amount before its question word, said in the plain order:
 * - a time or count fronted: "In 7 days, how many miles will Sam walk if he walks 3 miles each day?" is
 *   "How many miles will Sam walk in 7 days if he walks 3 miles each day?" (the condition then moves
 *   before the question like any other);
 * - a rate fronted: "At a speed of 60 miles per hour, how far will a car go in 3 hours?" is "A car can
 *   go 60 miles per hour. How far will the car go in 3 hours?"
 * Only a question sentence, only "how many/much/far/long" asked right after the comma.
 */
const NUM = String.raw`\d+(?:\.\d+)?`;
const CONDITION = String.raw`,? (?:if|when|given that|assuming(?: that)?|knowing that|provided(?: that)?)\b[^?]*`;
const FRONTED_SPAN = new RegExp(String.raw`^(In|Within|Over|During|For|After) (${NUM} (?:[a-z]+ )?[a-z]+), (how (?:many|much|far|long)\b[^?]*?)(${CONDITION})?\?$`);
const FRONTED_RATE = new RegExp(String.raw`^(?:At|With) (?:a (?:constant |steady |average )?(?:speed|rate|pace) of )?(${NUM} [a-z]+ (?:per|an?|each) [a-z]+), (how (?:many|much|far|long)\b(?: [a-z]+)*? (?:will|would|can|could|does|did) ((?:[Aa]n?|[Tt]he) [a-z]+|[A-Z][a-z]+|he|she|they|it) ([a-z]+)\b[^?]*)\?$`);

function frontedSpan(sentence: string): string | null {
  const found = FRONTED_SPAN.exec(sentence);
  if (!found) return null;
  const [, preposition, span, question, condition = ''] = found;
  return `${capitalize(question!)} ${preposition!.toLowerCase()} ${span}${condition}?`;
}

function frontedRate(sentence: string): string | null {
  const found = FRONTED_RATE.exec(sentence);
  if (!found || /^(?:he|she|they|it)$/.test(found[3]!)) return null;
  const [, rate, question, subject, verb] = found;
  const again = subject!.replace(/^(?:A|An|a|an) /, 'the ');
  return `${capitalize(subject!)} can ${verb} ${rate}. ${capitalize(question!.replace(subject!, again))}?`;
}

export function plainFrontedAsked(story: string): string {
  return eachSentence(story, (sentence) => frontedSpan(sentence) ?? frontedRate(sentence) ?? sentence);
}

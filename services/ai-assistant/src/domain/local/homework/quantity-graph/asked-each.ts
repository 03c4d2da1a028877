import { singular } from '../story/words.js';
import type { Dimension, Measure } from './read-rates.js';

/**
 * gsm-rates: "How many books did each student read?" asks an amount per student, not the total of
 * all the students: when the question says "each / every / per X" of a thing X the story counts (not
 * a time, which the asked target already reads), X divides the asked unit; the rate chain, which
 * multiplies every number in, declines such a question.
 */
const TIME = /^(?:second|minute|hour|day|night|week|month|year|time)$/;

export function askedPerOne(question: string, measures: readonly Measure[], target: Dimension): Dimension {
  const thing = /\b(?:each|every|per) ([a-z]+)\b/i.exec(question)?.[1];
  const one = thing ? singular(thing.toLowerCase()) : null;
  if (!one || TIME.test(one) || target.has(one) || !measures.some((m) => m.dimension.has(one))) return target;
  return new Map([...target, [one, -1]]);
}

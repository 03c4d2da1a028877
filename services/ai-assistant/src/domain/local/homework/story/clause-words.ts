import type { Quantity } from './read-story.js';

/**
 * Numbers of one sentence told apart by their own words: "4 emails in the morning, 5 in the
 * afternoon and 8 in the evening". A question that names some of those words ("in the afternoon
 * and evening") picks numbers, not sentences, so a reader that checks the words sentence by
 * sentence would take them all.
 */
export function clausesPick(quantities: readonly Quantity[], words: readonly string[]): boolean {
  // The words from the number on ("5 emails in the afternoon"): the ones before it belong to the whole sentence.
  const own = (q: Quantity): string => q.clause.slice(Math.max(0, q.clause.indexOf(q.written)));
  const has = (q: Quantity, word: string): boolean => new RegExp(`\\b${word}\\b`, 'i').test(own(q));
  // A later number without the word: a phrase at the sentence's end ("… and Jake 4 to the park") may belong to all.
  const alike = (a: Quantity, b: Quantity): boolean => quantities.indexOf(b) > quantities.indexOf(a) && a.sentence === b.sentence && a.unit === b.unit;
  // "5 in the afternoon" names a place or time of its own; "3 more there", "4 more inside" keep the one named before.
  const lacks = (q: Quantity, word: string): boolean => !has(q, word) && /\b(?:in|on|at|during)\s+(?:the\s+|a\s+|an\s+)?[a-z]{3,}/.test(own(q));
  return words.some((word) => quantities.some((q) => has(q, word) && quantities.some((other) => alike(q, other) && lacks(other, word))));
}

import { singular } from './words.js';

/**
 * "How many more packs of cookie did she buy over cake?" says "How many more packs of cookie than cake
 * did she buy?": the thing after "over" is the other side of the comparison. Only when that thing is a
 * bare noun (no "the", "a", "his": "fly over the house" is a place) that the story counts with a number.
 */
const MORE_OVER = /^(how (?:many|much) more (?:[a-z]+ ){0,4}?)((?:did|does|do|will|would|can|could) [a-z]+(?: [a-z]+)?) over ([a-z]+(?: [a-z]+)?)\s*\?$/i;
const DETERMINER = /^(?:the|a|an|his|her|their|its|my|our|your|this|that|these|those|each|every|all|some)\b/i;

export function plainMoreOver(story: string): string {
  const sentences = story.split(/(?<=[.?!])\s+/);
  const question = sentences.at(-1) ?? '';
  const m = MORE_OVER.exec(question);
  if (!m || DETERMINER.test(m[3]!)) return story;
  const thing = singular(m[3]!.split(' ').pop()!.toLowerCase());
  const counted = new RegExp(String.raw`\d[\d,.]*\s+(?:[a-z]+\s+){0,3}?${thing}`, 'i');
  const facts = sentences.slice(0, -1).join(' ');
  if (!counted.test(facts.replace(/\b([a-z]+)\b/gi, (w) => singular(w.toLowerCase())))) return story;
  return [...sentences.slice(0, -1), `${m[1]}than ${m[3]} ${m[2]}?`].join(' ');
}

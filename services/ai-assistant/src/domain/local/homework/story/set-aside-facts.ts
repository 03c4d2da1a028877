import { singular, tidyText } from './words.js';

/**
 * svamp-shapes: sentences a story tells beside its arithmetic, set aside so the readers see the story itself.
 * Two shapes, both only before a plain "How many THINGS …?":
 * - an opening scene with no number ("Maura collects seashells every summer.", "Janet's dad took the family
 *   out to eat for her birthday."), told before any number and with no word about amounts ("some", "each",
 *   "more", "share", "not" …);
 * - a fact with one number about a thing the story names nowhere else ("Her family stays at the beach house
 *   for 21 days.", "She paid 3 dollars for the tickets.", "18 students are in the school band."), never the
 *   asked thing, never a container ("5 bags of marbles"), never with a relation word.
 * The story left must keep two numbers and no word that could point back at what was set aside ("each",
 * "them", "it"); the readers must then use every number left.
 */
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const HAS_NUMBER = new RegExp(NUMBER);
// Words about amounts or relations: a sentence with one of them is part of the arithmetic.
const AMOUNT_TALK = /\b(?:some|all|each|every|per|rest|half|halves|twice|double|doubled|triple|tripled|more|less|fewer|than|same|equal|equally|share|shared|shares|split|other|others|another|left|none|no|not|never|any|several|few|many|most|much|both|dozen|dozens|pair|couple|again|remaining|remain|only|extra|too|also|times|total|together|altogether|if|as|whole|part|of them|of these|of those)\b|n't\b|%/i;
// Verbs that move amounts: a scene with one of them is a change, and so is a fact.
const MOVES = /\b(?:lost|lose|loses|gave|give|gives|took|take|takes|ate|eat|eats|sold|sell|sells|spent|spend|spends|used|use|uses|bought|buy|buys|got|get|gets|found|find|finds|received|receive|added|add|put|puts|broke|broken|cracked|threw|throw|left|keep|kept)\b/i;
// "Now he has 15 stickers": what somebody holds (and an end above all) may be the asked thing misnamed; it stays.
const HOLDS = /\b(?:now|still|then|finally|end|has|have|had|owns|holds|keeps)\b/i;
const MONEY = /\b(?:dollars?|cents?|money|\$)/i;
// "every summer", "each morning": when a scene happens, not an amount.
const HOW_OFTEN = /\b(?:every|each) (?:day|week|month|year|summer|winter|spring|fall|autumn|morning|afternoon|evening|night|weekend|time)\b/gi;
const sceneOnly = (fact: string): boolean => !HAS_NUMBER.test(fact) && !/\?/.test(fact) && !MONEY.test(fact) && !AMOUNT_TALK.test(fact.replace(HOW_OFTEN, ''));
// What the story left may not hold: words that point back at a sentence set aside.
const POINTS_BACK = /\b(?:each|every|per|apiece|them|it|its|these|those|that|ones?|such)\b/i;
// The question: a plain count of a thing, no rate or share asked.
const PLAIN_COUNT = /\bhow many ([a-z-]+)/i;
const ASKS_RATE = /\b(?:each|every|per|average|apiece|than|more|fewer|less|farther|further|longer|shorter|difference)\b/i;
// "9 kilometers" beside "How many meters": a measure may be the asked amount in another unit, so it stays.
const MEASURE = /^(?:km|kilometer|meter|metre|cm|centimeter|mm|millimeter|mile|foot|feet|ft|inch|yard|gram|kilogram|kg|pound|lb|ounce|oz|ton|liter|litre|ml|milliliter|gallon|quart|pint|cup|teaspoon|tablespoon)$/;
const TIME = /^(?:second|minute|hour|day|week|month|year)$/;
// Asked things that could take in the thing set aside ("How many animals").
const WHOLES = /^(?:thing|item|object|piece|unit|toy|food|animal|person|people|kind|type|one|pet|fruit|vegetable|plant|vehicle|student|child|kid|instrument|tool|supply|clothe|clothing|creature|bird|insect|worker|member|guest|visitor|player|ticket)$/;
// Small words that end the words a number counts ("21 days at the beach", "3 dollars for the tickets").
const SMALL = /^(?:to|from|and|or|but|for|with|in|on|at|of|if|then|so|because|while|when|after|before|that|which|as|by|are|is|was|were|will|this|last|next|a|an|the|this|there|each)$/;

const wordsOf = (text: string): Set<string> => new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).map(singular));
const numberCount = (text: string): number => (text.match(new RegExp(NUMBER, 'g')) ?? []).length;

/** The words right after a sentence's one number, up to a small word: what the number counts. */
function countedWords(sentence: string): string[] | null {
  const after = new RegExp(String.raw`${NUMBER}\s+([a-z][a-z -]*)`, 'i').exec(sentence)?.[1] ?? '';
  const words: string[] = [];
  for (const word of after.split(/[\s-]+/)) {
    if (!word || SMALL.test(word.toLowerCase())) break;
    words.push(singular(word));
    if (words.length === 3) break;
  }
  return words.length > 0 ? words : null;
}

/** One number about a thing nothing else names, not the asked thing and not a container of it. */
function unrelatedFact(sentence: string, others: string, asked: string): boolean {
  if (numberCount(sentence) !== 1 || AMOUNT_TALK.test(sentence) || MOVES.test(sentence) || HOLDS.test(sentence) || new RegExp(String.raw`${NUMBER}\s+[a-z]+ of\b`, 'i').test(sentence)) return false;
  const counted = countedWords(sentence);
  const named = wordsOf(others);
  if (counted === null || counted.some((word) => MEASURE.test(word) || (TIME.test(word) && TIME.test(asked)))) return false;
  return !wordsOf(sentence).has(asked) && counted.every((word) => word !== asked && !named.has(word));
}

/** The story with its scene sentences and unrelated facts set aside, or null when it has none. */
export function factsSetAside(story: string): string | null {
  const sentences = tidyText(story).split(/(?<=[.?!])\s+/);
  const question = sentences.at(-1) ?? '';
  if (sentences.length < 3 || !question.endsWith('?') || !/\b(?:how|what)\b/i.test(question)) return null;
  // Facts are set aside only before a plain count of a thing the story names (a scene before any question).
  const askedWord = ASKS_RATE.test(question) ? undefined : PLAIN_COUNT.exec(question)?.[1];
  const asked = askedWord && !WHOLES.test(singular(askedWord)) ? singular(askedWord) : null;
  const facts = sentences.slice(0, -1);
  const firstNumbered = facts.findIndex((fact) => HAS_NUMBER.test(fact));
  if (firstNumbered < 0) return null;
  const kept = facts.filter((fact, i) => {
    if (i < firstNumbered) return !sceneOnly(fact);
    if (asked === null) return true;
    const others = [...facts.slice(0, i), ...facts.slice(i + 1), question].join(' ');
    return !unrelatedFact(fact, others, asked);
  });
  if (kept.length === facts.length) return null;
  const left = kept.join(' ');
  if (numberCount(left) < 2 || POINTS_BACK.test(left) || (asked !== null && !wordsOf(left).has(asked))) return null;
  return `${left} ${question}`;
}

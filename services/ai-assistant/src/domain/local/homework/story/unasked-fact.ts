import { singular, tidyText } from './words.js';

/**
 * svamp-val: a fact about something the question never asks and no other fact counts, told beside a
 * plain "how many in all": "We ordered 17 pizzas. Each pizza has 4 slices. If there are 25 of us. How
 * many slices of pizza are there altogether?" is the story of the pizzas alone, and so is "mom buys 57
 * packages of white t-shirts and 34 trousers" when the question asks the t-shirts. Only two shapes are
 * set aside: a sentence that only says how many there are of a thing ("If there are 25 of us.", "There
 * were 8 dogs.") and a last "and N things" of a clause whose things the story names nowhere else. The
 * question must ask a plain total (no "each", "left", "more", "need", "not", no "we" or "they" that the
 * people could be part of); the story left must keep at least two numbers, and the readers must still
 * use every one of them.
 */
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
// "How many slices …": a count of a thing the story names; "How many animals" could take in the unasked thing.
const PLAIN_TOTAL = /^how many ([a-z-]+)/i;
// The story left must read its numbers plainly: a ratio or a multiple could be told of the thing set aside.
const RATIO = /\b(?:ratio|times|twice|half|thrice|percent|than)\b|%|\d\s*:\s*\d|\d\s*\/\s*\d/i;
const NOT_PLAIN = /\b(?:left|each|per|every|more|less|fewer|than|need|needs|needed|still|remain|remaining|extra|not|n't|other|rest|else|spare|without|empty|share|shared|split|get|gets|got|receive|received|lose|lost|give|gave|we|us|our|they|them|their|you|your|together|average|both)\b/i;
// "If there are 25 of us.", "There were 8 dogs in the yard.": a count and nothing else.
const COUNT_ONLY = new RegExp(String.raw`^(?:if |and )?there (?:are|were|is|was|will be) (${NUMBER}) (of us|[a-z-]+)(?: [a-z]+){0,4}\s*\.$`, 'i');
// "… 57 packages of white t-shirts and 34 trousers.": the last conjunct, one word for what it counts.
const LAST_CONJUNCT = new RegExp(String.raw`(${NUMBER} [a-z -]+?) and (${NUMBER}) ([a-z]+)\s*([.?!])$`, 'i');
const RELATION = /\b(?:each|every|per|than|times|same|too|also|as well|more|fewer|less|of them|of these|of those|rest|others|twice|half)\b/i;
const WHOLES = /^(?:thing|item|object|piece|unit|toy|food|animal|person|people|kind|type|one|pet|fruit|vegetable|plant|vehicle|student|child|kid)$/;

const wordsOf = (text: string): Set<string> => new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).map(singular));
const numbers = (text: string): number => (text.match(new RegExp(NUMBER, 'g')) ?? []).length;

/** The thing is named nowhere but in its own place: no other sentence, no other part of its own. */
function unnamedElsewhere(thing: string, others: string): boolean {
  const word = thing === 'of us' ? 'us' : singular(thing.toLowerCase());
  return !WHOLES.test(word) && !wordsOf(others).has(word);
}

/** The story without its one fact about an unasked thing, or null when it has none (or several). */
export function unaskedFactDropped(story: string): string | null {
  const sentences = tidyText(story).split(/(?<=[.?!])\s+/);
  const question = sentences.at(-1) ?? '';
  const asking = /\b(?:how|what)\b.*$/i.exec(question)?.[0] ?? '';
  const thing = PLAIN_TOTAL.exec(asking)?.[1]?.toLowerCase();
  if (sentences.length < 3 || !question.endsWith('?') || !thing || NOT_PLAIN.test(question) || numbers(question) > 0) return null;
  const facts = sentences.slice(0, -1);
  if (WHOLES.test(singular(thing)) || RATIO.test(facts.join(' '))) return null;
  const reduced: string[][] = [];
  facts.forEach((fact, i) => {
    const rest = [...facts.slice(0, i), ...facts.slice(i + 1), question].join(' ');
    const count = COUNT_ONLY.exec(fact);
    if (count && numbers(fact) === 1 && !RELATION.test(fact) && unnamedElsewhere(count[2]!, rest)) {
      reduced.push([...facts.slice(0, i), ...facts.slice(i + 1)]);
    }
    const last = LAST_CONJUNCT.exec(fact);
    if (last && !RELATION.test(last[0]) && unnamedElsewhere(last[3]!, `${rest} ${fact.slice(0, last.index)} ${last[1]}`)) {
      const kept = `${fact.slice(0, last.index)}${last[1]}${last[4]}`;
      reduced.push([...facts.slice(0, i), kept, ...facts.slice(i + 1)]);
    }
  });
  if (reduced.length !== 1) return null;
  const text = [...reduced[0]!, question].join(' ');
  // The asked thing is one the story left still names.
  return numbers(text) >= 2 && wordsOf(reduced[0]!.join(' ')).has(singular(thing)) ? text : null;
}

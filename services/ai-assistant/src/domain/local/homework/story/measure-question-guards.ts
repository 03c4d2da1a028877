import { tag } from '../../text/nlp.js';
import { asksUnmentionedThing } from '../guards/asked-thing.js';
import { singular } from './words.js';

/**
 * Questions of a measure whose plain form "How many miles … in total?" would ask something else:
 * the readers add every fact of the unit, so a question that picks some of them keeps its words.
 */
/** A comparison or a rate asks for something else than the measure of the story's things. */
const OTHER_ASK = /\b(?:speed|fast|rate|average|per|difference|than|more|less|longer|shorter|heavier|lighter|farther|further|taller|what time|ago|scale)\b/i;

/**
 * "the total distance traveled in the second hour": a time or place that only some facts name narrows
 * the question, and "in total" would have the readers add every fact of the unit.
 */
const NARROWING = /\b(?:today|yesterday|tonight|tomorrow|morning|afternoon|evening|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday|first|second|third|fourth|final|next|previous|between|from|remaining|left|rest|each|only)\b|\b(?:the|on|in|at) last\b|\blast (?:night|week|month|year|day|time|round|game|part|half)\b/i;

/** "16 inches long": a story of sizes keeps its question of size, which the readers and their guards know. */
const SIZE_STORY = /\d\s*[a-z]*\s+(?:long|wide|tall|high|deep|away|apart)\b/i;

/** "2 tons of sand and 3 tons of clay … the weight of the sand": a question naming one of the kinds asks for a part, which the unit alone cannot say. */
function namesOneKind(question: string, story: string): boolean {
  const kinds = new Set([...story.matchAll(/\d[\d,.]*\s+[a-z]+ of (?:the |his |her |their )?([a-z]+)/gi)].map((m) => singular(m[1]!.toLowerCase())));
  const words = new Set((question.toLowerCase().match(/[a-z]+/g) ?? []).map(singular));
  const named = [...kinds].filter((kind) => words.has(kind));
  return kinds.size > 1 && named.length > 0 && named.length < kinds.size;
}

/** "Jack ran 5 miles and Brian ran 3. What is the total distance Brian ran?": one of the story's people picks his facts. */
function namesOnePerson(question: string, story: string): boolean {
  const people = (text: string): Set<string> => new Set(tag(text).filter((t) => t.pos === 'PROPN' && !DAY.test(t.text)).map((t) => t.text.toLowerCase()));
  const told = people(story.slice(0, story.length - question.length));
  const asked = [...people(question)].filter((name) => told.has(name));
  return told.size > 1 && asked.length > 0 && asked.length < told.size && !/\b(?:and|both|together|they|their)\b/i.test(question);
}
const DAY = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/i;

/** Whether the question of a measure stays as it is. */
export function keepsQuestion(question: string, story: string): boolean {
  // "How much does the pie weigh?" of a story with no pie: the guard of unnamed things must still see it.
  return OTHER_ASK.test(question) || NARROWING.test(question) || SIZE_STORY.test(story) || !!asksUnmentionedThing(story) || namesOneKind(question, story) || namesOnePerson(question, story);
}

import { splitQuestion } from '../quantity-graph/split-question.js';
import { tag } from '../../text/nlp.js';
import { NAME_STOP } from '../story/owner-of.js';

/** Capitalised words of a question that name a time, not a person. */
const NOT_A_PERSON = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|halloween|easter|thanksgiving)$/;

const namesOf = (text: string): string[] =>
  tag(text).filter((t) => t.pos === 'PROPN' && /^[A-Z][a-z]+$/.test(t.text) && !NAME_STOP.has(t.text) && !NOT_A_PERSON.test(t.text.toLowerCase())).map((t) => t.text.toLowerCase());

/** Letters to change, add or drop to turn one word into the other. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * "Tom walks 3 miles each hour. How far will Ann walk in 4 hours?": the question asks about someone
 * the story never names, while it tells about someone else by name, so nothing it tells is hers.
 */
export function askedStranger(statement: string): string | null {
  const parts = splitQuestion(statement);
  if (!parts) return null;
  const facts = parts.facts.toLowerCase();
  // Only the question itself: "If her brother, Todd, ate 14 of them, how many …" tells a fact first.
  const asked = /\b(?:how|what)\b(?![\s\S]*\b(?:how|what)\b)[\s\S]*$/i.exec(parts.question)?.[0] ?? parts.question;
  const told = namesOf(parts.facts);
  // "Haley … How many boxes will Hayley use?": a longer name a letter or two away from a told one is that
  // one, misspelt ("Tim" and "Tom" are two people).
  const misspelt = (name: string, t: string): boolean => Math.min(name.length, t.length) >= 5 && editDistance(t, name) <= (Math.min(name.length, t.length) >= 6 ? 2 : 1);
  const stranger = namesOf(asked).find((name) => !new RegExp(`\\b${name}\\b`).test(facts) && !told.some((t) => misspelt(name, t)));
  return stranger && told.length > 0 ? 'the question asks about someone the story never names' : null;
}

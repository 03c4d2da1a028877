import { exact, type Exact } from '../math-engine.js';
import { singular, tidyText } from '../story/words.js';

/**
 * A sentence that changes one named person's amount after the relations were told: "Ed lost 17 of
 * his marbles at the playground", "Dan bought 18 more stickers". Only a named subject (a pronoun
 * could be either person of the relation), one number, a verb whose direction is plain, and at most
 * a place or time after the thing counted; anything else is not a change and stays a fact.
 */
export interface Change { who: string; delta: Exact; unit: string; sentence: number; verb: string }

const LOSE = 'lost|ate|used|sold|spent|broke|gave away|threw away|donated|dropped';
const GAIN = 'found|bought|won|got|received|picked|collected|earned|saved|made|caught';
const CHANGE = new RegExp(`^(?:then |later,? |after that,? )?([A-Z][a-z]+) (${LOSE}|${GAIN}) (\\d+(?:\\.\\d+)?)(?: more)?((?: [a-z-]+)*)$`);
/** "at the playground", "on the way home", "yesterday": where or when, not what. */
const SETTING = /(?: (?:at|in|on|during|from|after|before) (?:the |a |an |his |her |their )?[a-z-]+(?: [a-z-]+)?| yesterday| today| later| then)+$/;

/** The thing counted after the number: "of his marbles" → "marble"; null when more than a noun phrase follows. */
function thingOf(words: string): string | null {
  const rest = words.replace(SETTING, '').replace(/^ of (?:his|her|their|the|its) /, ' ').trim();
  if (rest === '') return '';
  const kept = rest.split(' ');
  if (kept.length > 3 || kept.some((w) => /^(?:and|but|to|than|as|each|per|for|with|some|them|it)$/.test(w))) return null;
  return [...kept.slice(0, -1), singular(kept[kept.length - 1] ?? '')].join(' ');
}

export function readChange(sentence: string, index: number): Change | null {
  const m = CHANGE.exec(tidyText(sentence).replace(/[.!]\s*$/, ''));
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const unit = thingOf(m[4] ?? '');
  if (unit === null) return null;
  const amount = exact.fraction(m[3]);
  const delta = new RegExp(`^(?:${LOSE})$`).test(m[2]) ? amount.neg() : amount;
  return { who: m[1].toLowerCase(), delta, unit, sentence: index, verb: m[2] };
}

/** "Cindy and Dan have the same number of stickers": each has as many as the other. */
export function sameNumberAsRelation(text: string): string {
  return text.replace(/\b([A-Z][a-z]+) and ([A-Z][a-z]+) (have|had) the same (?:number|amount) of ([a-z]+(?: [a-z]+)?)/g,
    (_m, a: string, b: string, verb: string, thing: string) => `${a} ${verb === 'have' ? 'has' : 'had'} 1 times as many ${thing} as ${b}`);
}

/** The time a question asks about: after the changes ("then", "now"), before them ("at first"), or not said. */
export function askedTime(question: string): { question: string; time: 'after' | 'before' | null } {
  const after = /\s+(?:then|now)(?=\s*\?*\s*$)/i;
  const before = /\s+(?:at first|at the start|in the beginning|initially|to begin with|before)(?=\s*\?*\s*$)/i;
  if (after.test(question)) return { question: question.replace(after, ''), time: 'after' };
  if (before.test(question)) return { question: question.replace(before, ''), time: 'before' };
  return { question, time: null };
}

import { exact, showExact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { describe, showAnswer } from './wording.js';

/**
 * The change between a start and an end somebody holds: "Last week Fred had 19 dollars. He washed cars
 * and now has 40 dollars. How much money did Fred earn?", "Nell had 528 cards. She gave
 * some to Jeff and now has 252 cards left. How many cards did Nell give to Jeff?", "Kelly has 20 games. How many games does she
 * need to give away so that she will have 12 games left?". A price asked ("How much did the candy bar cost?")
 * declines: the story may have bought more than the one thing. Every number must be what somebody holds
 * (had, has, now has, has left); other people's holdings and other kinds' are set aside. The question's
 * verb says which way the amount went (earn: up, spend: down) and the story's numbers must agree.
 */
const ASKED = /^how (?:much|many)\s+(?<what>[a-z ]*?)\s*\b(?:did|does|do|will|would|should|must|can)\s+(?<who>\w+)\s+(?:need to |have to |has to )?(?<verb>\w+)(?<away> away| out)?\b(?<rest>.*)$/i;
const GAIN = /^(?:earn|make|get|receive|find|collect|gain|win|save|pick|borrow)$/;
const LOSS = /^(?:spend|give|lose|eat|use|pay|donate|drink|waste)$/;
/** Items (not money) change hands by buying and selling: bought cards are gained, sold cards lost. */
const ITEM_GAIN = /^(?:buy|purchase)$/;
const ITEM_LOSS = /^(?:sell)$/;
const HOLDING = /\b(?:has|have|had)\s+(?:only\s+|just\s+)?$/;
const END = /\b(?:now|left|still|remaining|in the end|at the end|after|afterwards)\b/;
const START = /\b(?:at the start|at first|initially|in the beginning|to begin with|to start with|originally|last week|last year|last month|yesterday|before)\b/;
const BEYOND = /\b(?:each|per|every|times|twice|half|than|more|fewer|less|percent|rest|instead|not|n't|also|total|altogether|together|in all|average)\b|%|\d\s*\/\s*\d/i;
const PRONOUN = /^(?:he|she|i|you|we|they)$/i;

type Role = 'start' | 'end';

/** A number somebody holds at the start or at the end; null for any other kind of number. */
function roleOf(q: Quantity, previous: Quantity | undefined): Role | null {
  const trail = q.trail.toLowerCase();
  if (/\b(?:each|per|every|more|than|times|of)\b/.test(trail)) return null;
  // "Kelly has 20 nintendo games and 70 sony games": the second holding shares the first one's verb.
  const holds = HOLDING.test(q.lead) || (q.lead.trim() === '' && previous !== undefined && previous.sentence === q.sentence && HOLDING.test(previous.lead));
  if (!holds) return null;
  const around = `${q.clause} ${trail}`;
  const ends = END.test(around) || /\bwill have\b|\bwould have\b/.test(q.lead);
  const starts = START.test(around);
  if (ends && starts) return null;
  // A plain "had" or "has" with no word of time is the start.
  return ends ? 'end' : 'start';
}

const kindOf = (q: Quantity): string => [...q.modifiers, q.unit].join(' ');

/** The way the asked verb moves the holder's amount: +1 gained, -1 lost, 0 unread. */
function direction(verb: string, away: string, money: boolean): number {
  if (GAIN.test(verb) && !away) return 1;
  if (LOSS.test(verb)) return -1;
  if (!money && ITEM_GAIN.test(verb)) return 1;
  if (!money && ITEM_LOSS.test(verb)) return -1;
  return 0;
}

/** The asked holder: the question's name, or the story's one holder for a pronoun or a price. */
function holderOf(who: string | null, owners: readonly string[]): string | null {
  if (who && !PRONOUN.test(who)) return owners.includes(who.toLowerCase()) ? who.toLowerCase() : null;
  return owners.length === 1 ? owners[0]! : null;
}

interface Reading { start: Quantity; end: Quantity; way: number }

/**
 * svamp-shapes: "How much money did Ann make washing cars?" asks of an act: a sentence from the holder's start to the end
 * must tell it ("washed", "cutting"), and not of another owner ("Tom washed cars" when Ann delivered newspapers).
 */
function doneByHolder(rest: string, sentences: readonly string[], others: readonly string[]): boolean {
  const doing = /\b([a-z]{2,}?)(?:e?ing)\b/.exec(rest)?.[1];
  if (!doing) return true;
  const stems = /([a-z])\1$/.test(doing) ? `${doing}|${doing.slice(0, -1)}` : doing;
  const told = new RegExp(String.raw`\b(?:${stems})(?:e|ed|es|s|ing)?\b`, 'i');
  return sentences.some((s) => told.test(s) && !others.some((o) => new RegExp(String.raw`\b${o}\b`, 'i').test(s)));
}

const named = (x: Quantity, sentence: string): boolean => new RegExp(`\\b${x.owner}\\b`).test(x.clause) || sentence.toLowerCase().startsWith(x.owner ?? '-');

/** The asked holder, the way the verb moves the amount, and an end told in the question ("so that she will have 12 left"). */
function asked(story: Story): { who: string; way: number; ends: Quantity[]; rest: string } | null {
  const m = ASKED.exec(story.question.text);
  if (!m?.groups || /\b(?:more|fewer|less|each|per|in all|altogether|total)\b/.test(`${m.groups.what} ${m.groups.rest}`)) return null;
  const way = direction(m.groups.verb!.toLowerCase(), m.groups.away ?? '', story.question.asksMoney);
  const told = story.questionQuantities;
  if (way === 0 || told.length > 1) return null;
  if (told.length === 1 && (!/\bso that \w+ (?:will|would) have\s+$/.test(told[0]!.lead) || !/^\s*[a-z ]*\bleft\b/.test(told[0]!.trail))) return null;
  return { who: m.groups.who!, way, ends: [...told], rest: m.groups.rest ?? '' };
}

/** The start and the end the asked holder holds, of the asked kind; every other number held by somebody else or of another kind. */
function reading(story: Story): Reading | null {
  const question = asked(story);
  if (!question) return null;
  const roles: Array<Role | null> = [];
  story.quantities.forEach((x, i) => {
    const before = story.quantities[i - 1];
    const role = roleOf(x, before);
    // "now Ada has 50 dollars and Ben has 21 dollars": the "now" tells the rest of its sentence too.
    roles.push(role === 'start' && before?.sentence === x.sentence && roles[i - 1] === 'end' && !START.test(x.clause) && !/\bhad\s/.test(x.lead) ? 'end' : role);
  });
  const owners = [...new Set(story.quantities.map((x) => x.owner ?? ''))];
  const holder = holderOf(question.who, owners.filter(Boolean));
  if (roles.some((r) => r === null) || !holder || owners.includes('')) return null;
  // With two people a "she" may be either: each number's clause or sentence must name its holder.
  if (owners.length > 1 && !story.quantities.every((x) => named(x, story.facts[x.sentence] ?? ''))) return null;
  const { modifiers, unit, asksMoney } = story.question;
  const askedKind = modifiers.length > 0 ? [...modifiers, unit].join(' ') : null;
  const fits = (x: Quantity): boolean => (askedKind ? kindOf(x) === askedKind : true) && (!asksMoney || x.unit === 'dollar') && (asksMoney || !unit || x.unit === unit);
  const own = story.quantities.map((x, i) => ({ x, role: roles[i] })).filter(({ x }) => x.owner === holder && fits(x));
  const starts = own.filter(({ role }) => role === 'start').map(({ x }) => x);
  const ends = question.ends.length > 0 ? question.ends.filter(fits) : own.filter(({ role }) => role === 'end').map(({ x }) => x);
  if (question.ends.length > 0 && own.some(({ role }) => role === 'end')) return null;
  if (starts.length !== 1 || ends.length !== 1) return null;
  const [start, end] = [starts[0]!, ends[0]!];
  // svamp-shapes: "How much money did Ann make washing cars?" asks of the act told with the end ("Ann delivered newspapers" is another).
  if (!doneByHolder(question.rest, story.facts.slice(start.sentence, end.sentence + 1), owners.filter((o) => o && o !== holder))) return null;
  return kindOf(start) === kindOf(end) ? { start, end, way: question.way } : null;
}

export function solveStartEndChange(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story || BEYOND.test(story.facts.join(' ')) || story.quantities.some((x) => x.per !== null || x.linked)) return null;
  const found = reading(story);
  if (!found) return null;
  const { start, end, way } = found;
  const [s, e] = [exact.fraction(start.value), exact.fraction(end.value)];
  const value = way > 0 ? e.sub(s) : s.sub(e);
  // Checked a second way: the start moved by the change in the asked direction gives the end back.
  if (value.s < 0n || value.equals(0) || !(way > 0 ? s.add(value) : s.sub(value)).equals(e)) return null;
  const shown = showExact(value, 'decimal');
  const sentence = way > 0 ? `${start.value} + ? = ${end.value}` : `${start.value} - ? = ${end.value}`;
  return {
    kind: 'word-problem',
    steps: [
      { kind: 'restate', problem: story.question.text },
      { kind: 'facts', facts: [describe(start, true), describe(end, true)] },
      { kind: 'number-sentence', sentence, schema: 'change-unknown' },
      { kind: 'check', statement: way > 0 ? `${start.value} + ${shown} = ${end.value}` : `${start.value} - ${shown} = ${end.value}`, holds: true },
    ],
    answer: showAnswer(value, start.unit),
  };
}

import { exact, showExact, type Exact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { singular } from '../story/words.js';
import { showAnswer } from '../story/wording.js';

/**
 * Two measures of one kind and a question for the gap between them that names neither side:
 * "A red rope is 12.5 meters long and a blue rope is 9.75 meters long. What is the difference in
 * their lengths?" (2.75 meters), "… was 41.5 inches, whereas during his previous visit it was 38.5
 * inches. Find the increase in his height." (3 inches).
 * - exactly two numbers in the whole problem, both followed by the same unit ("inches", "kg",
 *   "cups") or both money;
 * - a difference is the larger less the smaller; an increase (growth, gain, rise) or a decrease (drop,
 *   loss, reduction) also needs the earlier of the two, told by "from … to …" or by a word of one
 *   number's own clause only ("previous", "last", "at first" against "now", "this", "current"), and
 *   must go the asked way;
 * - a relation ("3 inches shorter"), a rate, a part, a total, or a change told by a verb ("It grew 5
 *   cm") and it declines: then the two numbers are not two states of one measure.
 * Checked a second way: the smaller plus the gap is the larger.
 */
const NUMBER = /(?<![\w.])(\$)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\d,]*\d)/g;
/** "this one", "the last one" point at a thing, they count nothing. */
const NUMBER_WORD = /(?<!\b(?:this|that|the|last|which|any|no|every|each|new|old) )\bone\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|half|quarter|twice|double|triple|dozens?|pairs?)\b/i;
const BEYOND = /\b(?:than|times|each|every|per|percent(?:age)?s?|average|rate|ratio|total|sum|altogether|combined|in all|together|both|more|less|fewer|left|rest|remaining|of them|another|extra|shorter|taller|longer|heavier|lighter|older|younger|greater|smaller|bigger|higher|lower|cheaper|faster|slower)\b|%|\d\s*\/\s*\d/i;
/** A change told by a verb, unless the story gives both states ("grew from 38.5 to 41.5"). */
const CHANGE_VERB = /\b(?:grew|grow[sn]?|gain(?:ed|s)?|added|adds?|increased?|decreased?|rose|rises|dropped|fell|lost|loses|spent|gave|took|ate|sold|bought|received|got|cut|removed|shrank|went (?:up|down))\b/i;
const FROM_TO = /\bfrom\b(?:[^.?!]|\.(?=\d))*?\d(?:[^.?!]|\.(?=\d))*?\bto\b(?:[^.?!]|\.(?=\d))*?\d/i;
const ASKS = /^(?:what(?:'s| is| was| will be)|find(?: out)?|calculate|determine|compute|work out|how (?:much|big|large) (?:is|was))(?: out)? (?:the |their |his |her |its )?(?:amount of |total )?(difference|increase|increment|growth|rise|gain|decrease|drop|reduction|decline|loss)\b/i;
const UP_WORDS = new Set(['increase', 'increment', 'growth', 'rise', 'gain']);
const DOWN_WORDS = new Set(['decrease', 'drop', 'reduction', 'decline', 'loss']);
/** Words of one number's clause that tell it came first, or second. */
const EARLIER = /\b(?:previous(?:ly)?|last|earlier|before|at first|initially|originally|used to|ago|former(?:ly)?)\b/i;
const LATER = /\b(?:now|current(?:ly)?|this|today|recent(?:ly)?|latest|new|after(?:wards)?|later|present)\b/i;
/** Where one clause ends and the next begins. */
const CLAUSE_END = /[.;!?]\s|,\s*(?:and|but|whereas|while)\s|\s(?:and|whereas|while|but)\s/gi;

interface Told { value: Exact; shown: string; unit: string; at: number }

function unitAfter(text: string, money: boolean): string {
  if (money) return 'dollar';
  const word = /^\s+(?:of\s+)?([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? '';
  return /^(?:and|or|in|on|at|to|for|from|with|by|the|a|is|was|are|were)$/.test(word) ? '' : singular(word);
}

function numbersOf(statement: string): Told[] {
  return [...statement.matchAll(NUMBER)].map((m) => {
    const shown = `${m[2]}${m[3] ?? ''}`.replace(/,/g, '');
    const end = (m.index ?? 0) + m[0].length;
    return { value: exact.fraction(shown), shown, unit: unitAfter(statement.slice(end), m[1] === '$'), at: m.index ?? 0 };
  });
}

/** The clause around a position: from the last clause end before it to the next one after it. */
function clauseAt(statement: string, at: number): string {
  const ends = [...statement.matchAll(CLAUSE_END)].map((m) => ({ from: m.index ?? 0, to: (m.index ?? 0) + m[0].length }));
  const start = Math.max(0, ...ends.filter((e) => e.to <= at).map((e) => e.to));
  const stop = Math.min(statement.length, ...ends.filter((e) => e.from >= at).map((e) => e.from));
  return statement.slice(start, stop);
}

/** Which of the two came first, or null when the story does not say. */
function earlierOf(statement: string, first: Told, second: Told): Told | null {
  const span = statement.slice(first.at, second.at);
  if (/\bfrom\b/i.test(statement.slice(Math.max(0, first.at - 40), first.at)) && /\bto\b/i.test(span)) return first;
  const said = [first, second].map((told) => {
    const clause = clauseAt(statement, told.at);
    return { told, earlier: EARLIER.test(clause), later: LATER.test(clause) };
  });
  const earlier = said.filter((s) => s.earlier && !s.later);
  const later = said.filter((s) => s.later && !s.earlier);
  if (earlier.length === 1 && later.length <= 1 && later[0]?.told !== earlier[0]?.told) return earlier[0]!.told;
  if (later.length === 1 && earlier.length === 0) return said.find((s) => s !== later[0])!.told;
  return null;
}

export function solveGapOfTwo(statement: string): Solved | null {
  const text = statement.trim().replace(/\s+/g, ' ');
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z])/);
  const question = sentences[sentences.length - 1] ?? '';
  const asked = ASKS.exec(question);
  if (!asked || sentences.length < 2 && !/\d/.test(question)) return null;
  const facts = sentences.slice(0, -1).join(' ');
  if (BEYOND.test(text) || NUMBER_WORD.test(text) || (CHANGE_VERB.test(facts) && !FROM_TO.test(facts))) return null;
  const told = numbersOf(text);
  if (told.length !== 2) return null;
  const [first, second] = told as [Told, Told];
  if (!first.unit || first.unit !== second.unit || first.value.equals(second.value)) return null;
  const [big, small] = first.value.compare(second.value) > 0 ? [first, second] : [second, first];
  const word = asked[1]!.toLowerCase();
  if (word !== 'difference') {
    const earlier = earlierOf(text, first, second);
    if (!earlier) return null;
    const rising = earlier === small;
    if ((UP_WORDS.has(word) && !rising) || (DOWN_WORDS.has(word) && rising)) return null;
  }
  const gap = big.value.sub(small.value);
  // Checked a second way: the smaller plus the gap is the larger.
  if (!small.value.add(gap).equals(big.value)) return null;
  const answer = showAnswer(gap, big.unit);
  const [bigShown, smallShown] = [showAnswer(big.value, big.unit), showAnswer(small.value, small.unit)];
  return {
    kind: 'word-problem',
    answer,
    steps: [
      { kind: 'restate', problem: question },
      { kind: 'facts', facts: [bigShown, smallShown] },
      { kind: 'number-sentence', sentence: `${big.shown} - ${small.shown} = ?`, schema: word === 'difference' ? 'compare' : 'change-unknown' },
      { kind: 'check', statement: `${small.shown} + ${showExact(gap, 'decimal')} = ${big.shown}`, holds: true },
    ],
  };
}

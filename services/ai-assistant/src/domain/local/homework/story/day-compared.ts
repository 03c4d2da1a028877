import { exact, showExact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { describe, showAnswer } from './wording.js';

/**
 * One amount told on a day and the next day's told through it, that day's amount asked: "Monday saw a rainfall
 * of 0.9 inches. The next day, it rained 0.7 inches less than previously. What was the total rainfall on
 * Tuesday?", "… and the rainfall on Tuesday was 0.7 inches less than that.", "The following day received 0.7
 * inches less rain." The first amount is told on a weekday; the second on another weekday or "the next / the
 * following day" (the day after), as "N less / fewer / lower" (or "N more … than" with its "than", since
 * "read 5 more pages on Tuesday" may be an addition), compared with that day ("than that", "than previously",
 * "than on Monday" or nothing). The question names the second day only. A change, rate, part or total in the
 * facts, or any third number, declines.
 */
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const DAY = new RegExp(`\\b(${DAYS.join('|')})\\b`, 'gi');
const NEXT_DAY = /\b(?:the )?(?:next|following|second) day\b|\bthe day after\b/i;
const DOWN = 'less|fewer|lower|smaller|shorter|lighter';
const UP = 'more|higher|greater|larger|longer|heavier';
/** "0.7 inches less than that": the size, the way, and what it is compared with (nothing, "that", "previously", "on Monday"). */
const RELATION = new RegExp(`^\\s*(?:[a-z]+\\s+)?(?:of\\s+[a-z]+\\s+)?(${DOWN}|${UP})\\b(?:\\s+(?!than\\b)[a-z]+)?(?:\\s+than\\s+(that|previously|before|the previous day|the day before|(?:on\\s+)?([a-z]+)))?`, 'i');
const BEYOND = /\b(?:times|twice|half|each|per|every|total|sum|altogether|together|combined|in all|left|rest|remaining|some|another|extra|additional|average|gave|sold|paid|spent|bought|lost|took|received|got|added|removed|increased?|decreased?|dropped|rose)\b|%|\d\s*\/\s*\d/i;
/** "The following day received 0.7 inches less rain": the day gets the amount, nobody is given anything. */
const DAY_GOT = /\bday (?:received|got|saw|had)\b/gi;
const QUESTION_BEYOND = /\b(?:in total|altogether|in all|together|combined|both|sum|difference|more|less|fewer)\b/i;

function daysIn(text: string): string[] {
  return [...new Set([...text.matchAll(DAY)].map((m) => m[1]!.toLowerCase()))];
}

/** The weekday a number is told on (its sentence's when it is the sentence's one number, else its clause's), or the day after `first` for "the next day". */
function dayOf(story: Story, q: Quantity, first: string | null): string | null {
  const alone = story.quantities.filter((o) => o.sentence === q.sentence).length === 1;
  // "than on Monday" names the day compared with, not the day told.
  const text = (alone ? story.facts[q.sentence] ?? q.clause : q.clause).replace(/\bthan\b[^.,;!?]*/i, '');
  const days = daysIn(text);
  if (days.length === 1 && !NEXT_DAY.test(text)) return days[0]!;
  if (days.length === 0 && first && NEXT_DAY.test(text)) return DAYS[(DAYS.indexOf(first) + 1) % 7]!;
  return null;
}

export function solveDayCompared(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story || story.quantities.length !== 2 || story.questionQuantities.length > 0 || BEYOND.test(story.facts.join(' ').replace(DAY_GOT, ''))) return null;
  const related = story.quantities.map((q) => RELATION.exec(q.trail.replace(/^\s*\S+/, (w) => (q.unit ? w : ''))));
  const at = related.findIndex(Boolean);
  if (at < 0 || related.filter(Boolean).length !== 1) return null;
  const relation = related[at]!;
  const [base, other] = at === 1 ? [story.quantities[0]!, story.quantities[1]!] : [story.quantities[1]!, story.quantities[0]!];
  const first = dayOf(story, base, null);
  const second = first ? dayOf(story, other, first) : null;
  if (!first || !second || first === second || (other.unit && other.unit !== base.unit)) return null;
  const up = new RegExp(`^(?:${UP})$`, 'i').test(relation[1]!);
  // "read 5 more pages on Tuesday" may be pages added; only "than …" makes it a comparison.
  const against = relation[3]?.toLowerCase() ?? relation[2]?.toLowerCase();
  if ((up && !relation[2]) || (against && relation[3] && against !== first)) return null;
  // The question asks the second day's amount, and nothing of the first day or of both.
  const asked = story.question.text;
  const askedDays = daysIn(asked);
  const namesSecond = askedDays.length === 1 ? askedDays[0] === second : askedDays.length === 0 && NEXT_DAY.test(asked);
  if (!namesSecond || QUESTION_BEYOND.test(asked)) return null;
  const size = exact.fraction(other.value);
  const value = up ? exact.fraction(base.value).add(size) : exact.fraction(base.value).sub(size);
  if (value.compare(0) <= 0) return null;
  const sentence = `${base.value} ${up ? '+' : '-'} ${other.value} = ?`;
  const answer = showExact(value, 'decimal');
  return {
    kind: 'word-problem',
    answer: showAnswer(value, base.unit),
    steps: [
      { kind: 'restate', problem: asked },
      { kind: 'facts', facts: [`${describe(base)} on ${first}`, `${other.value}${base.unit ? ` ${base.unit}` : ''} ${relation[1]} on ${second}`] },
      { kind: 'number-sentence', sentence, schema: 'compare' },
      { kind: 'check', statement: `${answer} ${up ? '-' : '+'} ${other.value} = ${base.value}`, holds: true },
    ],
  };
}

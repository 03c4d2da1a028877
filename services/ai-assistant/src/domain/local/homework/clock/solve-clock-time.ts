import type { SolutionStep, Solved } from '../steps.js';
import { questionRole, readDurations, readTimes, withoutSpans, type ClockTime, type Duration } from './read-clock.js';
import { DAY, DIAL, showLength, showTime, toldAs } from './clock-wording.js';

/**
 * Elapsed time on a clock: "A train leaves at 3:15 pm and arrives 2 hours 50 minutes later. What
 * time does it arrive?" (6:05 pm), "The movie starts at 7:15 pm and lasts 2 hours 10 minutes. When
 * does it end?", "The class runs from 9:40 am to 11:15 am. How long is it?" (1 hour 35 minutes).
 * Worked as a student would (whole hours first, then minutes) and checked by going back the other
 * way. Any other number, a second length of time, or a day boundary declines.
 */
const ASKS_TIME = /\b(?:what time|at what time|when)\b/i;
const ASKS_LENGTH = /\bhow (?:long|much time)\b|\bhow many (?:hours|minutes)\b/i;
const NUMBER_WORD = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|half|quarter|twice|double)\b/i;
/** Words that repeat a time or a length ("every day", "twice a week", "each episode"): more than one clock sum. */
const REPEATED = /\b(?:every|each|daily|weekly|monthly|weekdays?|weekends?|per|times|a day|a week|episodes?|days|weeks)\b/i;
/** "in the ratio 5:12:13": numbers with colons that are no time of day. */
const RATIO = /\bratios?\b|\d:\d+:\d/i;
/** A length of time the story does not give ("paused it for a while", "a short break", "was late"). */
const UNTOLD = /\bhad (?:gone|been|left|started|begun|woken|arrived|finished|got)\b|\b(?:a while|some time|a bit|break|paused?|delay(?:ed)?|late|early|wait(?:ed|s)?|rest(?:ed)?|nap)\b/i;

/** Whole hours, then the minutes: "3:15 pm plus 2 hours is 5:15 pm", "5:15 pm plus 50 minutes is 6:05 pm". */
function countOn(from: number, by: number, sign: 1 | -1, like: ClockTime): { steps: SolutionStep[]; reached: number } {
  const parts = [Math.floor(by / 60) * 60, by % 60].filter((p) => p > 0);
  let at = from;
  const steps: SolutionStep[] = parts.map((part, i) => {
    const next = at + sign * part;
    const step: SolutionStep = { kind: 'operation', operator: sign > 0 ? '+' : '-', left: showTime(at, like), right: showLength(part), result: showTime(next, like), after: showTime(next, like), why: parts.length === 1 ? 'only' : i === 0 ? 'clock-hours' : 'clock-minutes' };
    at = next;
    return step;
  });
  return { steps, reached: at };
}

/** The time one length of time after (or before) the one time of day the story gives. */
function timeAfter(question: string, time: ClockTime, length: Duration): { answer: number; sign: 1 | -1 } | null {
  const asked = questionRole(question);
  if (asked.role !== null && asked.role === time.role && asked.family === time.family) return null;
  if (length.direction) return { answer: time.minutes + (length.direction === 'later' ? length.minutes : -length.minutes), sign: length.direction === 'later' ? 1 : -1 };
  // "starts at 7:15 pm and lasts …; when does it end?": the start and end of one trip or one activity.
  // "arrived at 3:00 pm and stayed 2 hours": a stay between two trips is neither trip's length.
  if (!length.lasting || time.role === null || asked.role === null || asked.family !== time.family) return null;
  const sign = time.role === 'start' ? 1 : -1;
  return { answer: time.minutes + sign * length.minutes, sign };
}

function solveTimeAsked(statement: string, question: string, time: ClockTime, length: Duration): Solved | null {
  const found = timeAfter(question, time, length);
  if (!found || (time.meridiem !== null && (found.answer < 0 || found.answer >= DAY))) return null;
  const worked = countOn(time.minutes, length.minutes, found.sign, time);
  // The check goes back the other way from the answer and must land on the story's time.
  const back = countOn(found.answer, length.minutes, found.sign > 0 ? -1 : 1, time).reached;
  if (showTime(worked.reached, time) !== showTime(found.answer, time) || showTime(back, time) !== showTime(time.minutes, time)) return null;
  const [start, length_, answer] = [showTime(time.minutes, time), showLength(length.minutes), showTime(found.answer, time)];
  return {
    kind: 'word-problem',
    answer,
    steps: [
      { kind: 'restate', problem: question },
      { kind: 'facts', facts: [...new Set([toldAs(statement, time.span), toldAs(statement, length.span)])] },
      { kind: 'number-sentence', sentence: `${start} ${found.sign > 0 ? '+' : '-'} ${length_} = ?`, schema: 'elapsed-time' },
      ...worked.steps,
      { kind: 'check', statement: `${answer} ${found.sign > 0 ? '-' : '+'} ${length_} = ${start}`, holds: true },
    ],
  };
}

/**
 * The minutes from the start to the end: the one the story starts something at ("opens at") first,
 * else the order told. An end before its start crosses midnight or reads the story backwards: declined.
 */
function between(first: ClockTime, second: ClockTime): { from: ClockTime; to: ClockTime; minutes: number } | null {
  const swapped = first.role === 'end' || second.role === 'start';
  if (swapped && (first.role === 'start' || second.role === 'end')) return null;
  const [from, to] = swapped ? [second, first] : [first, second];
  // Told without a start or an end word, the order of the telling is not enough ("She had gone to bed at 9:30 pm").
  if (from.role !== 'start' && to.role !== 'end') return null;
  if (from.meridiem && to.meridiem) return to.minutes > from.minutes ? { from, to, minutes: to.minutes - from.minutes } : null;
  // On a 12-hour dial the story must say which is the start and which the end.
  if (from.meridiem || to.meridiem || from.role !== 'start' || to.role !== 'end') return null;
  return { from, to, minutes: (((to.minutes - from.minutes) % DIAL) + DIAL) % DIAL };
}

/** "How many minutes": the length in the unit asked; a number of hours only when it is whole or a half. */
function lengthAnswer(question: string, minutes: number): string | null {
  if (/\bhow many minutes\b/i.test(question)) return `${minutes} minutes`;
  if (/\bhow many hours\b/i.test(question)) return minutes % 30 === 0 ? `${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'}` : null;
  return showLength(minutes);
}

function solveLengthAsked(statement: string, question: string, first: ClockTime, second: ClockTime): Solved | null {
  const span = between(first, second);
  if (!span || span.minutes === 0) return null;
  const answer = lengthAnswer(question, span.minutes);
  if (!answer) return null;
  const [from, to] = [showTime(span.from.minutes, span.from), showTime(span.to.minutes, span.to)];
  const worked = countOn(span.from.minutes, span.minutes, 1, span.from);
  if (showTime(worked.reached, span.from) !== to) return null;
  return {
    kind: 'word-problem',
    answer,
    steps: [
      { kind: 'restate', problem: question },
      // A time the question names ("until noon") is in the question, restated above.
      { kind: 'facts', facts: [...new Set([first, second].filter((t) => t.span[0] < statement.length - question.length).map((t) => toldAs(statement, t.span)))] },
      { kind: 'number-sentence', sentence: `${to} - ${from} = ?`, schema: 'elapsed-time' },
      ...worked.steps,
      { kind: 'check', statement: `${from} + ${showLength(span.minutes)} = ${to}`, holds: true },
    ],
  };
}

/** A clock-time problem solved and checked, or null when the story is anything else. */
export function solveClockTime(statement: string): Solved | null {
  const sentences = statement.trim().split(/(?<=[.!?])\s+/);
  const question = sentences.pop() ?? '';
  if (!question.endsWith('?') || sentences.length === 0) return null;
  const story = sentences.join(' ');
  const [times, lengths] = [readTimes(statement), readDurations(statement)];
  // Every number of the problem is one of its times or lengths: nothing else to add or leave out.
  if (NUMBER_WORD.test(withoutSpans(statement, [...times, ...lengths].map((t) => t.span))) || REPEATED.test(statement) || UNTOLD.test(statement) || RATIO.test(statement)) return null;
  if (readDurations(question).length > 0 || !/\S/.test(story)) return null;
  if (ASKS_TIME.test(question) && !ASKS_LENGTH.test(question) && times.length === 1 && lengths.length === 1 && readTimes(question).length === 0) return solveTimeAsked(statement, question, times[0]!, lengths[0]!);
  // "It is 10:30 am. How long until noon?": a length may be asked up to a time the question names.
  if (ASKS_LENGTH.test(question) && times.length === 2 && lengths.length === 0) return solveLengthAsked(statement, question, times[0]!, times[1]!);
  return null;
}

import { exact, showExact } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { readStory, type Quantity } from './read-story.js';
import { differenceSteps, sharedUnit } from './difference-asked.js';
import { comparedMeasures, sameThing } from './measure-compared.js';
import { showAnswer } from './wording.js';

/**
 * The difference of two told measures asked without naming a side: "One worm was 0.8 inches long, and the
 * other worm was just 0.1 inches long. Find the difference in the length of the two worms.", "Erik ate 0.67
 * of a pie while Frank ate 0.33 of a pie. What is the difference in the amount of pie they ate?" — the larger
 * less the smaller. The story must tell just the two measures of one thing (measure-compared.ts: the counts of
 * the things measured left out, no change, transfer, relation, rate, part or total); a question that names
 * its sides ("between A and B") is difference-asked.ts's, and one that asks a way ("increase") gap-of-two's.
 */
/** "the weight difference": a measure may name the difference; "the percentage difference" is no difference of the numbers. */
const MEASURE = '(?:weight|height|length|age|size|distance|depth|width|price|cost|time|temperature|score|amount) ';
const ASKED = new RegExp(`^what(?:'s| is| was) the (?:${MEASURE})?(?:difference|disparity)\\b(?!.*\\b(?:and|percent|percentage|ratio|relative)\\b)(.*)$`, 'i');
/** "Find the difference …" is asked "What is the difference …?" (the story reader reads questions from "how" or "what"). */
const TOLD_TO_FIND = new RegExp(`(^|[.!?]\\s+)(?:please )?(?:find|calculate|determine|compute|work out|figure out) the ((?:${MEASURE})?(?:difference|disparity))\\b([^.?!]*)[.?!]?\\s*$`, 'i');
/** "0.67 of a pie" and a bare "0.33" after it are parts of one thing the question names. */
const OF_THING = /^\s*of (?:a|an|the) ([a-z]+)\b/;

function sameMeasure(asked: string, a: Quantity, b: Quantity): boolean {
  const thing = OF_THING.exec(a.trail)?.[1];
  if (a.unit || b.unit || !thing || !new RegExp(`\\b${thing}s?\\b`, 'i').test(asked)) return false;
  const other = OF_THING.exec(b.trail)?.[1];
  return other === thing || (other === undefined && !/^\s*[a-z]/.test(b.trail));
}

export function solveMeasureGap(statement: string): Solved | null {
  const story = readStory(statement.trim().replace(TOLD_TO_FIND, (_all, start: string, word: string, rest: string) => `${start}What is the ${word}${rest}?`));
  const asked = story ? ASKED.exec(story.question.text.trim()) : null;
  const measures = story && asked ? comparedMeasures(story) : null;
  const all = measures?.asked ? [...measures.all, measures.asked] : measures?.all;
  if (!story || !asked || all?.length !== 2) return null;
  const [a, b] = all as [Quantity, Quantity];
  if (!sameThing(story, a, b) && !sameMeasure(asked[1] ?? '', a, b)) return null;
  const [larger, smaller] = a.value >= b.value ? [a, b] : [b, a];
  if (larger.value === smaller.value) return null;
  const value = exact.fraction(larger.value).sub(exact.fraction(smaller.value));
  // Checked a second way: the difference added back to the smaller gives the larger.
  if (!value.add(exact.fraction(smaller.value)).equals(exact.fraction(larger.value))) return null;
  const answer = showExact(value, 'decimal');
  return { kind: 'word-problem', steps: differenceSteps(story, larger, smaller, answer), answer: showAnswer(value, sharedUnit(larger, smaller)) };
}

import type { Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { solutionParts } from '../story-trust/solution-parts.js';
import { singular } from '../story/words.js';

const ORDINAL = '(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)';

/** Each "<ordinal> <noun>" of a text, as "fourth jar". */
const placesIn = (text: string): string[] =>
  [...text.matchAll(new RegExp(`\\b${ORDINAL}\\s+(?:[a-z]+\\s+)?([a-z]+)\\b`, 'gi'))].map((m) => `${m[1]!.toLowerCase()} ${singular(m[2]!)}`);

/**
 * asdiv-more: "2 coins in the first jar, 4 in the second jar and 8 in the third jar. How many coins
 * will he put in the fourth jar?": the question asks about one place the story never tells while it
 * tells other places of the same kind; adding or multiplying the told places' amounts answers
 * something else. Only a reading that continues the told amounts (a pattern) may answer.
 */
export function askedPlaceUntold(statement: string, solved: Solved): string | null {
  const split = splitQuestion(statement);
  if (!split || !/[-+×÷*/−]/.test(solutionParts(solved).sentence)) return null;
  const [told, asked] = [placesIn(split.facts), placesIn(split.question)];
  const untold = asked.find((place) => !told.includes(place) && told.some((t) => t.split(' ')[1] === place.split(' ')[1]));
  return untold ? `the question asks about the ${untold}, a place the story never tells` : null;
}

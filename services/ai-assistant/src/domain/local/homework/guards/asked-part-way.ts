import type { Solved } from '../steps.js';
import { solutionParts } from '../story-trust/solution-parts.js';
import { tidyText } from '../story/words.js';

/**
 * mawps-asdiv: "She ate 25 pieces the first night and then her sister gave her 40 more. How many did she
 * have after the first night?" asks part way through the story: a reading that uses a number told after
 * the asked point ("40 more", later) answers the end instead. The asked point is a period the story names
 * ("the first night", "Monday"); any number of a later sentence or clause than that period's is past it.
 */
const ASKED_POINT = /\b(?:after|by the end of|at the end of) (the (?:first|second|third|next) [a-z]+|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i;

export function askedPartWay(statement: string, solved: Solved): string | null {
  const text = tidyText(statement);
  const at = text.search(/[^.?!]*\?\s*$/);
  if (at <= 0) return null;
  const point = ASKED_POINT.exec(text.slice(at))?.[1]?.toLowerCase();
  if (!point) return null;
  const facts = text.slice(0, at).toLowerCase();
  const told = facts.indexOf(point);
  if (told < 0) return null;
  // The clause that names the point ends at its sentence's end, or at a "then" / "and then" after it.
  const rest = facts.slice(told);
  const end = told + (/[.!;]|\b(?:and )?then\b|, (?:but|and) /.exec(rest)?.index ?? rest.length);
  const later = [...facts.slice(end).matchAll(/(?<![\w.])\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
  const { numbers } = solutionParts(solved);
  return numbers.some((n) => later.includes(n)) ? `the question asks part way, after ${point}` : null;
}

import type { Quantity, Story } from './read-story.js';
import { singular } from './words.js';
import type { Candidate } from './schemas.js';

/** "the bananas are organized into 7 groups" → what is divided (banana) and into how many (7). */
function divided(q: Quantity, story: Story): string | null {
  const noun = /\b(?:the )?([a-z]+) (?:are|were|is|was) (?:[a-z]+ )?(?:organized|divided|split|sorted|arranged|put|placed|shared) (?:equally )?into\s*$/.exec(q.lead)?.[1];
  // "the skittles and erasers are organized": two kinds together, not the one named last.
  const sentence = (story.facts[q.sentence] ?? '').toLowerCase();
  const before = new RegExp(`\\b([a-z]+) and ${noun} (?:are|were|is|was) (?:[a-z]+ )?[a-z]+ (?:equally )?into ${q.written}\\b`).exec(sentence)?.[1];
  if (!noun || (before && singular(before) !== q.unit)) return null;
  return singular(noun);
}

/**
 * Group size among other facts: "203 bananas and 63 oranges … the bananas are organized into 7 groups
 * and oranges into 95 groups. How big is each group of bananas?" → 203 ÷ 7. The question names the
 * things (or only one kind is divided); the other numbers are left aside on purpose.
 */
export function groupSize(story: Story): Candidate | null {
  const asked = /\bhow (?:big|large) (?:is|are|will be|would be) each ([a-z]+)(?: of ([a-z]+))?/.exec(story.question.text.toLowerCase());
  if (!asked?.[1] || story.questionQuantities.length > 0) return null;
  const group = singular(asked[1]);
  const divisions = story.quantities.filter((x) => x.unit === group && divided(x, story) !== null);
  const thing = asked[2] ? singular(asked[2]) : divisions.length === 1 ? divided(divisions[0] as Quantity, story) : null;
  const chosen = divisions.filter((x) => divided(x, story) === thing);
  const totals = story.quantities.filter((x) => x.unit === thing && x.per === null && !divisions.includes(x));
  const [division, total] = [chosen[0], totals[0]];
  // Things counted one by one are shared out whole: a remainder means this reading is not the story.
  if (!thing || chosen.length !== 1 || totals.length !== 1 || !division || !total || total.value % division.value !== 0) return null;
  return { schema: 'sharing', expression: `${total.value} / ${division.value}`, used: [total, division], unit: thing, selective: true };
}

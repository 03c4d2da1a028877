import { exact, type Exact } from '../math-engine.js';
import type { Quantity, Story } from './read-story.js';
import type { Candidate } from './schemas.js';

/**
 * A whole and several parts already there: "Max needs 65 plates. He has 22 green plates and 24 blue
 * plates. How many more plates does he need?" → 65 − (22 + 24). The whole is what is needed or
 * wanted; every other number counts the same things (of any colour or kind) and is already there.
 */
const WHOLE = /\b(?:needs?|needed|wants?|wanted|aims? to|hopes? to|goal|requires?|required|calls for|a total of|has room for|can hold|holds?|goal of|goal is|plans? to (?:have|get|make|collect|sell|read)|has to|have to|must)\b/;
const PART = /\b(?:already|so far|has|have|had|got|gets|bought|buys|made|makes|collected|collects|picked|picks|sold|sells|read|reads|finished|finishes|put in|owns?|baked|bakes|found|finds|walked|walks|drove|drives|painted|paints|wrote|writes|saved|saves|are|is|were)\b/;
const ASKED = /\bhow many (?:more )?(?:[a-z]+ ){0,3}?(?:does|do|did|will|would|should|must) [a-z]+ (?:still )?(?:need|have to|has to|want|must)\b|\bhow many more\b|\bhow many (?:[a-z]+ ){0,3}?(?:are|is) (?:still )?(?:needed|left to|missing)\b/;
const OTHER = /\b(?:each|every|per|times|twice|half|than|percent|left over|gave|give|lost|ate|used|spent|sold out|broke|except|but|each other)\b|%/;

/** The words since the previous number, or the verb of the number this one continues ("22 green and 24 blue"). */
function verbLead(story: Story, q: Quantity): string {
  const i = story.quantities.indexOf(q);
  const previous = story.quantities[i - 1];
  return /[a-z]{3,}/.test(q.lead.replace(/\band\b/g, '')) || !previous || previous.sentence !== q.sentence ? q.lead : verbLead(story, previous);
}

export function missingParts(story: Story): Candidate | null {
  const q = story.question.text.toLowerCase();
  if (!ASKED.test(q) || story.questionQuantities.length > 0 || story.facts.some((f) => OTHER.test(f.toLowerCase())) || /\bthan\b/.test(q)) return null;
  const all = story.quantities;
  const unit = story.question.unit ?? all[0]?.unit ?? '';
  if (all.length < 3 || all.some((x) => x.unit !== unit || x.per !== null)) return null;
  const wholes = all.filter((x) => WHOLE.test(verbLead(story, x)));
  if (wholes.length !== 1) return null;
  const whole = wholes[0] as Quantity;
  const parts = all.filter((x) => x !== whole);
  if (parts.some((x) => !PART.test(verbLead(story, x)))) return null;
  return { schema: 'missing-parts', expression: `${whole.value} - (${parts.map((x) => x.value).join(' + ')})`, used: [whole, ...parts], unit };
}

/** The second check: the answer and the parts already there add up to the whole, exactly. */
export function missingPartsHold(candidate: Candidate, answer: Exact): boolean {
  const [whole, ...parts] = candidate.used;
  if (!whole || parts.length === 0) return false;
  return parts.reduce((sum, x) => sum.add(exact.fraction(x.value)), answer).equals(exact.fraction(whole.value));
}

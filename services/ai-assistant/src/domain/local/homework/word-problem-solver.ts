import { solveArithmetic } from './arithmetic-solver.js';
import { exact, showExact, type Exact } from './math-engine.js';
import type { SolutionStep, Solved } from './steps.js';
import { equalGroups, grouping, sharing } from './story/groups.js';
import { readStory, type Quantity, type Story } from './story/read-story.js';
import { singular } from './story/words.js';
import { describe, showAnswer } from './story/wording.js';
import { missingPart, relation } from './story/parts.js';
import { pricedItems } from './story/priced-items.js';
import { changeUnknown } from './story/change-unknown.js';
import { compareDescribed } from './story/compare-described.js';
import { partsThenGroups, partsThenShare } from './story/parts-then-groups.js';
import { averageSpeed, rectangleArea } from './story/measures.js';
import { groupSize } from './story/group-size.js';
import { sumDescribed } from './story/sum-described.js';
import { restThenGroups, restThenShareAmong } from './story/two-step.js';
import { additive, compare, type Candidate } from './story/schemas.js';
import { haver, mainClause } from './story/question-scope.js';
import { tag } from '../text/nlp.js';
import { answerMatchesExpression } from './verify-answer.js';
import { readingDeclined } from './story/candidate-guards.js';
import { moneyLeft } from './story/money-left.js';
import { proportion } from './story/proportion.js';
import { missingParts } from './story/missing-parts.js';
import { compareProducts } from './story/compare-products.js';
import { inverseHolds } from './schema-inverse.js';
import { otherThing } from './story/left-out.js';
import { alternatives, joinsThem, sameKindOf } from './story/narrowing-words.js';

const SCHEMAS: Array<(story: Story) => Candidate | null> = [additive, compare, equalGroups, grouping, sharing, missingPart, restThenGroups, pricedItems, changeUnknown, compareDescribed, partsThenGroups, partsThenShare, rectangleArea, averageSpeed, groupSize, restThenShareAmong, sumDescribed, moneyLeft, proportion, missingParts, compareProducts];
/** A fact that describes one amount through another: only the relation schema reads it. */
const RELATIONAL = /\btimes as (?:many|much)\b|\b(?:more|fewer|less)\b[^.?]*\bth(?:an|en|at)\b/i;
/** Things counted one by one: "how many" of these must be a whole number. */
const MEASURES = /^(?:dollar|cent|mile|kilometer|meter|centimeter|foot|feet|inch|yard|pound|ounce|gram|kilogram|ton|gallon|liter|cup|hour|minute|second|day|week|month|year|degree|percent|quart|pint|teaspoon|tablespoon)$/;

/** A reading is shown only if it is plausible for the question and checks out a second way. */
function acceptable(story: Story, candidate: Candidate, answer: Exact): boolean {
  if (answer.s < 0n || answer.equals(0)) return false;
  const countsThings = story.question.asksHowMany || /\bhow (?:big|large) (?:is|are) each\b/i.test(story.question.text);
  if (countsThings && !MEASURES.test(candidate.unit) && answer.d !== 1n) return false;
  return inverseHolds(candidate, answer) && answerMatchesExpression(showExact(answer, 'decimal').split(' ')[0] ?? '', candidate.expression, {});
}

function steps(story: Story, candidate: Candidate, arithmetic: Solved): SolutionStep[] {
  return [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: candidate.used.map((q) => describe(q, candidate.selective === true || candidate.schema === 'area')) },
    { kind: 'number-sentence', sentence: `${arithmetic.steps[0]?.kind === 'restate' ? arithmetic.steps[0].problem : candidate.expression} = ?`, schema: candidate.schema },
    ...arithmetic.steps.slice(1),
  ];
}

/** Words that change how numbers combine (parts, multiples, percentages): beyond these schemas. */
const BEYOND = /\b(?:half|halves|twice|double|doubled|triple|tripled|thrice|(?:a|one|three)\s+quarters?|quarters?\s+of|times more|(?:a|one|two|three)\s+(?:third|fourth|fifth)s?|percent|discount|average(?! speed)|each other|fraction|ratio|per cent)\b|%/i;
const NOT_LEFT_OUT = /^(?:dollar|cent|mile|kilometer|meter|centimeter|foot|inch|yard|pound|ounce|gram|kilogram|ton|gallon|liter|cup|hour|minute|second|day|week|month|year)$/;

const LIGHT_VERBS = new Set(['be', 'have', 'do', 'get', 'make', 'will', 'would', 'can', 'could', 'many', 'much', 'total', 'all']);

/**
 * A word of the question that only some of the used numbers share narrows what is counted: "went
 * rowing in all", "play tag with altogether", "do her friends have".
 */
function questionNarrows(story: Story, candidate: Candidate): boolean {
  const owner = haver(story.question.text);
  const words = tag(mainClause(story.question.text))
    .filter((t) => ['VERB', 'NOUN'].includes(t.pos) && !LIGHT_VERBS.has(t.lemma) && t.text.length > 2 && singular(t.text) !== candidate.unit && t.text.toLowerCase() !== owner && !sameKindOf(story, candidate, t.text))
    .map((t) => t.lemma);
  const facts = candidate.used.filter((q) => !story.questionQuantities.includes(q));
  const lemmas = facts.map((q) => tag(q.clause));
  const asked = tag(story.question.text);
  return words.some((word) => {
    // "went rowing and hiking in all": either act is counted, when the question asks for everything.
    const either = /\b(?:in all|altogether|in total|total)\b/i.test(story.question.text) ? alternatives(asked, word) : new Set([word]);
    const lacking = lemmas.filter((tokens) => !tokens.some((t) => either.has(t.lemma)) && !joinsThem(tokens));
    // A clause without the word that has no verb of its own continues the one before ("… and 324 in the afternoon").
    return lacking.length > 0 && lacking.length < lemmas.length && lacking.some((tokens) => tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX'));
  });
}

const MULTIPLYING = new Set(['equal-groups', 'rate', 'sharing', 'rest-then-groups', 'rest-then-share', 'priced-items', 'parts-then-groups', 'parts-then-rate', 'parts-then-share', 'area', 'speed', 'money-left', 'proportion', 'missing-parts', 'compare-products']);

/** Every number is used, or plainly about something else (SVAMP-style extra facts); none is ignored silently. */
function everyNumberAccounted(story: Story, candidate: Candidate): boolean {
  if (story.questionQuantities.some((q) => !candidate.used.includes(q))) return false;
  if (candidate.selective) return true;
  if (MULTIPLYING.has(candidate.schema)) return story.quantities.every((q) => candidate.used.includes(q) || otherThing(story, candidate, q));
  // Only a plain total can be narrowed by the question ("went rowing in all"); a change keeps its one subject.
  if (candidate.schema === 'combine' && questionNarrows(story, candidate)) return false;
  const usedUnits = new Set(candidate.used.flatMap((q) => [q.unit, q.per ?? '']));
  const otherKind = (q: Quantity): boolean => q.unit === candidate.unit && (
    (story.question.modifiers.length > 0 && q.modifiers.length > 0 && !story.question.modifiers.every((m) => q.modifiers.includes(m)))
    || (story.question.of !== null && q.of !== null && q.of !== story.question.of));
  // An extra number may be left out only if it plainly counts some other thing (a noun).
  const countsAThing = (q: Quantity): boolean => tag(`the ${q.unit}`)[1]?.pos === 'NOUN';
  const mentionsAnswer = (q: Quantity): boolean => q.modifiers.some((m) => singular(m) === candidate.unit) || q.of === candidate.unit;
  return story.quantities.every((q) => candidate.used.includes(q) || otherKind(q) || (q.unit !== '' && countsAThing(q) && !q.linked && !mentionsAnswer(q) && q.per === null && !usedUnits.has(q.unit) && !NOT_LEFT_OUT.test(q.unit) && q.unit !== candidate.unit));
}

/** Elementary word problems read into one schema, solved, and checked; null when unsure. */
export function solveWordProblem(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story || story.quantities.some((q) => Number.isNaN(q.value)) || BEYOND.test(statement)) return null;
  const facts = story.facts.join(' ');
  const schemas = RELATIONAL.test(facts) ? [relation] : SCHEMAS;
  const candidates = schemas.map((schema) => schema(story)).filter((c): c is Candidate => c !== null && everyNumberAccounted(story, c) && !readingDeclined(story, c));
  const arithmetic = candidates.map((c) => solveArithmetic(c.expression));
  const values = arithmetic.map((a) => (a ? exact.fraction(a.answer.split(' ')[0] ?? 'x') : null));
  const first = candidates[0];
  const [solved, value] = [arithmetic[0], values[0]];
  if (!first || !solved || !value || values.some((v) => !v || !v.equals(value))) return null;
  if (!acceptable(story, first, value)) return null;
  return { kind: 'word-problem', steps: steps(story, first, solved), answer: showAnswer(value, first.unit) };
}

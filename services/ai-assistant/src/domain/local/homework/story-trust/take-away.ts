import { exact } from '../math-engine.js';
import type { SolutionStep, Solved, StorySchema } from '../steps.js';
import { readStory, type Quantity, type Story } from '../story/read-story.js';
import { describe, showAnswer } from '../story/wording.js';
import { askedHaver } from '../story/asked-haver.js';

/**
 * Two amounts of one thing where the answer is the larger less the smaller, in three shapes:
 * a loss then "how many are left" ("89 goldfish, 32 of them die"); a start and what was left, then
 * "how many did they use" ("bought 85 cups … only had 18 left"); a whole and one part, then the other
 * part ("344 books, 136 are about school and the rest …", "$91 together, Sam has $38"). Checked:
 * the answer added back to the smaller gives the larger.
 */
const GONE = /\b(?:die|dies|died|flew away|flies away|swam away|ran away|run away|walked away|went away|went home|moved? out|moved away|sold|eaten|ate|eats|lost|loses|broke|broken|popped|burst|melted|spent|used|gave away|gave out|read|fell|stolen|left the|were taken)\b/i;
const STAYED = /\b(?:left|stayed|remained|remain|remaining|only (?:had|has|have)|now (?:has|have|had|there (?:are|is)))\b/i;
const LEFT_Q = /\b(?:left|remain|remaining|still|now)\b/i;
const USED_Q = /\b(?:did|were|was|had been|has been|have been)\b[^?]*\b(?:sell|sold|use|used|eat|eaten|lose|lost|give|given|spend|spent|take|taken|drink|break|broken|move|moved|leave|go|went|fly|flew|pop|popped|die|died|read|pick|picked)\b/i;
/** The larger number told as what went ("after selling 137", "she spent 12"), not as the start. */
const GONE_ACT = /\b(?:sell|sells|sold|selling|use|uses|used|using|eat|eats|ate|eating|spend|spends|spent|spending|give|gives|gave|giving|lose|loses|lost|losing|gave away|giving away)\s*$/i;
const WHOLE = /\b(?:together|altogether|in all|in total|total|the sum of|combined)\b|\bthe rest\b/i;
const BEYOND = /\b(?:times|twice|half|than|each|every|per|more|fewer|less|percent|average|area|square|wide|width|long|length|tall|height|deep|depth)\b|%|\d+\s*\/\s*\d+/i;

type Shape = { schema: StorySchema; note: string };

function sameThing(big: Quantity, small: Quantity, story: Story): boolean {
  const asked = story.question.unit;
  const fits = (q: Quantity): boolean => q.unit === big.unit || q.unit === '' || q.inherited === true || q.of === big.unit || /^\s*of (?:them|the|those)\b/.test(q.trail);
  return fits(small) && (asked === null || asked === big.unit);
}

/**
 * "the sum of 2315 red and 1028 blue", "combined 0.2 bags with 0.1 bags", "a total of 49 … an additional
 * 25", "45 dollars in 5 dollar bills": the second number is added to the first or tells its kind, never a part of it.
 */
function addedToWhole(big: Quantity, small: Quantity): boolean {
  const joined = big.clause === small.clause && /^(?:\s*[a-z'-]+){0,5}\s+(?:and|with|plus)\s+(?:[a-z'-]+\s+)?$/.test(small.lead);
  return joined || big.per !== null || small.per !== null || /\b(?:additional|another|more|extra|also)\b/.test(small.lead) || /^\s*more\b/.test(small.trail);
}

// para-rewrites: "40 marbles in total. 15 of them are red. How many red marbles …?" asks the part told, not the other one.
const PLAIN_WORDS = new Set(['of', 'them', 'those', 'these', 'the', 'are', 'is', 'were', 'was', 'be', 'being', 'been', 'in', 'on', 'at', 'to', 'an', 'all', 'total', 'about', 'with', 'for', 'has', 'have', 'had', 'their', 'his', 'her', 'its', 'our']);
function asksToldPart(story: Story, big: Quantity, small: Quantity): boolean {
  // The trail is cut after a few words; the clause says the rest ("34 pieces of trash in the park").
  const at = small.trail.trim() ? small.clause.indexOf(small.trail.trim()) : -1;
  const after = at >= 0 ? small.clause.slice(at) : small.trail;
  const own = (after.split(/[,.;]|\b(?:and|but|while|whereas|so)\b/)[0] ?? '').toLowerCase().match(/[a-z]+/g) ?? [];
  const whole = new Set(`${big.lead} ${big.trail}`.toLowerCase().match(/[a-z]+/g) ?? []);
  const known = own.filter((w) => w.length > 2 && !PLAIN_WORDS.has(w) && !whole.has(w) && !w.startsWith(small.unit) && !w.startsWith(big.unit));
  const asked = new Set(story.question.text.toLowerCase().match(/[a-z]+/g) ?? []);
  // "How many … outside the classrooms?", "… not red?": the other part, named by the told one.
  if (known.length === 0 || ['not', 'other', 'others', 'rest', 'remaining', 'left', 'outside', 'except', 'besides', 'without', 'excluding', 'apart'].some((w) => asked.has(w))) return false;
  return known.every((w) => asked.has(w));
}

// para-order: "Omar collected a total of 50 stamps, including 18 from Spain. How many stamps did Omar collect?"
// asks the whole itself: every word of the question is a word of the whole's clause, which names one owner.
const QUESTION_PLAIN = new Set(['how', 'many', 'much', 'what', 'does', 'did', 'do', 'are', 'is', 'was', 'were', 'there', 'the', 'of', 'in', 'all', 'total', 'has', 'have', 'had', 'he', 'she', 'they', 'his', 'her', 'their', 'number']);
function asksWhole(story: Story, big: Quantity): boolean {
  if (/\b[A-Z][a-z]+,? and [A-Z][a-z]+\b|\b(?:together|combined|between|both)\b/.test(big.clause)) return false;
  const whole = big.clause.toLowerCase().match(/[a-z]+/g) ?? [];
  const asked = (story.question.text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => !QUESTION_PLAIN.has(w));
  return asked.length > 0 && asked.every((w) => whole.some((v) => v.startsWith(w.length > 4 ? w.slice(0, -1) : w)));
}

function shapeOf(story: Story, big: Quantity, small: Quantity): Shape | null {
  const q = story.question.text;
  // "How many were in the basket before some were taken?" asks the start, not what is gone or left.
  if (/\bhow many more\b|\bhow much more\b|\b(?:before|at first|initially|originally|to begin with|in the beginning|at the start)\b/i.test(q)) return null;
  // "Jack gave him 20": someone else's act is not a loss of the one who has the things.
  const sameOwner = small.owner === null || big.owner === null || small.owner === big.owner;
  // changes: "Anna had 30 … How many does Mike have?": what is left is the asked person's only when the start is theirs.
  const asker = askedHaver(story);
  const askedOwn = !asker || !big.owner || asker === big.owner;
  if (sameOwner && askedOwn && big.sentence < small.sentence && GONE.test(`${small.lead} ${small.trail.split(/[,.]/)[0] ?? ''}`) && LEFT_Q.test(q) && !USED_Q.test(q)) {
    return { schema: 'change', note: 'what is gone is taken away from what there was' };
  }
  // "After selling 137 books he had 105 left. How many did he sell?": the start is not told; 137 is what went.
  if (big.sentence <= small.sentence && !GONE_ACT.test(big.lead.slice(-25)) && STAYED.test(`${small.lead.slice(-25)} ${small.trail.split(/[,.]/)[0] ?? ''}`) && USED_Q.test(q) && !LEFT_Q.test(q)) {
    return { schema: 'change-unknown', note: 'what is gone is the start less what stayed' };
  }
  // "60 apples together. Ann ate 20.": what one of them ate is no share of the whole.
  if (GONE.test(`${small.lead} ${small.trail.split(/[,.]/)[0] ?? ''}`) && !/\bthe rest\b/i.test(small.clause)) return null;
  if (WHOLE.test(`${big.lead.slice(-25)} ${big.trail.split(/[,.]/)[0] ?? ''}`) || /\bthe rest\b/i.test(small.clause)) {
    return story.question.text.match(/\b(?:together|altogether|in all|total|sum)\b/i) || addedToWhole(big, small) || asksToldPart(story, big, small) || asksWhole(story, big) ? null : { schema: 'missing-part', note: 'the whole less the part we know is the other part' };
  }
  return null;
}

function stepsFor(story: Story, big: Quantity, small: Quantity, shape: Shape, answer: string): SolutionStep[] {
  return [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [describe(big), describe(small)] },
    { kind: 'number-sentence', sentence: `${big.value} - ${small.value} = ?`, schema: shape.schema },
    { kind: 'check', statement: `${answer} + ${small.value} = ${big.value}`, holds: true },
  ];
}

export function solveTakeAway(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story || BEYOND.test(statement.replace(/\bthe rest\b/gi, ''))) return null;
  const numbers = [...story.quantities, ...story.questionQuantities];
  if (numbers.length !== 2 || story.questionQuantities.length > 0) return null;
  const [big, small] = numbers as [Quantity, Quantity];
  if (!(big.value > small.value) || small.value <= 0 || !sameThing(big, small, story)) return null;
  const shape = shapeOf(story, big, small);
  if (!shape) return null;
  const value = exact.fraction(big.value).sub(exact.fraction(small.value));
  // Checked a second way: the answer added back to the smaller amount gives the larger one.
  if (!value.add(exact.fraction(small.value)).equals(exact.fraction(big.value))) return null;
  const shown = value.toString();
  return { kind: 'word-problem', steps: stepsFor(story, big, small, shape, shown), answer: showAnswer(value, big.unit) };
}

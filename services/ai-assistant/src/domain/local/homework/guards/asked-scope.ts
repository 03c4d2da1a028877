import type { Solved, StorySchema } from '../steps.js';
import { readStory, type Quantity, type Story } from '../story/read-story.js';
import { solutionParts } from '../story-trust/solution-parts.js';
import { jointWholeSplit } from './joint-whole.js';
import { giftTakenFromTaker, otherOwnerUsed, twoOfOneName } from './one-owner-asked.js';

/**
 * What the question's own words pick out of the story must be what the reading used: "the total
 * number of green marbles" leaves the red ones out; "how many bad carrots" asks something the story
 * never counts; "left with Janice and Nancy" leaves Theresa's crayons out; "how many birds are left
 * without a nest" is not the nests times the birds each holds; "the total cost of his ride" after
 * "bought 10 tickets for $9 each and used 7" is not the price of the unused ones.
 */
const ADDITIVE: ReadonlySet<StorySchema> = new Set(['combine', 'change', 'start-unknown', 'change-unknown', 'missing-part']);
const PRODUCT: ReadonlySet<StorySchema> = new Set(['equal-groups', 'priced-items', 'parts-then-groups', 'parts-then-rate']);
const REST: ReadonlySet<StorySchema> = new Set(['rest-then-groups', 'rest-then-share']);
const NOT_A_NAME = /^(?:If|The|A|An|There|How|What|Which|When|Where|Who|Each|Every|After|Then|In|On|At|For|She|He|They|It|His|Her|Their|This|One|Some|But|And|So|Now|Mrs|Mr|Ms|Dr|I)$/;

/** The story's quantities a reading used, matched by value. */
function usedQuantities(story: Story, numbers: readonly number[]): Quantity[] {
  return story.quantities.filter((q) => numbers.includes(q.value));
}

const OPPOSITE: Readonly<Record<string, string>> = { bad: 'good', good: 'bad', wrong: 'right|correct', incorrect: 'correct' };

/** Describing words the question shares with some counted thing ("green"), or the question's own that the story never uses ("bad"). */
function modifiersMisfit(story: Story, used: readonly Quantity[], sentence: string): boolean {
  const question = story.question.text.toLowerCase();
  const facts = story.facts.join(' ').toLowerCase();
  // "bad" is asked of a story that counts the good ones ("Only 24 of the carrots were good"), when the reading takes the good ones away.
  const takenAway = (opposite: string): boolean => {
    const told = story.quantities.filter((q) => new RegExp(`\\b(?:${opposite})\\b`).test(q.clause));
    return told.length === 1 && new RegExp(`[-−] ${told[0]!.written}(?![\\d.])`).test(sentence);
  };
  // "unbroken" is asked of a story that counts the broken ones.
  if (story.question.modifiers.some((m) => !new RegExp(`\\b${m.replace(/^un/, '(?:un)?')}\\b`).test(facts) && !(OPPOSITE[m] && takenAway(OPPOSITE[m])))) return true;
  const known = new Set(story.quantities.flatMap((q) => q.modifiers));
  const asked = [...known].filter((m) => new RegExp(`\\b${m}\\b`).test(question));
  return asked.length > 0 && used.some((q) => q.modifiers.length > 0 && !q.modifiers.some((m) => asked.includes(m)));
}

/** Two or more people named in the question: a number of anyone else is no part of the answer. */
function othersUsed(story: Story, used: readonly Quantity[]): boolean {
  // People of the story, and whoever the question joins to one of them ("Janice and Nancy"); "Lincoln County" is a place.
  const owners = new Set(story.quantities.map((q) => q.owner).filter((o): o is string => o !== null));
  const names = new Set([...story.question.text.matchAll(/\b[A-Z][a-z]+\b/g)].map((m) => m[0].toLowerCase()).filter((w) => owners.has(w)));
  for (const m of story.question.text.matchAll(/\b([A-Z][a-z]+) and ([A-Z][a-z]+)\b/g)) {
    const [a, b] = [m[1]?.toLowerCase() ?? '', m[2]?.toLowerCase() ?? ''];
    if ((owners.has(a) || owners.has(b)) && !NOT_A_NAME.test(m[1] ?? '') && !NOT_A_NAME.test(m[2] ?? '')) [a, b].forEach((n) => names.add(n));
  }
  if (names.size < 2) return false;
  return used.some((q) => q.owner !== null && !names.has(q.owner));
}

/** "in each of his 2 quarters and 4 dimes stacks": one "each" over two counts of groups; a product of one leaves the other out. */
function eachOfTwoCounts(story: Story, used: readonly Quantity[]): boolean {
  const text = story.facts.join(' ').toLowerCase();
  const found = /\beach of (?:his|her|their|the|its|my|your) (\d+(?:\.\d+)?) [a-z]+ and (\d+(?:\.\d+)?)\b/.exec(text);
  return !!found && !(used.some((u) => u.written === found[1]) && used.some((u) => u.written === found[2]));
}

/** Why the reading does not answer what the question's words pick out, or null. */
export function askedScopeMismatch(statement: string, solved: Solved): string | null {
  const story = readStory(statement);
  if (!story) return null;
  const parts = solutionParts(solved);
  const used = usedQuantities(story, parts.numbers);
  const question = story.question.text.toLowerCase();
  const adds = parts.schema !== null && ADDITIVE.has(parts.schema);
  // owners: "How many more red balloons do you have than your friend?" of a story without red ones.
  const sentence = solved.steps.flatMap((step) => (step.kind === 'number-sentence' ? [step.sentence] : [])).join(' ');
  if ((adds || parts.schema === 'compare') && modifiersMisfit(story, used, sentence)) return 'the asked kind of thing';
  // mawps-guards: the others' parts taken from a whole the asked owner shares are the reading ("Nancy, Dan, and Mike grew 15")
  if (adds && (othersUsed(story, used) || (otherOwnerUsed(story, used) && !jointWholeSplit(story, parts)) || twoOfOneName(statement))) return 'the asked people';
  if (adds && giftTakenFromTaker(story, used, parts.sentence)) return 'a gift read as given away';
  if (parts.schema && PRODUCT.has(parts.schema) && eachOfTwoCounts(story, used)) return 'a group left out of a product';
  if (parts.schema && PRODUCT.has(parts.schema) && /\b(?:left|leftover|without|remain\w*)\b/.test(question)) return 'a rest asked of a product';
  if (parts.schema && REST.has(parts.schema) && parts.unit === '$' && /\b(?:cost|spend|spent|pay|paid)\b/.test(question) && !/\b(?:left|remaining|unused)\b/i.test(story.facts.join(' '))) return 'a price paid for all';
  return null;
}

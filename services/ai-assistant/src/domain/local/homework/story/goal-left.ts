import { tag } from '../../text/nlp.js';
import { exact, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { verbForms, verbOf } from '../guards/unread-change-verb.js';
import { GAIN, LOSS } from './change-verbs.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { describe, showAnswer } from './wording.js';

/**
 * What is still needed to reach a goal: "Connie saved up $39. She wants to buy a watch that costs $55.
 * How much more money does Connie need?", "He needs 635 lbs of metal and he has 276 lbs. How much
 * additional metal does he need?". The goal is the one number told with a word of wanting or needing
 * (or the prices of what is to be bought); every other number is what the same person has or has done
 * towards it. A number somebody else holds, a loss, or any relation, rate or part declines.
 */
const QUESTION = /^how (?:many|much) (?:more|additional|extra)\b.*\b(?:need|needs|must|have to|has to|should|(?:have|has) left to)\b/i;
const BEYOND = /\b(?:times|twice|half|than|each|per|every|fewer|less|percent|double|average|some|rest|left|remain\w*|instead|only|if not|not|n't)\b|%|\d\s*\/\s*\d/i;
const GOAL = /\b(?:agreed to|agrees to|promised to|needs?|needed|requires?|required|wants? to|wanted to|must|goal|decides? to|decided to|plans? to|planned to|hopes? to|costs?|costing|priced at|is to|has to|have to)\b[^\d]*$/;
const OWN_SUBJECT = /^(?:(?:if|and|but|so|then|while|when)\s+)?(?:he|she|they|we|i|you)\b/;
const GIVEN_TO = /\b(?:gave|gives|give|given|lent|lends|sent|sends|donated|handed) (?:him|her|them|me|us)\b/;
const HAVING = /\b(?:has|have|had|saved|owns|already|existing|so far)\b/;
/** Acts that go towards any goal of their own thing (asdiv-more): "She scored 18 more points", "Carey moved 28 chairs". */
const PROGRESS = /^(?:scored|scores|moved|moves|drove|drives|walked|walks|ran|runs|covered|covers|completed|completes|finished|finishes)$/;
/** The goal's period ("must sell 80 pairs each month", "48 golf balls every weekend") is no rate of the steps. */
const GOAL_PERIOD = /\b(?:each|every|per|a) (?:day|week|weekend|month|year)\b/;
/** A need told before its number ("He also needed some nails.", "He started by gathering some wood.") is no unknown amount. */
const NEED_SAID = /\b(?:needs?|needed|wants?|wanted|started by gathering|began gathering) some [a-z]+\s*[.!]/g;

/** "How much more money / weight": what the numbers' units measure. */
const MEASURED: Record<string, readonly string[]> = {
  money: ['dollar', 'cent'],
  weight: ['pound', 'lb', 'ounce', 'oz', 'ton', 'gram', 'g', 'kilogram', 'kg'],
  distance: ['mile', 'kilometer', 'km', 'meter', 'm', 'foot', 'yard', 'inch', 'cm'],
};

const isGoal = (q: Quantity): boolean => GOAL.test(q.lead);

/** The goal's holder: the one name the question asks about, else the first of the goal's sentence; "" for none. */
function holderOf(story: Story, goal: Quantity): string {
  const names = (text: string): string[] => tag(text).filter((t) => t.pos === 'PROPN' && /^[A-Z][a-z]+$/.test(t.text)).map((t) => t.text.toLowerCase());
  const asked = names(story.question.text).filter((n) => names(story.facts.join(' ')).includes(n));
  return asked.length === 1 ? asked[0]! : names(story.facts[goal.sentence] ?? '')[0] ?? '';
}

/** A step towards the goal: had, gained or done with the goal's own act, by its holder (or given to them). */
function towards(q: Quantity, holder: string, acts: Set<string>, members: readonly string[]): boolean {
  const clause = q.clause.replace(/^[^a-z]*/, '');
  const byHolder = OWN_SUBJECT.test(clause) || (holder !== '' && clause.startsWith(holder)) || members.some((m) => clause.startsWith(`${m} `)) || GIVEN_TO.test(q.lead) || /^\s*\$?\d/.test(q.clause);
  const verb = verbOf(q);
  // "sold" towards "must sell": the lemma names the goal's act when the forms do not (irregular verbs).
  const forms = verb ? [...verbForms(verb.text), verb.lemma] : [];
  const done = !verb || HAVING.test(q.lead) || GIVEN_TO.test(q.lead) || forms.some((f) => acts.has(f)) || (GAIN.test(verb.text) && !LOSS.test(verb.text)) || PROGRESS.test(verb.text.toLowerCase());
  return byHolder && done && !(verb && LOSS.test(verb.text) && !forms.some((f) => acts.has(f)));
}

/** "Carey and Pat are moving chairs … They agreed to move 74 chairs … do they have left": the names told together make the goal's "they". */
function membersOf(story: Story, goal: Quantity): string[] {
  if (!/^(?:they|we)\b/.test(goal.clause.replace(/^[^a-z]*/, '')) || !/\b(?:they|we)\b/i.test(story.question.text)) return [];
  const pair = /\b([A-Z][a-z]+) and ([A-Z][a-z]+)\b/.exec(story.facts[0] ?? '');
  return pair ? [pair[1]!.toLowerCase(), pair[2]!.toLowerCase()] : [];
}

const nouns = (text: string): string[] => tag(text).filter((t) => t.pos === 'NOUN').map((t) => t.lemma.toLowerCase());

/** "How much more money does he need to buy the rope?" after three prices asks for one: each priced thing must be asked, or none. */
function allPricesAsked(story: Story, goals: readonly Quantity[]): boolean {
  if (!goals.every((g) => g.unit === 'dollar')) return false;
  const asked = new Set(nouns(story.question.text));
  const things = goals.map((g) => nouns(g.lead.split(/,|\band\b/).pop() ?? ''));
  const named = things.map((t) => t.some((w) => asked.has(w)));
  return named.every(Boolean) || !things.flat().some((w) => asked.has(w));
}

/** The acts of the goal and the question ("sell" in "must sell 80 pairs … how many more must they sell"). */
function goalActs(story: Story, goals: readonly Quantity[]): Set<string> {
  const text = `${goals.map((g) => g.lead).join(' ')} ${story.question.text}`;
  return new Set(tag(text).filter((t) => t.pos === 'VERB').flatMap((t) => [t.lemma, ...verbForms(t.text)]));
}

function stepsFor(story: Story, goals: readonly Quantity[], steps: readonly Quantity[], answer: string): SolutionStep[] {
  const goal = goals.map((g) => g.value).join(' + ');
  const done = steps.map((q) => q.value).join(' - ');
  return [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [...goals, ...steps].map((q) => describe(q, true)) },
    { kind: 'number-sentence', sentence: `${goals.length > 1 ? `(${goal})` : goal} - ${done} = ?`, schema: 'missing-part' },
    { kind: 'check', statement: `${[...steps.map((q) => q.value), answer].join(' + ')} = ${goal}`, holds: true },
  ];
}

const sum = (qs: readonly Quantity[]): ReturnType<typeof exact.fraction> => qs.reduce((s, q) => s.add(exact.fraction(q.value)), exact.fraction(0));

export function solveGoalLeft(statement: string): Solved | null {
  const story = readStory(statement);
  if (!story || !QUESTION.test(story.question.text) || story.questionQuantities.length > 0) return null;
  const qs = story.quantities;
  const goals = qs.filter(isGoal);
  // The goal's own period and a need said before its number are read; anything else beyond declines.
  const periodOfGoal = (q: Quantity): boolean => goals.length === 1 && q === goals[0] && (GOAL_PERIOD.exec(q.clause)?.length ?? 0) > 0;
  const facts = story.facts.map((f) => f.replace(NEED_SAID, '.')).join(' ');
  if (BEYOND.test(goals.length === 1 ? facts.replace(goals[0]!.clause.match(GOAL_PERIOD)?.[0] ?? '\u0000', '') : facts)) return null;
  const steps = qs.filter((q) => !isGoal(q));
  // Several goals only as the prices of what is to be bought, all of it.
  if (goals.length === 0 || steps.length === 0 || (goals.length > 1 && !allPricesAsked(story, goals))) return null;
  const unit = goals[0]?.unit ?? '';
  if (qs.some((q) => (q.per !== null && !periodOfGoal(q)) || q.linked || (q.unit !== unit && !(q.unit === '' || q.inherited)))) return null;
  const asked = story.question.unit;
  if (asked && asked !== unit && asked !== goals[0]?.of && !MEASURED[asked]?.includes(unit)) return null;
  const holder = holderOf(story, goals[0]!);
  const acts = goalActs(story, goals);
  const members = membersOf(story, goals[0]!);
  if (!steps.every((q) => towards(q, holder, acts, members))) return null;
  const value = sum(goals).sub(sum(steps));
  // Checked a second way: what is done and what is still needed make up the goal.
  if (value.s < 0n || value.equals(0) || !sum(steps).add(value).equals(sum(goals))) return null;
  return { kind: 'word-problem', steps: stepsFor(story, goals, steps, showExact(value, 'decimal')), answer: showAnswer(value, unit) };
}

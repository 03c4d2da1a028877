import { tag } from '../../text/nlp.js';
import { exact, plain, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { verbForms } from '../guards/unread-change-verb.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { describe, showAnswer } from './wording.js';

/**
 * A task's whole minus what is done of it, the rest asked with the task's own verb: "Ceasar needs to
 * read a 563 page book. He has already read 147 pages. How many pages does he have left to read?",
 * "They have 90 tickets to sell. They sold 38 tickets the first week and 17 tickets the second week.
 * How many tickets do they have left to sell?", "Rachel bought 2 coloring books. One had 24 pictures
 * and the other had 39. She had already colored 4 of the pictures. How many pictures does she still
 * have to color?". The whole is had, or told with "to <verb>"; every done number is told with the
 * asked verb by the same holder. Any other number, another holder, a gain, a rate or a relation declines.
 */
/** The rest asked with the task's verb (the group): "does he have left to read", "are left to be graded", "still need to be graded". */
const ASKED: readonly RegExp[] = [
  /^how (?:many|much) (?:more )?[a-z]+(?: of [a-z ]+)? (?:do|does|did|will|would) (?:he|she|they|i|we|you|[a-z]+|mrs?\. [a-z]+) (?:still )?(?:have|has|need|needs) (?:left )?to (?:be )?([a-z]+)\??$/i,
  /^how (?:many|much) [a-z]+ (?:are|is|were|was) (?:still )?(?:left|remaining) (?:for (?:him|her|them) )?to (?:be )?([a-z]+)\??$/i,
  /^how (?:many|much) [a-z]+ (?:still )?(?:need|needs|remain|remains) to be ([a-z]+)\??$/i,
];
const askedVerb = (question: string): string | null =>
  ASKED.map((form) => form.exec(question.replace(/\s+/g, ' ').trim())?.[1]).find((verb) => verb !== undefined) ?? null;
const BEYOND = /\b(?:times|twice|half|than|each|every|per|more|another|other(?! had)|again|new|extra|fewer|less|percent|average|some|rest|remain\w*|left|gave|gives|lost|received|added|turned in|instead|if|not|n't|only|but)\b|%|\d\s*\/\s*\d/i;
const HAVING = /\b(?:has|have|had|got|bought|picked up|there (?:are|were|is|was))\b/;
const PART = /^(?:one|the other|the first|the second)\b/;
// "… and had already graded 5 of them": a clause that goes on with the subject before it.
const HOLDER = /^(?:(?:after [a-z ]+?|then|so far|already),?\s*)?(?:he|she|they|i|we|you)\b|^(?:had|has|have) already\b/;
const OTHER_THING = /\bof (?:a|an|his|her|their|my|your|its)\b/;

const lemmas = (text: string): string[] => tag(text).map((t) => t.lemma.toLowerCase());
const sum = (qs: readonly Quantity[]): Exact => qs.reduce((s, q) => s.add(exact.fraction(q.value)), exact.fraction(0));

/** The lead names the asked verb in any form ("read", "colored", "sold" for sell, "graded"). */
function doneWith(text: string, verb: string): boolean {
  const forms = new Set([verb, ...verbForms(verb)]);
  return tag(text).some((t) => forms.has(t.lemma.toLowerCase()) || verbForms(t.text).some((f) => f === verb));
}

/** "a 563 page book", "17 pages", "the other had 39" of a part told with the unit. */
const countsAsked = (q: Quantity, unit: string): boolean => q.unit === unit || (q.modifiers.at(-1) === unit && !q.inherited);

interface Reading { whole: Quantity[]; done: Quantity[]; rate: Quantity | null }

/**
 * "A worksheet had 4 problems on it", "Every worksheet contained 4 problems": the one number of the asked
 * unit, told for each of what the task counts (every other number counts worksheets); null when none.
 */
function rateOf(story: Story, unit: string): { rate: Quantity; container: string } | null {
  const rates = story.quantities.filter((q) => q.unit === unit);
  const [rate] = rates;
  const units = new Set(story.quantities.filter((q) => q !== rate).map((q) => q.unit));
  const [container] = units;
  if (!rate || rates.length !== 1 || units.size !== 1 || !container || rate.linked) return null;
  const named = rate.per === container || new RegExp(String.raw`^(?:a|an|one|each|every) ${container}\b`).test(rate.clause);
  return named && /^[^,]*\.?$/.test(rate.clause) ? { rate, container } : null;
}

function read(story: Story): Reading | null {
  const asked = askedVerb(story.question.text);
  if (!asked || !story.question.unit || story.questionQuantities.length > 0) return null;
  // "How many more problems does she have to grade?" of worksheets with 4 problems each: the worksheets left times 4.
  const perThing = rateOf(story, story.question.unit);
  const rateClause = perThing?.rate.clause ?? null;
  if (BEYOND.test(story.facts.join(' ').toLowerCase().replace(rateClause?.replace(/[.]$/, '') ?? '\u0000', ' '))) return null;
  const unit = perThing?.container ?? story.question.unit;
  const verb = lemmas(asked)[0] ?? '';
  if (!/^[a-z]{2,}$/.test(verb) || verb === 'be') return null;
  const toDo = new RegExp(String.raw`\bto (?:be )?${verb}\b`);
  const counted = story.quantities.filter((q) => q !== perThing?.rate);
  const owner = counted[0]?.owner ?? null;
  const whole: Quantity[] = [];
  const done: Quantity[] = [];
  const parts: Quantity[] = [];
  const containers: Quantity[] = [];
  for (const q of counted) {
    const clause = q.clause.replace(/^[^a-z]*/, '');
    if (q.owner !== owner || (q.per !== null && !PART.test(clause)) || q.linked) return null;
    const previous = done.at(-1);
    // "needs to read a 563 page book", "90 tickets to sell": the whole of the task.
    if (toDo.test(q.lead) || toDo.test(q.trail)) (countsAsked(q, unit) ? whole : containers).push(q);
    else if (doneWith(q.lead, verb) && !OTHER_THING.test(clause) && (HOLDER.test(clause) || (owner !== null && clause.startsWith(owner)))) done.push(q);
    // "38 tickets the first week and 17 tickets the second week": a bare number repeats the verb before it.
    else if (previous && q.lead.trim() === '' && q.sentence === previous.sentence && q.unit === previous.unit) done.push(q);
    else if (PART.test(clause) && /\b(?:had|has|have)\b/.test(q.lead)) parts.push(q);
    else if (HAVING.test(q.lead) && !doneWith(q.lead, verb)) (countsAsked(q, unit) ? whole : containers).push(q);
    else return null;
  }
  // "2 coloring books. One had 24 pictures and the other had 39.": the parts of the things counted are the whole.
  if (parts.length > 0) {
    const [container] = containers;
    if (whole.length > 0 || containers.length !== 1 || container?.value !== parts.length || !countsAsked(parts[0]!, unit)) return null;
    whole.push(...parts);
  } else if (containers.length > 0) return null;
  if (whole.length === 0 || done.length === 0 || !done.every((q) => countsAsked(q, unit) || q.of === unit || q.unit === '')) return null;
  return { whole, done, rate: perThing?.rate ?? null };
}

export function solveLeftToDo(statement: string): Solved | null {
  const story = readStory(statement);
  const reading = story ? read(story) : null;
  if (!story || !reading) return null;
  const { whole, done, rate } = reading;
  const left = sum(whole).sub(sum(done));
  const value = rate ? left.mul(exact.fraction(rate.value)) : left;
  if (left.s < 0n || left.equals(0)) return null;
  const rest = `${whole.length > 1 ? `(${whole.map((q) => q.value).join(' + ')})` : whole[0]!.value} - ${done.map((q) => q.value).join(' - ')}`;
  const sentence = rate ? `(${rest}) * ${rate.value}` : rest;
  // Checked a second way: floating point, and what is done with what is left makes the whole again.
  if (Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9 || !sum(done).add(rate ? value.div(exact.fraction(rate.value)) : value).equals(sum(whole))) return null;
  const unit = story.question.unit ?? '';
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [...(rate ? [rate] : []), ...whole, ...done].map((q) => describe(q, true)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: rate ? 'rest-then-groups' : 'missing-part' },
    { kind: 'check', statement: `${[...done.map((q) => q.value), showExact(left, 'decimal')].join(' + ')} = ${whole.map((q) => q.value).join(' + ')}${rate ? ` and ${showExact(left, 'decimal')} * ${rate.value} = ${showExact(value, 'decimal')}` : ''}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, unit) };
}

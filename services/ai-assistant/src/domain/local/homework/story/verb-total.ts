import { tag } from '../../text/nlp.js';
import { exact, plain, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { describe, showAnswer } from './wording.js';
import { clausesPick } from './clause-words.js';

/**
 * One action told several times, and the question asks how much of it was done in all: "She spent
 * $13.99 on shorts and $12.14 on a shirt. How much money did she spend?", "Tom found 15 shells and
 * Ann found 41 shells. How many shells did they find together?". Every number must be done by the
 * question's own verb (or continue the number before it, "… and 9 during dinner"), count the asked
 * thing, and belong to the asked person; any word that changes amounts declines the reading.
 */
const CHANGES = /\b(?:than|times|twice|half|each|every|per|apiece|left|remain\w*|rest|some|only|but|if|still|now|extra|except|cracked|broken|torn|lost|gave|give|sold|ate|eaten|returned|away|out|back|before|after|already|average|more than|fewer|less|dozens?|pairs?|other|each other|difference|how long|how far)\b|%/;
const TOTAL = /\b(?:together|in all|altogether|in total|total|combined|both)\b/;
const TIME = /\b(?:today|yesterday|tonight|tomorrow|morning|afternoon|evening|night|week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday|first|second|third|last|this|next)\b/g;
const LIGHT = new Set(['be', 'have', 'do', 'will', 'would', 'can', 'could']);
const PRONOUN = /^(?:they|we|you|he|she|it)$/;
const MEASURE = /^(?:dollar|cent|mile|kilometer|meter|centimeter|foot|inch|yard|pound|ounce|gram|kilogram|ton|gallon|liter|cup|hour|minute|second|day|week|month|year|quart|pint|teaspoon|tablespoon|acre|lap|bucket|carton|bottle)$/;

/** The content verbs of a text, by lemma ("spent" → "spend"). */
function verbsOf(text: string): string[] {
  // "has 9 marbles": owning is an action here; "has read 9" reads.
  return tag(text).filter((t) => (t.pos === 'VERB' && !LIGHT.has(t.lemma)) || t.lemma === 'have').map((t) => t.lemma)
    .filter((lemma, i, all) => lemma !== 'have' || i === all.length - 1);
}

/** The verb that does each number: the one just before it, or the previous number's in the same sentence. */
function doneBy(quantities: readonly Quantity[]): Array<string | null> {
  const out: Array<string | null> = [];
  quantities.forEach((q, i) => {
    const own = verbsOf(q.lead).pop() ?? null;
    const previous = quantities[i - 1];
    const after = verbsOf(q.trail);
    out.push(own ?? (after.length === 0 && previous && previous.sentence === q.sentence ? out[i - 1] ?? null : null));
  });
  return out;
}

/** The time words of the question each number's sentence must share ("served today" leaves "yesterday" out). */
function timesFit(story: Story): boolean {
  const asked = story.question.text.toLowerCase().match(TIME) ?? [];
  if (clausesPick(story.quantities, asked)) return false;
  return story.quantities.every((q) => asked.every((word) => (story.facts[q.sentence] ?? '').toLowerCase().includes(word)));
}

/**
 * The words naming who acts, between the helping verb and the action ("did the paving company use"),
 * when they name someone outright; "her friends" picks some of the people and is kept.
 */
function subjectPhrase(question: string): string[] {
  const tokens = tag(question.toLowerCase());
  const start = tokens.findIndex((t) => /^(?:do|does|did|will|would|can|could|were|was|are|is)$/.test(t.text));
  const end = tokens.findIndex((t, i) => i > start && (t.pos === 'VERB' || t.lemma === 'have'));
  const words = start < 0 || end < 0 ? [] : tokens.slice(start + 1, end).map((t) => t.text);
  return words.some((w) => /^(?:his|her|their|its|my|our|your)$/.test(w)) ? [] : words;
}

/** A describing word of the question found with some numbers but not others narrows what is counted ("played tag with"). */
function wordsFit(story: Story, verb: string): boolean {
  // The asked verb itself ("did the bakery use", tagged a noun) is the act, not a describing word.
  const skip = new Set([story.question.unit ?? '', story.question.subject ?? '', 'money', 'total', 'all', verb, ...subjectPhrase(story.question.text)]);
  const words = tag(story.question.text.toLowerCase().replace(TIME, ' ')).filter((t) => ['NOUN', 'ADJ', 'PROPN'].includes(t.pos) && !skip.has(t.lemma) && !skip.has(t.text) && t.text.length > 2);
  return words.every((w) => {
    const found = story.quantities.filter((q) => tag(q.clause).some((t) => t.lemma === w.lemma));
    return found.length === 0 || found.length === story.quantities.length;
  });
}

function unitsFit(story: Story): boolean {
  const { unit, modifiers, asksMoney } = story.question;
  const units = new Set(story.quantities.map((q) => q.unit));
  const [only] = [...units];
  const spentOn = (q: Quantity): boolean => (q.unit === 'dollar' || q.unit === 'cent') && /^\s*(?:dollars|cents) (?:on|for) an? [a-z]+$/.test(q.trail);
  // "18 muffins in the morning and 7 in the afternoon": a bare number right after one of the same sentence counts the same.
  const continues = (q: Quantity, i: number): boolean => story.quantities[i - 1]?.sentence === q.sentence && /^[\s,]*$/.test(q.lead);
  if (units.size !== 1 || !only || story.quantities.some((q, i) => (q.per !== null && !spentOn(q)) || (q.inherited && !continues(q, i)))) return false;
  if (asksMoney) return only === 'dollar' || only === 'cent';
  return (unit === null ? /^how much\b/i.test(story.question.text) : unit === only) && story.quantities.every((q) => modifiers.every((m) => q.modifiers.includes(m)));
}

function ownersFit(story: Story): boolean {
  const question = story.question.text.toLowerCase();
  const subject = story.question.subject;
  const owners = new Set(story.quantities.map((q) => q.owner));
  if (owners.size === 1 && (!subject || PRONOUN.test(subject) || owners.has(subject))) return true;
  return TOTAL.test(question) && (subject === null || PRONOUN.test(subject) || /\bthey\b|\bwe\b/.test(question));
}

/** The question's one action ("did they find" → "find"), or null. */
function askedVerb(story: Story): string | null {
  const question = story.question.text.toLowerCase();
  if (!/^(?:in all,\s*|in total,\s*|all in all,\s*|altogether,\s*)?how (?:many|much)\b/.test(question)) return null;
  const asked = question.replace(/^.*?\bhow (?:many|much)\s+(?:money\s+)?/, '');
  const tagged = [...new Set(verbsOf(asked))];
  // "did the bakery use in total": the tagger may read the verb after a noun subject as a noun; said after "they" it is a verb.
  const afterSubject = /\b(?:did|do|does) (?:the |a |an )?[a-z]+ ([a-z]+)(?: in total| in all| altogether| together)?\?$/.exec(asked)?.[1];
  const verbs = tagged.length === 0 && afterSubject ? verbsOf(`they ${afterSubject} it`) : tagged;
  // "How many marbles do they have?" asks what each has only when it says "in all".
  const together = /\b(?:do|did|does) (?:they|we|you|[a-z]+ and [a-z]+) have\b/.test(question) && TOTAL.test(question);
  return verbs.length === 1 && (verbs[0] !== 'have' || together) ? verbs[0] ?? null : null;
}

function read(story: Story): Quantity[] | null {
  const verb = askedVerb(story);
  if (!verb) return null;
  // The asked action itself may be one that elsewhere takes away ("sold", "ate"): every number is done by it.
  const text = tag([...story.facts, story.question.text].join(' ').toLowerCase()).filter((t) => t.lemma !== verb).map((t) => t.text).join(' ');
  // "2 $100 bills": a number right before another is a count of notes, which this reading does not take.
  if (story.questionQuantities.length > 0 || story.quantities.length < 2 || CHANGES.test(text) || story.quantities.some((q) => /^\s*\d/.test(q.trail))) return null;
  // "a total weight of 10 kilograms" states the sum already; "2 more pounds" than another person is a comparison.
  if (story.facts.some((f) => TOTAL.test(f.toLowerCase())) || (/\b(?:more|another)\b/.test(text) && new Set(story.quantities.map((q) => q.owner)).size > 1)) return null;
  if (!unitsFit(story) || !wordsFit(story, verb) || !ownersFit(story) || !timesFit(story)) return null;
  return doneBy(story.quantities).every((v) => v === verb) ? story.quantities : null;
}

export function solveVerbTotal(statement: string): Solved | null {
  const story = readStory(statement);
  const parts = story ? read(story) : null;
  if (!story || !parts) return null;
  const total = parts.reduce((sum, q) => sum.add(exact.fraction(q.value)), exact.fraction(0));
  const unit = parts[0]?.unit ?? '';
  const common = (parts[0]?.modifiers ?? []).filter((m) => parts.every((q) => q.modifiers.includes(m)));
  // A count of whole things is whole, unless the story itself counts parts of them.
  if (total.d !== 1n && !MEASURE.test(unit) && parts.every((q) => Number.isInteger(q.value))) return null;
  // A second way: the sum in floating point, and every part taken back out leaves nothing.
  const again = Number(plain.evaluate(parts.map((q) => q.value).join(' + ')));
  if (Math.abs(again - Number(total.valueOf())) > 1e-9 || !parts.reduce((rest, q) => rest.sub(exact.fraction(q.value)), total).equals(0)) return null;
  const sentence = parts.map((q) => q.value).join(' + ');
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: parts.map((q) => describe(q)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'combine' },
    { kind: 'check', statement: `${showExact(total, 'decimal')} - ${parts.map((q) => q.value).join(' - ')} = 0`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(total, [...common, unit].join(' ')) };
}

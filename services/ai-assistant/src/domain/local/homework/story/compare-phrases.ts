import { tag } from '../../text/nlp.js';
import { exact, plain, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { singular } from './words.js';
import { describe, showAnswer } from './wording.js';

/**
 * A comparison of two facts about one kind of thing told apart by their own words: "52 campers went
 * rowing in the morning. 61 campers went rowing in the afternoon. How many more campers went rowing
 * in the afternoon than in the morning?" Each number's own words run from it to the next number
 * (and, for the first number of a clause, from the clause's start). Each side of "than" must fit
 * exactly one number, and what both sides share (the act) must be told of both.
 */
const QUESTION = /^how (?:many|much) (more|fewer|less) (.+?) than (.+)$/;
const LIGHT = new Set(['be', 'have', 'do', 'the', 'those', 'that', 'who', 'which', 'there', 'he', 'she', 'they', 'it', 'more', 'how', 'many', 'much']);
const SOME_MORE = /\b(?:more|another|extra|additional|than|times|twice|half|each|per|every|some|rest|total)\b/;

const words = (text: string): Set<string> =>
  new Set(tag(text).filter((t) => /^(?:NOUN|VERB|ADJ|PROPN|ADV|ADP)$/.test(t.pos) && t.text.length > 1).map((t) => singular(t.lemma)).filter((w) => !LIGHT.has(w)));

/**
 * The words that belong to each number: after it up to the next number, and the clause's start for the
 * first. Words between two numbers go to the first only when the second has a verb of its own
 * ("144 students suggested X 467 suggested Y"); otherwise ("35 pages long the second chapter is 18")
 * they may describe either, and go to both.
 */
function ownWords(story: Story): Map<Quantity, Set<string>> {
  const own = new Map<Quantity, Set<string>>();
  const qs = story.quantities;
  const sameClause = (x: Quantity | undefined, y: Quantity): x is Quantity => !!x && x.clause === y.clause && x.sentence === y.sentence;
  const ownsVerb = (q: Quantity): boolean => tag(`7 ${q.trail.split(/(?<![\w.])\d/)[0] ?? ''}`).slice(1, 3).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  const after = (q: Quantity, from: number): string => q.clause.slice(q.clause.indexOf(q.written, from) + q.written.length).split(/(?<![\w.])\d/)[0] ?? '';
  let from = 0;
  qs.forEach((q, i) => {
    const previous = qs[i - 1];
    const first = !sameClause(previous, q);
    from = first ? 0 : from;
    const at = q.clause.indexOf(q.written, from);
    const shared = !first && !ownsVerb(q) ? after(previous, from - 1 - previous.written.length) : '';
    own.set(q, words(`${first ? q.clause.slice(0, at) : shared} ${after(q, at)}`));
    from = at + q.written.length;
  });
  spreadTimes(story, own);
  return own;
}

/** "received 10 emails and 12 letters in the morning": a time told after the last number is every number's. */
function spreadTimes(story: Story, own: Map<Quantity, Set<string>>): void {
  story.facts.forEach((_fact, index) => {
    const inSentence = story.quantities.filter((q) => q.sentence === index);
    const last = inSentence[inSentence.length - 1];
    const time = last ? /^\s*(?:[a-z-]+\s+){0,3}?((?:in|on|during) the (?:morning|afternoon|evening|night)|(?:on|during) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:this|last|that) (?:morning|afternoon|evening|night|week|year)|yesterday|today)\s*[.,]?\s*$/.exec(last.clause.slice(last.clause.lastIndexOf(last.written) + last.written.length))?.[1] : undefined;
    if (time) for (const q of inSentence) for (const w of words(time)) own.get(q)?.add(w);
  });
}

function only<T>(items: readonly T[]): T | null {
  return items.length === 1 ? items[0] ?? null : null;
}

export function solveComparePhrases(statement: string): Solved | null {
  const story = readStory(statement.replace(/\bcompared to\b/gi, 'than'));
  const match = story ? QUESTION.exec(story.question.text.toLowerCase().replace(/[?.]\s*$/, '')) : null;
  if (!story || !match?.[2] || !match[3] || story.questionQuantities.length > 0 || SOME_MORE.test(story.facts.join(' ').toLowerCase())) return null;
  const [, direction, asked, right] = match;
  // "campers went rowing in the afternoon": the thing counted is the first word that counts a number of the story.
  const askedWords = asked.split(' ');
  const at = askedWords.findIndex((w) => story.quantities.some((q) => q.unit === singular(w)));
  const unit = singular(askedWords[at] ?? '');
  const left = askedWords.slice(at + 1).join(' ');
  // "If 144 students suggested … 467 suggested …": a number without its noun shares the sentence's.
  const pool = story.quantities.filter((q) => q.per === null && (q.unit === unit || (q.unit === '' && story.quantities.some((x) => x.unit === unit && x.sentence === q.sentence))));
  if (at < 0 || pool.length < 2 || /\b(?:and|or|each|per|left|now|then|first|last)\b/.test(`${left} ${right}`)) return null;
  const [a, b] = [words(left), words(right)];
  const own = ownWords(story);
  // "went rowing … than in the morning": words told of every number are the shared act, not a side.
  // "did Jack receive": the one owner of every compared number is no side either.
  const everywhere = (w: string): boolean => pool.every((q) => own.get(q)?.has(w) || q.owner === w);
  const onlyA = [...a].filter((w) => !b.has(w) && w !== unit && !everywhere(w));
  const onlyB = [...b].filter((w) => !a.has(w) && w !== unit && !everywhere(w));
  // Owners are the ledger's to compare: "than her friends" beside "57 new games and 39 old games".
  const owners = new Set(story.quantities.map((q) => q.owner ?? '').concat(['friend', 'brother', 'sister', 'mother', 'father', 'mom', 'dad']));
  if (onlyA.length === 0 || onlyB.length === 0 || [...onlyA, ...onlyB].some((w) => owners.has(w))) return null;
  // "5 orchids and 4 daisies … the orchids have 5 petals": a side that is itself counted has its number per thing.
  if ([...onlyA, ...onlyB].some((w) => story.quantities.some((q) => q.unit.split(' ').pop() === w))) return null;
  const fits = (q: Quantity, mine: readonly string[], theirs: readonly string[]): boolean =>
    mine.every((w) => own.get(q)?.has(w)) && !theirs.some((w) => own.get(q)?.has(w));
  const big = only(pool.filter((q) => fits(q, onlyA, onlyB)));
  const small = only(pool.filter((q) => fits(q, onlyB, onlyA)));
  // The act both sides share ("went rowing", "flew away") must be told of both numbers.
  const shared = [...a].filter((w) => !onlyA.includes(w)).filter((w) => w !== unit && !/^(?:in|on|at|to|of|for|with|by|from)$/.test(w));
  const told = (q: Quantity, w: string): boolean => own.get(q)?.has(w) === true || q.owner === w;
  if (!big || !small || big === small || shared.some((w) => !told(big, w) || !told(small, w))) return null;
  const [larger, smaller] = direction === 'more' ? [big, small] : [small, big];
  const value = exact.fraction(larger.value).sub(exact.fraction(smaller.value));
  const sentence = `${larger.value} - ${smaller.value}`;
  if (value.s < 0n || value.equals(0) || !value.add(exact.fraction(smaller.value)).equals(exact.fraction(larger.value)) || Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [larger, smaller].map((q) => describe(q, true)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'compare' },
    { kind: 'check', statement: `${showExact(value, 'decimal')} + ${smaller.value} = ${larger.value}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, [...larger.modifiers, unit].join(' ')) };
}

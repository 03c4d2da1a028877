import { tag } from '../../text/nlp.js';
import { exact, plain, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { kindOf } from '../quantity-graph/part-wholes.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { singular } from './words.js';
import { describe, showAnswer } from './wording.js';

/**
 * svamp-dev: "N more/fewer X than Y" where X and Y are kinds or settings, not owners, one side told, the
 * other (or both together) asked. "35 people visited in the morning. 56 more people visited in the
 * afternoon than in the morning. How many … in the afternoon?", "Rachel had to complete 7 pages of math
 * homework. She had to complete 4 more pages of math homework than reading homework. How many pages of
 * reading homework …?", "There are 458 more girls than boys. There are 692 girls. How many pupils …?".
 * Each side is told apart by the words only it has (nouns and describing words); the told amount must
 * name one side only, the question the other side only (or the whole both sides are kinds of). Checked
 * by putting both amounts back into the comparison.
 */
const COMPARE = /^(.*?)\b(\d+(?:\.\d+)?) (more|fewer|less) (.*?) than (.*?)[.!]?$/;
const BEYOND = /\b(?:times|twice|half|each|every|per|average|equal|same|as many|as much|left|remain\w*|gave|lost|spent)\b|%|\d\s*\/\s*\d/;
const ASKED_BEYOND = /\b(?:more|fewer|less|than|difference)\b/;
const TOTAL = /\b(?:in all|altogether|in total|a total|together|combined|both)\b/;
const PEOPLE_WHOLES = new Set(['pupil', 'student', 'child', 'kid', 'person', 'people', 'member', 'player']);
const PEOPLE_KINDS = new Set(['boy', 'girl', 'man', 'woman', 'adult', 'child', 'kid']);
const FILLER = new Set(['those', 'that', 'what', 'which', 'who', 'one', 'ones', 'number', 'amount', 'lot']);

const wordsOf = (text: string): Set<string> =>
  new Set(tag(text).filter((t) => ['NOUN', 'PROPN', 'ADJ'].includes(t.pos)).map((t) => singular(t.text.toLowerCase())).filter((w) => !FILLER.has(w) && !/\d/.test(w)));
const minus = (a: Set<string>, b: Set<string>): Set<string> => new Set([...a].filter((w) => !b.has(w)));
const hits = (words: Set<string>, side: Set<string>): boolean => [...side].some((w) => words.has(w));

interface Reading { base: Quantity; compare: Quantity; baseIsReferent: boolean; sign: 1 | -1; asked: 'other' | 'total'; bothNamed?: boolean }

/** The base amount's own words: its clause up to "while others …", "and the rest …". */
const ownClause = (q: Quantity, story: Story): string =>
  (story.facts[q.sentence] ?? q.clause).toLowerCase().split(/\b(?:while|but|whereas|and the rest|and others|and some)\b/)[0] ?? '';

function read(story: Story): Reading | null {
  const question = story.question.text.toLowerCase();
  if (story.quantities.length !== 2 || story.questionQuantities.length > 0 || !/^how (?:many|much)\b/.test(question) || ASKED_BEYOND.test(question)) return null;
  if (BEYOND.test([...story.facts, question].join(' ').toLowerCase())) return null;
  const [a, b] = story.quantities as [Quantity, Quantity];
  if (a.sentence === b.sentence || a.per !== null || b.per !== null) return null;
  const told = (q: Quantity): RegExpExecArray | null => {
    const m = COMPARE.exec((story.facts[q.sentence] ?? '').toLowerCase());
    return m && Number(m[2]) === q.value ? m : null;
  };
  const compare = told(a) ? a : told(b) ? b : null;
  const base = compare === a ? b : a;
  const match = compare ? told(compare) : null;
  if (!compare || !match || told(base)) return null;
  // Words around the base and the question both have ("people", "the statue") tell no side apart.
  const baseWords = wordsOf(ownClause(base, story));
  const askedWords = wordsOf(question);
  const shared = new Set([...baseWords].filter((w) => askedWords.has(w)));
  const x = wordsOf(match[4]!);
  const y = wordsOf(match[5]!);
  const xOwn = minus(minus(x, y), shared);
  const yOwn = minus(minus(y, x), shared);
  if (xOwn.size === 0 || yOwn.size === 0) return null;
  const baseX = hits(baseWords, xOwn);
  const baseY = hits(baseWords, yOwn);
  if (baseX === baseY) return null;
  const askX = hits(askedWords, xOwn);
  const askY = hits(askedWords, yOwn);
  const sign = match[3] === 'more' ? 1 : -1;
  // "How many notebooks and pens …?" names both sides, even when a word it shares with the base hides one.
  const pair = /\bhow (?:many|much) ([a-z]+) and ([a-z]+)\b/.exec(question);
  const [first, second] = pair ? [wordsOf(pair[1]!), wordsOf(pair[2]!)] : [new Set<string>(), new Set<string>()];
  if (pair && ((hits(first, x) && hits(second, y)) || (hits(first, y) && hits(second, x)))) return TOTAL.test(question) ? { base, compare, baseIsReferent: baseY, sign, asked: 'total', bothNamed: true } : null;
  if (askX !== askY) return askX === baseX ? null : { base, compare, baseIsReferent: baseY, sign, asked: 'other' };
  if (askX) return null;
  // Both together: "How many pupils …?" over girls and boys, or "… in all?".
  const unit = story.question.unit;
  const sides = [...x, ...y].filter((w) => PEOPLE_KINDS.has(w) || (unit !== null && kindOf(w, unit)));
  const whole = TOTAL.test(question) || (unit !== null && (PEOPLE_WHOLES.has(unit) ? sides.length >= 2 : sides.length >= 2 && sides.every((w) => kindOf(w, unit))));
  return whole ? { base, compare, baseIsReferent: baseY, sign, asked: 'total' } : null;
}

export function solveCompareByKind(statement: string): Solved | null {
  const story = readStory(statement);
  const reading = story ? read(story) : null;
  if (!story || !reading) return null;
  const { base, compare, baseIsReferent, sign, asked } = reading;
  const told = exact.fraction(base.value);
  const gap = exact.fraction(compare.value);
  // The compared side is the referent and the gap: more adds it, fewer takes it away.
  const other = baseIsReferent === (sign > 0) ? told.add(gap) : told.sub(gap);
  const value = asked === 'total' ? told.add(other) : other;
  const op = baseIsReferent === (sign > 0) ? '+' : '-';
  const sentence = asked === 'total' ? `${base.value} + (${base.value} ${op} ${compare.value})` : `${base.value} ${op} ${compare.value}`;
  // A second way: the compared side minus the referent gives the told gap back.
  const [comparedSide, referent] = baseIsReferent ? [other, told] : [told, other];
  if (other.s < 0n || other.equals(0) || value.d !== 1n && base.unit !== 'dollar' || !comparedSide.sub(referent).equals(gap.mul(sign)) || Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [base, compare].map((q) => describe(q)) },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'compare' },
    { kind: 'check', statement: `${showExact(comparedSide, 'decimal')} - ${showExact(referent, 'decimal')} = ${sign > 0 ? '' : '-'}${compare.value}`, holds: true },
  ];
  // Two kinds asked together ("notebooks and pens") have no one unit: the number alone.
  const unit = reading.bothNamed ? '' : story.question.unit && story.question.unit !== 'money' ? story.question.unit : base.unit;
  return { kind: 'word-problem', steps, answer: showAnswer(value, unit) };
}

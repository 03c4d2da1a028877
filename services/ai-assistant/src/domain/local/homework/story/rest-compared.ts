import { exact, plain, showExact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { readStory, type Quantity, type Story } from './read-story.js';
import { singular } from './words.js';
import { describe, showAnswer } from './wording.js';

/**
 * svamp-distract: a whole, one part of it told, and the rest compared with that part: "Haley grew 13
 * trees. After a typhoon 6 died. How many more trees survived the typhoon than those that died?"
 * (13 − 6 − 6), "There are 83 trees in a park. 36 of them are willows and the rest are oaks. How many
 * more oaks than willows are there?". The rest is named by the word opposite the part's ("survived" for
 * "died", "passed" for "failed") or by "the rest are oaks"; each side of "than" must name exactly one of
 * the two, every word of the question must be the story's, and any third number, relation, rate or
 * negation declines.
 */
const ASK = /^how (?:many|much) (more|fewer|less)\b(.+?)\bthan\b(.+?)\??$/i;
const BEYOND = /\b(?:times|twice|half|each|every|per|than|more|fewer|less|another|again|average|not|never|some|left|still|total|all|altogether|together)\b|n't|%|\d\s*\/\s*\d/i;
/** A part lost or set apart by its verb, and the words that name the rest. */
const OPPOSITES: readonly (readonly [RegExp, RegExp])[] = [
  [/\bdied\b/, /\b(?:survived?|lived)\b/],
  [/\bfailed\b/, /\bpassed\b/],
  [/\b(?:were|are|was|is) absent\b/, /\b(?:were|are|was|is|be) present\b/],
];
const REST = /\b(?:and )?the (?:rest|others|other ones) (?:are|were) ([a-z]+)\b/;
/** Words a question side may hold besides the story's own. */
const LIGHT = new Set(['the', 'a', 'an', 'those', 'that', 'these', 'which', 'who', 'ones', 'one', 'there', 'are', 'were', 'is', 'was', 'be', 'did', 'do', 'does', 'have', 'has', 'had', 'in', 'of', 'by', 'on', 'at', 'she', 'he', 'they', 'it', 'her', 'his', 'their', 'them', 'than']);

type Side = 'rest' | 'part';
interface Reading { whole: Quantity; part: Quantity; left: Side; right: Side; fewer: boolean; restNamed?: boolean }

const wordsOf = (text: string): string[] => (text.toLowerCase().match(/[a-z]+/g) ?? []).map(singular);
const ownText = (story: Story, q: Quantity, other: Quantity): string => (q.sentence === other.sentence ? q.clause : story.facts[q.sentence] ?? q.clause).toLowerCase();

/** "died" / "survived": the part is the one number told with the lost verb, the rest is named by its opposite. */
function byOpposite(story: Story, a: Quantity, b: Quantity, sides: [string, string]): Omit<Reading, 'fewer'> | null {
  const facts = story.facts.join(' ').toLowerCase();
  for (const [lost, kept] of OPPOSITES) {
    const told = [a, b].filter((q) => lost.test(ownText(story, q, q === a ? b : a)));
    if (told.length !== 1 || kept.test(facts)) continue;
    const part = told[0]!;
    const whole = part === a ? b : a;
    const sideOf = (side: string): Side | null => (kept.test(side) && !lost.test(side) ? 'rest' : lost.test(side) && !kept.test(side) ? 'part' : null);
    const [left, right] = sides.map(sideOf);
    return left && right ? { whole, part, left, right } : null;
  }
  return null;
}

/** "36 of them are willows and the rest are oaks": the part is the number told beside "the rest". */
function byRestName(story: Story, a: Quantity, b: Quantity, sides: [string, string]): Omit<Reading, 'fewer'> | null {
  const facts = story.facts.join(' ').toLowerCase();
  const rest = REST.exec(facts);
  if (!rest || REST.test(facts.slice((rest.index ?? 0) + rest[0].length))) return null;
  const restSentence = story.facts.findIndex((f) => REST.test(f.toLowerCase()));
  const told = [a, b].filter((q) => q.sentence === restSentence);
  if (told.length !== 1 || told[0]!.sentence === 0) return null;
  const part = told[0]!;
  const whole = part === a ? b : a;
  if (whole.sentence > part.sentence) return null;
  const partName = wordsOf(part.trail.replace(/^\s*(?:of (?:them|these|those) )?(?:are |were )?/, ''))[0];
  const restName = singular(rest[1]!);
  if (!partName || partName === restName || partName === 'and') return null;
  const sideOf = (side: string): Side | null => {
    const words = wordsOf(side);
    return words.includes(restName) && !words.includes(partName) ? 'rest' : words.includes(partName) && !words.includes(restName) ? 'part' : null;
  };
  const [left, right] = sides.map(sideOf);
  return left && right ? { whole, part, left, right, restNamed: true } : null;
}

function read(story: Story): Reading | null {
  const match = ASK.exec(story.question.text.trim());
  if (!match || story.quantities.length !== 2 || story.questionQuantities.length > 0) return null;
  const [a, b] = story.quantities as [Quantity, Quantity];
  if (a.per !== null || b.per !== null || a.linked || b.linked) return null;
  const facts = story.facts.join(' ').toLowerCase();
  if (BEYOND.test(facts.replace(REST, ''))) return null;
  const sides: [string, string] = [match[2]!.toLowerCase(), match[3]!.toLowerCase()];
  const found = byOpposite(story, a, b, sides) ?? byRestName(story, a, b, sides);
  if (!found || found.left === found.right) return null;
  // Every word of the question is the story's (or names the rest): "How many more bushes survived …" asks something untold.
  const told = new Set([...wordsOf(facts), ...OPPOSITES.flatMap(([, kept]) => (sides.some((s) => kept.test(s)) ? wordsOf(sides.join(' ')).filter((w) => kept.test(w)) : []))]);
  if (!wordsOf(sides.join(' ')).every((w) => LIGHT.has(w) || told.has(w))) return null;
  return { ...found, fewer: match[1]!.toLowerCase() !== 'more' };
}

export function solveRestCompared(statement: string): Solved | null {
  const story = readStory(statement);
  const reading = story ? read(story) : null;
  if (!story || !reading) return null;
  const { whole, part, left, right, fewer, restNamed } = reading;
  const [w, p] = [exact.fraction(whole.value), exact.fraction(part.value)];
  const rest = w.sub(p);
  if (rest.s <= 0n) return null;
  const valueOf = (side: Side) => (side === 'rest' ? rest : p);
  const [bigger, smaller] = fewer ? [valueOf(right), valueOf(left)] : [valueOf(left), valueOf(right)];
  const value = bigger.sub(smaller);
  const restText = `(${whole.value} - ${part.value})`;
  const sentence = (fewer ? right : left) === 'rest' ? `${restText} - ${part.value}` : `${part.value} - ${restText}`;
  // A second way: plain floating point on the number sentence.
  if (value.s <= 0n || Math.abs(Number(plain.evaluate(sentence)) - Number(value.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: story.question.text },
    { kind: 'facts', facts: [whole, part].map((q) => describe(q, true)) },
    // "the rest are oaks" is read as the missing part of the whole, then compared.
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: restNamed ? 'missing-part' : 'compare' },
    { kind: 'check', statement: `${showExact(rest, 'decimal')} + ${part.value} = ${whole.value}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, whole.unit) };
}

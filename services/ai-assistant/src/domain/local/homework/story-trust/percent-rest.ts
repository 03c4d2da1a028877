import { exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { splitQuestion } from '../quantity-graph/split-question.js';
import { singular, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';

/**
 * The rest of a whole after a percent of it: "There are 350 trees, 70% of which are pines. How many are
 * not pines?", "Trent caught 180 tadpoles then let 75% of them go. How many did he keep?", "80% of the
 * 650 people were adults. How many were children?". The story holds the whole and the percent only;
 * the question asks the other part: said with "not", "the rest", "left", "keep", the other of a pair
 * (boys/girls, adults/children), or the group "the rest are" names. Checked: the two parts give back
 * the whole, and the part found is the whole's share left by the percent.
 */
const OTHER = /\b(?:than|more|less|fewer|each|per|every|times|twice|half|double|increase\w*|decrease\w*|discount|off|tax|tip|interest|profit|price|costs?|average|then \w+ \d|keeps?|kept|saves?|saved|remain\w*|left|rest of the)\b|\d\s*\/\s*\d/;
const REST_ASKED = /\b(?:not|rest|remaining|left|others?|available|keep|kept|still)\b|n't\b/;
const PAIRS: ReadonlyArray<[string, string]> = [['boy', 'girl'], ['man', 'woman'], ['adult', 'child'], ['male', 'female']];
const GROUP_WORD = /\b(?:boys?|girls?|men|man|women|woman|adults?|child|children|males?|females?)\b/g;

const groups = (text: string): Set<string> => new Set([...text.toLowerCase().matchAll(GROUP_WORD)].map((m) => singular(m[0])));

/** Whether the question asks the part the percent leaves, not the percent's own part. */
export function asksRest(facts: string, question: string): boolean {
  // "How many are not present?" after "25% are absent": the question must deny the percent's own word.
  const denied = /\bnot (?:be |been )?([a-z]+)|n't (?:be |been )?([a-z]+)/.exec(question);
  const word = denied?.[1] ?? denied?.[2];
  if (word) return facts.toLowerCase().includes(word.slice(0, Math.max(4, word.length - 2)));
  if (REST_ASKED.test(question)) return true;
  const [told, asked] = [groups(facts.replace(/\bthe rest (?:are|were) [a-z]+/i, '')), groups(question)];
  const pair = PAIRS.find(([a, b]) => (told.has(a) && asked.has(b) && !asked.has(a)) || (told.has(b) && asked.has(a) && !asked.has(b)));
  const named = /\bthe rest (?:are|were) ([a-z]+)/i.exec(facts)?.[1];
  return !!pair || (!!named && new RegExp(`\\b${named}\\b`, 'i').test(question));
}

/**
 * The other number is the whole the percent is of: inside the percent ("75% of the 804 students"), or
 * told before it in a clause that changes nothing ("caught 180 tadpoles", not "spent $14") with the
 * percent pointing back ("75% of them", "70% of which", "40% are adults"). "70% are men and 180 are
 * women": 180 is a part.
 */
function isWhole(text: string, at: number, percentAt: number): boolean {
  if (new RegExp(String.raw`^\d+(?:\.\d+)?% of (?:the |all |his |her |their |its )?(?:[a-z]+ ){0,2}$`).test(text.slice(percentAt, at))) return true;
  const clause = text.slice(Math.max(0, ...[...text.slice(0, at).matchAll(/[,.;] /g)].map((m) => (m.index ?? 0) + 2)), at).toLowerCase();
  const pointsBack = /^\d+(?:\.\d+)?% (?:of (?:them|these|those|it|this|which|the [a-z]+)|(?:are|were|is|was)\b)/.test(text.slice(percentAt));
  // "Out of 300 runners, 90% finished": the whole is named as such.
  const outOf = /\bout of $/i.test(text.slice(0, at));
  return at < percentAt && (pointsBack || outOf) && !/\b(?:spent|spends|used|uses|lost|loses|gave|gives|sold|sells|ate|eats|paid|pays)\b/.test(clause);
}

export function solvePercentRest(statement: string): Solved | null {
  const split = splitQuestion(tidyText(statement));
  if (!split) return null;
  const text = `${split.facts} ${split.question}`;
  const numbers = [...text.matchAll(/(?<![\w.])\d+(?:\.\d+)?(?![\w.])/g)];
  const percents = [...text.matchAll(/(\d+(?:\.\d+)?)%/g)];
  const question = split.question.toLowerCase();
  if (numbers.length !== 2 || percents.length !== 1 || /\d|percent|\b(?:more|less|fewer|than)\b/.test(question) || OTHER.test(split.facts.toLowerCase())) return null;
  const wholeMatch = numbers.find((m) => !text.slice(m.index ?? 0).startsWith(`${percents[0]![1]}%`));
  if (!wholeMatch || !asksRest(split.facts, question) || !isWhole(text, wholeMatch.index ?? 0, percents[0]!.index ?? 0)) return null;
  const whole = exact.fraction(wholeMatch[0]);
  const part = exact.fraction(percents[0]![1]!).div(100);
  const rest = whole.mul(exact.fraction(1).sub(part));
  const money = /^\s*dollars?\b/.test(text.slice((wholeMatch.index ?? 0) + wholeMatch[0].length));
  const noun = /^how many ([a-z]+)(?= )/.exec(question)?.[1];
  const unit = money ? 'dollar' : noun && !/^(?:of|are|were|is|was|do|does|did|will|would|can|have|has)$/.test(noun) ? singular(noun) : '';
  // The second way: the percent's part and the rest give the whole back.
  const taken = whole.mul(part);
  if (part.compare(1) >= 0 || rest.s < 0n || rest.equals(0) || !taken.add(rest).equals(whole) || (!money && rest.d !== 1n)) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: split.question.trim() },
    { kind: 'facts', facts: [`${show(whole)} in all`, `${percents[0]![1]}% of them`] },
    { kind: 'number-sentence', sentence: `${show(whole)} × (100% − ${percents[0]![1]}%) = ?`, schema: 'portions' },
    { kind: 'check', statement: `${show(taken)} + ${show(rest)} = ${show(whole)}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(rest, unit) };
}

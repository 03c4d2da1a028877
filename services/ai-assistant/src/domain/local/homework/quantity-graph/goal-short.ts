import { exact, plain, showDecimal } from '../math-engine.js';
import type { Solved } from '../steps.js';
import { showAnswer } from '../story/wording.js';
import { agreesAgain, paidTotal, sentencesOf } from './bill-change.js';
import { oneSpender } from './one-spender.js';
import { splitQuestion } from './split-question.js';

/**
 * The money still to earn for a goal (gsm-parts): "Stormi is saving up to buy a bicycle. She washes 3 cars
 * for $10 each. She mows 2 lawns for $13 each. If the bicycle she wants costs $80, how much more money does
 * Stormi need to make to afford the bicycle?" The goal is told in one sentence of its own ("wants to raise
 * $500", "must raise $200", "the bicycle she wants costs $80") and set aside; the rest, asked "How much money
 * did Stormi make?", is read by every reader and check; the answer is the goal less that: 80 − 56 = 24. Money
 * had or saved, spending, percents and a second person decline (those are other readers' stories), and so
 * does money earned that already reaches the goal. Checked a second way: the answer and the earnings give
 * the goal back.
 */
const WHO = String.raw`([A-Z][a-z]+(?: [A-Z])?|he|she|they|we|i)`;
const ASKED = new RegExp(String.raw`^how much more (?:money )?(?:does|do|will|would) ${WHO} need(?: to (make|earn|raise|collect))?(?: (?:to|in order to) (?:reach (?:his|her|their|the|its) goal|afford (?:the|a|an|his|her|their) ([a-z ]+)|buy (?:the|a|an|his|her|their) ([a-z ]+)))?\?$`, 'i');
const MONEY = String.raw`\$(\d+(?:\.\d+)?)`;
/** "wants to raise $500 by selling snacks", "must raise $200", "the bicycle she wants costs $80". */
const GOALS = [
  new RegExp(String.raw`\b(?:wants?|needs?|hopes?|plans?) to (?:raise|earn|make|collect) ${MONEY}\b`, 'i'),
  new RegExp(String.raw`\bmust (?:raise|earn|make|collect) ${MONEY}\b`, 'i'),
  new RegExp(String.raw`^(?:if )?(?:the|a|an|his|her|their) ([a-z ]+?)(?: (?:he|she|they) wants?)? costs? ${MONEY}\.$`, 'i'),
];
/** Money had, spent, saved or given, percents: not earnings toward a goal alone. */
const OTHER = /%|\b(?:percent|has|have|had|saved?|savings|already|spen[dt]s?|bought|buys?|pays?|paid|gave|gives?|lost|left|owe\w*|borrow\w*|discount|tax|every|daily|weekly|monthly|hours?|days?|weeks?|months?|years?)\b/i;
const SUBJECTS = /^(?:he|she|they|we|i)$/i;

export function solveGoalShort(story: string, solve: (story: string) => Solved | null): Solved | null {
  const split = splitQuestion(story.replace(/\s+/g, ' ').trim().replace(/\$\s+/g, '$'));
  const asked = split ? ASKED.exec(split.question.trim()) : null;
  if (!split || !asked || !oneSpender(story)) return null;
  const sentences = sentencesOf(split.facts.trim());
  const goals = sentences.map((s) => GOALS.map((g) => g.exec(s)).find(Boolean) ?? null);
  const at = goals.findIndex(Boolean);
  const goal = goals[at];
  if (!goal || goals.filter(Boolean).length !== 1 || (sentences[at]!.match(/\d+(?:\.\d+)?/g) ?? []).length !== 1) return null;
  // "to afford the bicycle": the thing the goal costs is the thing asked.
  const thing = asked[3] ?? asked[4];
  if (thing && goal.length === 3 && !goal[1]!.toLowerCase().includes(thing.trim().toLowerCase().split(' ').at(-1)!)) return null;
  const rest = sentences.filter((_s, i) => i !== at);
  // "is saving up to buy a bicycle", "has raised $20": the goal's purpose and the earning told so far.
  if (rest.length === 0 || OTHER.test(rest.join(' ').replace(/\bis saving up to buy\b|\b(?:has|have)(?= (?:raised|earned|made|collected)\b)/g, ''))) return null;
  const names = new Set(rest.join(' ').match(/\b[A-Z][a-z]+(?: [A-Z]\b)?/g)?.filter((n) => !/^(?:He|She|They|If|The|A|An|One|Each|It|Her|His|On|In)$/.test(n)) ?? []);
  const who = SUBJECTS.test(asked[1]!) ? (names.size === 1 ? [...names][0]! : null) : asked[1]!;
  if (!who) return null;
  const verb = asked[2]?.toLowerCase() ?? 'make';
  const earned = paidTotal(`${rest.join(' ')} How much money did ${who} ${verb}?`, solve);
  const target = exact.fraction(goal[goal.length - 1]!);
  if (!earned || earned.total.compare(target) >= 0) return null;
  const short = target.sub(earned.total);
  if (!agreesAgain(Number(plain.evaluate(`${short.valueOf()} + ${earned.total.valueOf()}`)), target)) return null;
  const [g, e, a] = [showDecimal(target), showDecimal(earned.total), showDecimal(short)];
  return {
    kind: 'word-problem',
    steps: [
      ...earned.paid.steps,
      { kind: 'facts', facts: [`The goal is $${g}.`, `$${e} is earned so far.`] },
      { kind: 'number-sentence', sentence: `${g} − ${e} = ?`, schema: 'money-left' },
      { kind: 'check', statement: `${a} + ${e} gives the goal of $${g} back`, holds: true },
    ],
    answer: showAnswer(short, 'dollar'),
  };
}

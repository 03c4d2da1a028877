import { solveArithmetic } from '../arithmetic-solver.js';
import { solveLinearEquation } from '../linear-solver.js';
import { exact, plain, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { singular, tidyText } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { readChain, type Chain, type Move } from './portion-chain.js';
import { leftAsLine, MEASURE, runChain, startTerm, termsOf, undo, type Run } from './run-chain.js';
import { solveAskedPart } from './solve-asked-part.js';
import { solveTwoParts } from './two-parts.js';
import { FRACTION } from './portions.js';
import { splitQuestion } from './split-question.js';

/**
 * Solves a portion chain: what is left ("How much money does he have left?"), or the start when the
 * story tells what was left ("If she has $51 left, how much did she have at first?"). Every amount
 * along the way must be positive (whole for things counted one by one); the answer is checked a second
 * way: what is left is taken back through every move to the start, and a found start is run forward.
 */
const ASKS_LEFT = /\b(?:left|remain|remains|remaining|still (?:has|have|in|at|on|there))\b|\b(?:does|do) [a-z]+ (?:now|currently) have\b|\b(?:does|do) [a-z]+ have now\??$/;
const ASKS_START = /\b(?:start(?:ed)? with|at first|in the beginning|to begin with|originally|in the first place|at the start|initially|at the beginning)\b/;

/** "At 8:00", "by 16:00": a time of day, not an amount. */
const CLOCK = /\b(?:at|by|until|before|after|from|around) \d{1,2}:\d{2}(?: ?[ap]\.?m\.?)?,?\s*/gi;

export function askedUnit(question: string, chain: Chain): boolean {
  if (/\bmoney\b|^how much (?:did|does|do|will|would|has|had|is|was)\b/.test(question)) return chain.unit === 'dollar' || (MEASURE.test(chain.unit) && !/\bmoney\b/.test(question));
  if (/^how many (?:does|do|did|are|were|is|was|will|would|has|have|had) /.test(question)) return true;
  const many = /^how many ((?:[a-z]+ ){0,3}?[a-z]+?)(?: of (?:the |his |her |their )?[a-z]+(?: [a-z]+)?)? (?:does|do|did|are|were|is|was|will|would|has|have|had|remain|still|should|can)\b/.exec(question);
  if (many?.[1]) return singular(many[1].split(' ').pop() ?? '') === chain.unit;
  return /\bhow much\b/.test(question) && chain.unit === 'dollar';
}

function readAsked(question: string, chain: Chain, names: readonly string[]): 'left' | 'start' | null {
  if (/\d|\b(?:each|per|more|than|total|altogether|together|both|after the|before)\b/.test(question) || new RegExp(FRACTION).test(question)) return null;
  // "How many did he sell?" asks for a part; "How many are left to be sold?" still asks what is left.
  if (!ASKS_LEFT.test(question) && /\b(?:spend|give|gave|sell|sold|eat|ate)\b/.test(question)) return null;
  if (!askedUnit(question, chain) || names.some((n) => n !== chain.owner)) return null;
  // "How many does he have left?" about a pile nobody owns: "he" may be anyone.
  if (chain.owner === null && /\b(?:he|she|they)\b/.test(question)) return null;
  if (ASKS_START.test(question)) return chain.start === null && chain.end !== null ? 'start' : null;
  // A story that sorts the amount into kinds has no "left"; its parts are asked by name.
  if (chain.moves.some((m) => m.kind === 'portion' && m.category)) return null;
  return ASKS_LEFT.test(question) && chain.start !== null && chain.end === null ? 'left' : null;
}

const describe = (m: Move): string => `${m.sign < 0 ? 'take away' : 'add'} ${m.kind === 'number' ? show(m.value) : `${m.fraction.toFraction()} of ${m.of === 'current' ? 'what there is then' : m.of === 'whole' ? 'the whole' : 'the amount before'}`}`;

function steps(question: string, chain: Chain, start: Exact, run: Run, equation: Solved | null): SolutionStep[] | null {
  const found = equation !== null;
  const terms = termsOf(chain, run);
  const first = found ? show(start) : startTerm(chain, start);
  const again = solveArithmetic(`${first}${terms}`);
  const value = again ? exact.fraction(again.answer.split(' ')[0] ?? 'x') : null;
  if (!again || !value?.equals(run.left) || Math.abs(Number(plain.evaluate(`${first}${terms}`)) - Number(run.left.valueOf())) > 1e-9) return null;
  const startText = first === show(start) ? showAnswer(start, chain.unit) : `${first.replace(/\*/g, '×')} = ${showAnswer(start, chain.unit)}`;
  const facts = [`start: ${found ? 'the unknown amount' : startText}`, ...chain.moves.map(describe), ...(found ? [`end: ${showAnswer(run.left, chain.unit)}`] : [])];
  const undoText = found ? `starting from ${show(start)} and making every change gives ${show(run.left)} again` : `undoing every change from ${show(run.left)} gives back ${show(start)}`;
  return [
    { kind: 'restate', problem: question },
    { kind: 'facts', facts },
    ...(equation
      ? [{ kind: 'number-sentence', sentence: equation.steps[0]?.kind === 'restate' ? equation.steps[0].problem : '', schema: 'portions' } as const, ...equation.steps.slice(1)]
      : [{ kind: 'number-sentence', sentence: `${first}${terms.replace(/ - /g, ' − ')} = ?`, schema: 'portions' } as const, ...again.steps.slice(1)]),
    { kind: 'check', statement: undoText, holds: true },
  ];
}

export function solvePortionChain(statement: string): Solved | null {
  // "…, How many are left?" and "Joe eats half of them, how many are left?": the facts end before "how".
  const text = tidyText(statement).replace(CLOCK, '').replace(/,\s+(?=(?:How|What)\b)/, '. ').replace(/(^|[.!?]\s+)If ([^?]*?), ((?:calculate|find|determine)\b[^?]*\?)\s*$/, '$1$2. $3').replace(/([a-z]), (how (?:many|much)\b[^.?!]*\?)\s*$/, '$1. $2');
  const split = splitQuestion(text);
  const chain = split ? readChain(split.facts) : null;
  if (!split || !chain || chain.moves.length === 0 || !chain.moves.some((m) => m.kind === 'portion')) return null;
  // "he" and "she" in one story: a pronoun may be someone else than the one the amount belongs to.
  const facts = split.facts.toLowerCase();
  if (/\b(?:he|his|him)\b/.test(facts) && /\b(?:she|her)\b/.test(facts)) return null;
  const question = split.question.trim();
  // A name in the question must be the one the amount belongs to.
  const names = [...question.matchAll(/(?<!^)\b([A-Z][a-z]+)\b/g)].map((m) => (m[1] ?? '').toLowerCase());
  const asked = readAsked(question.toLowerCase(), chain, names);
  if (asked === 'left' && chain.start) {
    const run = runChain(chain, chain.start);
    const shown = run && undo(chain, run, chain.start) ? steps(question, chain, chain.start, run, null) : null;
    return run && shown ? { kind: 'word-problem', steps: shown, answer: showAnswer(run.left, chain.unit) } : null;
  }
  if (asked === null) return solveAskedPart(question, chain) ?? solveTwoParts(question, chain);
  if (asked !== 'start' || !chain.end) return null;
  const [a, b] = leftAsLine(chain);
  const start = a.equals(0) ? null : chain.end.sub(b).div(a);
  const run = start && start.s > 0n ? runChain(chain, start) : null;
  if (!start || !run || !run.left.equals(chain.end) || (!MEASURE.test(chain.unit) && start.d !== 1n)) return null;
  // The start found by solving a·x + b = end, shown with the equation steps; the run forward is the check.
  const equation = solveLinearEquation(`${a.toFraction()} * x${b.s < 0n ? ' - ' : ' + '}${b.abs().toFraction()}`, show(chain.end), 'x');
  const solvedX = equation ? exact.fraction(/x = (-?[\d./]+)/.exec(equation.answer)?.[1] ?? 'NaN') : null;
  if (!equation || !solvedX?.equals(start)) return null;
  const shown = steps(question, chain, start, run, equation);
  return shown ? { kind: 'word-problem', steps: shown, answer: showAnswer(start, chain.unit) } : null;
}

import { solveArithmetic } from '../arithmetic-solver.js';
import { exact, plain, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { showAnswer } from '../story/wording.js';
import { singular } from '../story/words.js';
import { askedPart } from './asked-part.js';
import type { Chain } from './portion-chain.js';
import { FRACTION } from './portions.js';
import { runChain, startTerm, termsOf, undo } from './run-chain.js';
import { askedUnit } from './solve-portion-chain.js';

/**
 * A question about one part of a followed amount: the portion one move took ("How many cookies did
 * she give to her sister?") or the named rest ("… and the rest are green. How many green cards?").
 * The whole chain must run and undo as for "left"; the part is computed again by mathjs.
 */
const ASKS = /^(?:how many|how much|what(?:'s| is) the number of|calculate the number of|find the number of)\b/;
const NOT_ONE_PART = /\d|\b(?:left|remain\w*|each|per|more|than|total|altogether|together|both|percent\w*|after|before|first|second|if|when|all)\b/;

export function solveAskedPart(question: string, chain: Chain): Solved | null {
  const q = question.toLowerCase();
  if (!chain.start || chain.end || !ASKS.test(q) || NOT_ONE_PART.test(q) || new RegExp(FRACTION).test(q)) return null;
  const part = askedPart(question, chain);
  // "How many bunnies does he have?" asks a kind by its own name ("the rest are bunnies"), not the whole's.
  const noun = /^how many ([a-z]+)/.exec(q)?.[1] ?? '';
  const partClause = part === 'rest' ? chain.rest ?? '' : part === null ? '' : chain.moves[part]?.clause ?? '';
  const namesKind = noun !== '' && partClause.split(' ').includes(noun);
  const otherHalf = part === 'rest' && chain.rest === null;
  if (!namesKind && !otherHalf && (/^how/.test(q) ? !askedUnit(q, chain) : !new RegExp(`\\b${chain.unit}s?\\b|\\bthose who\\b`).test(q))) return null;
  const run = part === null ? null : runChain(chain, chain.start);
  if (part === null || !run || !undo(chain, run, chain.start)) return null;
  const move = part === 'rest' ? null : chain.moves[part];
  if (move && (move.kind !== 'portion' || move.sign > 0)) return null;
  const value = move ? run.amounts[part as number]! : run.left;
  const first = startTerm(chain, chain.start);
  const before = `${first}${termsOf(chain, run, part === 'rest' ? chain.moves.length : (part as number))}`;
  const base = move?.kind === 'portion' ? (move.of === 'current' ? `(${before})` : move.of === 'whole' ? `(${first})` : show(run.bases[part as number]!)) : '';
  const expression = move?.kind === 'portion' ? `${move.fraction.toFraction()} * ${base}` : before;
  const again = solveArithmetic(expression);
  if (!again || !exact.fraction(again.answer.split(' ')[0] ?? 'x').equals(value) || Math.abs(Number(plain.evaluate(expression)) - Number(value.valueOf())) > 1e-9) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: question },
    { kind: 'facts', facts: [`start: ${showAnswer(chain.start, chain.unit)}`, ...chain.moves.map((m) => m.clause), ...(chain.rest ? [chain.rest] : [])] },
    { kind: 'number-sentence', sentence: `${expression.replace(/ - /g, ' − ')} = ?`, schema: 'portions' },
    ...again.steps.slice(1),
    { kind: 'check', statement: `undoing every change from ${show(run.left)} gives back ${show(chain.start)}`, holds: true },
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(value, namesKind && new RegExp(`^how many ${noun} (?:does|do|did|are|were|is|was|has|have|had)\\b`).test(q) ? singular(noun) : chain.unit) };
}

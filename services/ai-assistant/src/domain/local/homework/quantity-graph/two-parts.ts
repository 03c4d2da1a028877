import { plain, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { singular } from '../story/words.js';
import { showAnswer } from '../story/wording.js';
import { stem } from './asked-part.js';
import type { Chain } from './portion-chain.js';
import { runChain, undo } from './run-chain.js';

/**
 * Two kinds of one whole compared or put together: "30% of the guests are married, 50% are single,
 * and the rest are children … how many more married people are there than children?", "… how many are
 * either red or white?". Each named kind must be exactly one part (a kind set apart, or the rest).
 */
const MORE = /^how many more ([a-z ]+?) (?:are there |were there |(?:does|do|did) [a-z]+ have )?than ([a-z ]+?)(?: are there| were there| (?:does|do|did) [a-z]+ have)?\??$/;
const EITHER = /\beither ([a-z]+) or ([a-z]+)\??$/;

function partNamed(words: string, chain: Chain): number | 'rest' | null {
  const wanted = words.split(' ').map(stem).filter((w) => w !== 'person' && w !== stem(chain.unit));
  const clauses: Array<[number | 'rest', string]> = chain.moves.map((m, i): [number | 'rest', string] => [i, m.kind === 'portion' && m.category ? m.clause : '']);
  if (chain.rest) clauses.push(['rest', chain.rest]);
  const predicate = (c: string): string[] => (/ (?:are|were|is|was|have|has|had) (.+)$/.exec(c)?.[1] ?? '').split(' ').map(stem);
  const fits = clauses.filter(([, c]) => c !== '' && wanted.length > 0 && wanted.every((w) => predicate(c).includes(w)));
  return fits.length === 1 ? fits[0]![0] : null;
}

export function solveTwoParts(question: string, chain: Chain): Solved | null {
  const q = question.toLowerCase().trim();
  const more = MORE.exec(q);
  const either = EITHER.exec(q);
  const names = more ? [more[1], more[2]] : either ? [either[1], either[2]] : null;
  if (!chain.start || chain.end || !names || chain.moves.some((m) => m.kind !== 'portion' || !m.category)) return null;
  const [a, b] = names.map((n) => partNamed(n ?? '', chain));
  const run = runChain(chain, chain.start);
  if (a === null || b === null || a === undefined || b === undefined || a === b || !run || !undo(chain, run, chain.start)) return null;
  const value = (p: number | 'rest'): Exact => (p === 'rest' ? run.left : run.amounts[p]!);
  const [x, y] = [value(a), value(b)];
  const answer = more ? x.sub(y) : x.add(y);
  const expression = `${show(x)} ${more ? '-' : '+'} ${show(y)}`;
  if (answer.s < 0n || answer.equals(0) || Math.abs(Number(plain.evaluate(expression)) - Number(answer.valueOf())) > 1e-9) return null;
  const describe = (p: number | 'rest'): string => `${p === 'rest' ? chain.rest : chain.moves[p]!.clause}: ${show(value(p))}`;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: question },
    { kind: 'facts', facts: [`start: ${showAnswer(chain.start, chain.unit)}`, describe(a), describe(b)] },
    { kind: 'number-sentence', sentence: `${expression.replace(/ - /, ' − ')} = ?`, schema: 'portions' },
    { kind: 'operation', operator: more ? '-' : '+', left: show(x), right: show(y), result: show(answer), after: show(answer), why: 'only' },
    { kind: 'check', statement: `all the parts add up to ${show(chain.start)} again: ${[...run.amounts, run.left].map(show).join(' + ')}`, holds: run.amounts.reduce((s, v) => s.add(v), run.left).equals(chain.start) },
  ];
  return steps.every((s) => s.kind !== 'check' || s.holds) ? { kind: 'word-problem', steps, answer: showAnswer(answer, more ? singular(chain.unit) : chain.unit) } : null;
}

import { solveArithmetic } from '../arithmetic-solver.js';
import { exact, showExact, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved, StorySchema } from '../steps.js';
import { answerMatchesExpression, readShownNumber } from '../verify-answer.js';
import { chanceSentence, enumeratedChance, orderCount } from './draw-chance.js';
import { totalOf, wellFormed, type DrawProblem } from './draw-problem.js';
import { readBagDraw } from './read-bag.js';
import { readLetterDraw } from './read-letters.js';

function facts(problem: DrawProblem): string[] {
  const word = (n: number): string => (n === 1 ? problem.thing : problem.things);
  const contents = problem.items.map(([kind, n]) => (problem.thing === 'letter' ? `${n} ${word(n)} ${kind}` : `${n} ${kind} ${word(n)}`));
  const how = problem.draws === 1 ? '' : problem.replaced ? ', each one put back before the next draw' : ' without putting any back';
  const total = totalOf(problem.items);
  return [...contents, `${total} ${word(total)} in all`, `${problem.draws} ${word(problem.draws)} drawn${how}`];
}

function schemaOf(problem: DrawProblem): StorySchema {
  if (problem.draws === 1) return 'chance-one';
  return orderCount(problem) > 1 ? 'chance-any-order' : 'chance-in-turn';
}

/** The working of the number sentence; a single fraction only needs simplifying, if at all. */
function working(sentence: string, value: Exact): SolutionStep[] | null {
  const arithmetic = solveArithmetic(sentence);
  if (arithmetic) {
    const shown = readShownNumber(arithmetic.answer);
    return shown?.equals(value) ? arithmetic.steps.slice(1) : null;
  }
  const [top, bottom] = sentence.split('/').map(Number) as [number, number];
  const divisor = Number(exact.gcd(top, bottom));
  if (top === 0 || divisor === 1) return [];
  return [{ kind: 'simplify-fraction', from: sentence, to: showExact(value), divisor: String(divisor) }];
}

/**
 * Chance of drawing given kinds from a bag (or a set of letters): read, written as a number sentence
 * (chance of each draw, multiplied), then checked a second way by counting every possible draw.
 */
export function solveProbability(statement: string): Solved | null {
  if (!/\bprob(?:ability)?\b/i.test(statement)) return null;
  const problem = readLetterDraw(statement) ?? readBagDraw(statement);
  if (!problem || !wellFormed(problem)) return null;
  const sentence = chanceSentence(problem);
  const counted = enumeratedChance(problem);
  if (!sentence || !counted) return null;
  const value = exact.evaluate(sentence) as Exact;
  const answer = showExact(value);
  const inRange = value.s >= 0n && value.compare(1) <= 0;
  if (!inRange || !value.equals(counted) || !answerMatchesExpression(answer, sentence, {})) return null;
  const steps = working(sentence, value);
  if (!steps) return null;
  return {
    kind: 'word-problem',
    answer,
    steps: [
      { kind: 'restate', problem: problem.question },
      { kind: 'facts', facts: facts(problem) },
      { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: schemaOf(problem) },
      ...steps,
    ],
  };
}

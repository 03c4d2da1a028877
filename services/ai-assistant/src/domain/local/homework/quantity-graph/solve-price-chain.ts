import { solveArithmetic } from '../arithmetic-solver.js';
import { exact, plain, type Exact, showDecimal as show } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { showAnswer } from '../story/wording.js';
import { readPriceChain, type PriceChain } from './price-chain.js';

/**
 * Solves a price chain: the price, then each percent of the amount at that point taken away (a
 * discount, or the tax on take-home pay) or added (a tax, a tip). The answer must come out in whole
 * cents, and it is checked a second way: dividing it back by each change (1 − 15% = 0.85, …) must give
 * the price again, and mathjs, computing in plain numbers, must agree.
 */
const signOf = (chain: PriceChain, kind: 'discount' | 'tax' | 'tip'): 1 | -1 => (kind === 'discount' || chain.asked === 'keep' ? -1 : 1);

function priceSteps(chain: PriceChain, base: Exact): { steps: SolutionStep[]; total: Exact } {
  const steps: SolutionStep[] = [];
  let current = base;
  for (const change of chain.changes) {
    const decimal = change.percent.div(100);
    const part = decimal.mul(current);
    const sign = signOf(chain, change.kind);
    const next = current.add(part.mul(sign));
    steps.push(
      { kind: 'percent-to-decimal', percent: show(change.percent), decimal: show(decimal) },
      { kind: 'percent-of', decimal: show(decimal), whole: show(current), result: show(part) },
      { kind: 'operation', operator: sign < 0 ? '-' : '+', left: show(current), right: show(part), result: show(next), after: show(next), why: 'only' },
    );
    current = next;
  }
  return { steps, total: current };
}

function checks(chain: PriceChain, base: Exact, total: Exact): boolean {
  const back = [...chain.changes].reverse().reduce((v, c) => v.div(exact.fraction(1).add(c.percent.div(100).mul(signOf(chain, c.kind)))), total);
  const expression = chain.changes.reduce((e, c) => `(${e}) * (1 ${signOf(chain, c.kind) < 0 ? '-' : '+'} ${show(c.percent)} / 100)`, show(base));
  return back.equals(base) && Math.abs(Number(plain.evaluate(expression)) - Number(total.valueOf())) < 1e-9 * Math.max(1, Number(total.valueOf()));
}

export function solvePriceChain(statement: string): Solved | null {
  const chain = readPriceChain(statement);
  if (!chain) return null;
  const base = chain.items.reduce((sum, item) => sum.add(item.count ? item.count.mul(item.price) : item.price), exact.fraction(0));
  const { steps, total } = priceSteps(chain, base);
  // Money is paid in whole cents; a price that would need rounding is not guessed.
  if (total.s <= 0n || total.equals(0) || total.mul(100).d !== 1n || !checks(chain, base, total)) return null;
  const question = statement.slice(statement.lastIndexOf('.', statement.lastIndexOf('?')) + 1).trim();
  const term = (i: PriceChain['items'][number]): string => (i.count ? `${show(i.count)} × ${show(i.price)}` : show(i.price));
  const priceSum = chain.items.map(term).join(' + ');
  const baseText = chain.items.length > 1 || chain.items[0]?.count ? `${priceSum} = $${show(base)}` : `$${show(base)}`;
  const sentence = chain.changes.reduce((e, c) => `(${e}) ${signOf(chain, c.kind) < 0 ? '−' : '+'} ${show(c.percent)}% of it`, priceSum);
  const sum = chain.items.length > 1 || chain.items[0]?.count ? solveArithmetic(priceSum.replace(/×/g, '*')) : null;
  if (sum && !exact.fraction(sum.answer.split(' ')[0] ?? 'x').equals(base)) return null;
  const solutionSteps: SolutionStep[] = [
    { kind: 'restate', problem: question },
    { kind: 'facts', facts: [`price: ${baseText}`, ...chain.changes.map((c) => `${c.kind}: ${show(c.percent)}%`)] },
    { kind: 'number-sentence', sentence: `${sentence} = ?`, schema: 'portions' },
    ...(sum ? sum.steps.slice(1) : []),
    ...steps,
    { kind: 'check', statement: `undoing each percent from ${show(total)} gives back the price ${show(base)}`, holds: true },
  ];
  return { kind: 'word-problem', steps: solutionSteps, answer: showAnswer(total, 'dollar') };
}

import { exact, terminates, type Exact, showDecimal as show } from '../math-engine.js';
import type { Chain, Move } from './portion-chain.js';

/**
 * A chain run forward from a start (every amount along the way positive, whole for things counted
 * one by one), undone backward from what is left, or written as a·x + b of an unknown start.
 */
export const MEASURE = /^(?:dollar|kilogram|gram|pound|ounce|liter|gallon|meter|foot|mile|hour|minute)$/;

export interface Run { left: Exact; amounts: Exact[]; bases: Exact[] }

/** The amount every move takes or adds, and what is there after it; null when one is impossible. */
export function runChain(chain: Chain, start: Exact): Run | null {
  const counted = !MEASURE.test(chain.unit);
  let [current, previous] = [start, start];
  const amounts: Exact[] = [];
  const bases: Exact[] = [];
  for (const m of chain.moves) {
    const base = m.kind === 'number' ? exact.fraction(1) : m.of === 'current' ? current : m.of === 'whole' ? start : previous;
    const amount = m.kind === 'number' ? m.value : m.fraction.mul(base);
    current = current.add(amount.mul(m.sign));
    if (current.s < 0n || current.equals(0) || (counted ? current.d !== 1n || amount.d !== 1n : !terminates(current))) return null;
    [previous] = [amount];
    amounts.push(amount);
    bases.push(base);
  }
  return { left: current, amounts, bases };
}

/** The second way: from what is left, undo every move (a portion of what was there is undone by dividing). */
export function undo(chain: Chain, run: Run, start: Exact): boolean {
  let current = run.left;
  for (let i = chain.moves.length - 1; i >= 0; i--) {
    const m = chain.moves[i] as Move;
    current = m.kind === 'portion' && m.of === 'current' ? current.div(exact.fraction(1).add(m.fraction.mul(m.sign))) : current.sub((run.amounts[i] as Exact).mul(m.sign));
  }
  return current.equals(start);
}

/** Start = x: what is left is a·x + b. */
export function leftAsLine(chain: Chain): [Exact, Exact] {
  const one = exact.fraction(1);
  const zero = exact.fraction(0);
  let [current, previous] = [[one, zero], [one, zero]] as Array<[Exact, Exact]>;
  for (const m of chain.moves) {
    const base: [Exact, Exact] = m.kind === 'number' ? [zero, one] : m.of === 'current' ? current! : m.of === 'whole' ? [one, zero] : previous!;
    const factor = m.kind === 'number' ? m.value : m.fraction;
    const amount: [Exact, Exact] = [base[0].mul(factor), base[1].mul(factor)];
    current = [current![0].add(amount[0].mul(m.sign)), current![1].add(amount[1].mul(m.sign))];
    previous = amount;
  }
  return current!;
}



/** The moves as terms of one expression, each portion written with the amount it was taken of. */
export function termsOf(chain: Chain, run: Run, upto = chain.moves.length): string {
  return chain.moves.slice(0, upto).map((m, i) => `${m.sign < 0 ? ' - ' : ' + '}${m.kind === 'number' ? (m.factors ? m.factors.map(show).join(' * ') : show(m.value)) : `${m.fraction.toFraction()} * ${show(run.bases[i] as Exact)}`}`).join('');
}

/** "20 boxes, each with 5 pens": the start written as its product. */
export const startTerm = (chain: Chain, start: Exact): string => (chain.factors.length > 1 ? chain.factors.map(show).join(' * ') : show(start));

import { exact, showDecimal as show, terminates, type Exact } from '../math-engine.js';
import type { SolutionStep, Solved } from '../steps.js';
import { showAnswer } from '../story/wording.js';
import { MEASURE } from './run-chain.js';
import { actOf, readChainTotal, type ChainQuestion, type Link } from './chain-total-reading.js';

/**
 * A comparison chain, then the total (gsm-multi): "Jar A has 28 marbles. Jar B has 12 more marbles
 * than jar A. Jar C has twice as many marbles as jar B. How many marbles are there altogether?" Every
 * owner's amount is found from the one told outright (forwards, or backwards through a link), then the
 * owners asked for are added (or one asked, or one taken from another). Shown only if every owner is
 * told exactly once, every link counts the asked thing by the asked act, every amount is positive
 * (whole when counted), and the whole answer written as one mathjs expression gives the same number.
 */
export interface Found { value: Exact; expression: string }

/** Each owner's amount and the expression that gives it from the story's numbers, or null when one is left unknown. */
export function solveLinks(links: readonly Link[]): Map<string, Found> | null {
  const found = new Map<string, Found>();
  let progress = true;
  while (progress) {
    progress = false;
    for (const l of links) {
      const base = l.base ? found.get(l.base) : null;
      if (!found.has(l.owner) && (!l.base || base)) {
        const value = base ? base.value.mul(l.factor).add(l.offset) : l.offset;
        const times = l.factor.equals(1) ? '' : `${l.factor.toFraction()} * `;
        const plus = l.offset.equals(0) ? '' : l.offset.s < 0n ? ` - ${show(l.offset.neg())}` : ` + ${show(l.offset)}`;
        found.set(l.owner, { value, expression: base ? `(${times}(${base.expression})${plus})` : show(value) });
        progress = true;
      } else if (l.base && !base && found.has(l.owner)) {
        // Backwards: the base from its owner's amount.
        const own = found.get(l.owner)!;
        const value = own.value.sub(l.offset).div(l.factor);
        const minus = l.offset.equals(0) ? '' : l.offset.s < 0n ? ` + ${show(l.offset.neg())}` : ` - ${show(l.offset)}`;
        found.set(l.base, { value, expression: `((${own.expression}${minus}) / ${l.factor.toFraction()})` });
        progress = true;
      }
    }
  }
  return found;
}

/** The links count what the question asks ("baseball cards" may be asked as "cards"), by its one act. */
function sameThing(links: readonly Link[], q: ChainQuestion): boolean {
  const within = (unit: string, whole: string): boolean => unit === whole || unit.endsWith(` ${whole}`);
  // Every amount counts the asked thing (or a kind of it); "3 more apples than Tom" after Tom's red apples does not say which apples.
  const fits = (l: Link): boolean => (l.base && !l.unit) || within(l.unit, q.unit);
  // One kind across the story: with red pens and blue pens, "How many pens does Cy have?" may count pens never told.
  return new Set(links.map((l) => l.unit).filter(Boolean)).size === 1 && links.every((l) => fits(l) && actOf(l.verb) === q.act);
}

export function solveChainTotal(statement: string): Solved | null {
  const read = readChainTotal(statement);
  if (!read) return null;
  const { links, question } = read;
  const owners = [...new Set(links.flatMap((l) => [l.owner, l.base ?? l.owner]))];
  // An owner told twice ("Ana picked 4 more plums than Bo. Ana picked 10 plums.") is checked: every link must hold.
  if (!links.some((l) => l.base) || !sameThing(links, question)) return null;
  const asked = question.owners === 'all' ? owners : question.owners;
  if ((question.count !== null && question.count !== asked.length) || asked.some((o) => !owners.includes(o))) return null;
  const found = solveLinks(links);
  if (!found || owners.some((o) => !found.has(o)) || !links.every((l) => holds(l, found))) return null;
  const unit = links.find((l) => l.unit)!.unit;
  const fine = (v: Exact): boolean => v.s > 0n && !v.equals(0) && (v.d === 1n || (MEASURE.test(unit) && terminates(v)));
  if (owners.some((o) => !fine(found.get(o)!.value))) return null;
  const terms = asked.map((o) => found.get(o)!);
  const answer = question.kind === 'difference' ? terms[0]!.value.sub(terms[1]!.value) : terms.reduce((s, t) => s.add(t.value), exact.fraction(0));
  const expression = question.kind === 'difference' ? `${terms[0]!.expression} - ${terms[1]!.expression}` : terms.map((t) => t.expression).join(' + ');
  if (!fine(answer) || !(exact.evaluate(expression) as Exact).equals(answer)) return null;
  const steps: SolutionStep[] = [
    { kind: 'restate', problem: statement.slice(statement.lastIndexOf('. ') + 2).trim() },
    { kind: 'facts', facts: links.map((l) => l.text) },
    { kind: 'number-sentence', sentence: `${expression.replace(/\*/g, '×')} = ?`, schema: 'relation' },
    ...owners.map((o): SolutionStep => ({ kind: 'check', statement: `${o}: ${show(found.get(o)!.value)}`, holds: true })),
  ];
  return { kind: 'word-problem', steps, answer: showAnswer(answer, unit) };
}

export const holds = (l: Link, found: Map<string, Found>): boolean =>
  found.get(l.owner)!.value.equals(l.base ? found.get(l.base)!.value.mul(l.factor).add(l.offset) : l.offset);

import { create, all, type FactoryFunctionMap, type Unit } from 'mathjs';
import type { Exact } from '../math-engine.js';
import type { Dimension } from './read-rates.js';

/** One mathjs for the readers that recompute with the story's own units ("tree", "lemon"), made up as they come. */
const units = create(all as FactoryFunctionMap, {});
const unitName = (u: string): string => `uu${u.replace(/[^a-z]/g, '')}`;

/** "uulemon^1 * uutree^-1": a dimension in mathjs's words, each unit made up the first time it is seen. */
export function withUnits(d: Dimension): string {
  for (const u of d.keys()) if (!units.Unit.isValuelessUnit(unitName(u))) units.createUnit(unitName(u));
  return [...d.entries()].map(([u, p]) => `${unitName(u)}^${p}`).join(' * ');
}

/** The second way: mathjs computes the expression with its units; it must come out in the asked unit as the answer. */
export function unitsAgree(expression: string, target: Dimension, answer: Exact): boolean {
  const wanted = units.unit(withUnits(target));
  const result = units.evaluate(expression) as Unit;
  return result.equalBase(wanted) && Math.abs(result.toNumber(wanted.formatUnits()) - Number(answer.valueOf())) < 1e-9 * Math.max(1, Number(answer.valueOf()));
}

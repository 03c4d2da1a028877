import { cardinalsAsDigits } from '../../text/cardinals.js';
import { eliminate } from './eliminate.js';
import { exact, type Exact, showReadable } from '../math-engine.js';
import { readMixture, singularUnit, type MixturePart } from './mixture-parts.js';
import { PRICE_MIXTURE_SKILLS } from './price-mixture.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Mixtures of solutions (`mixture-parts.ts` reads the parts): the pure ingredient of the parts adds up to the
 * mixture's, Σ amount × percent = total × final percent, and the amounts add up to the total. One unknown amount
 * ("How many liters of a 20% solution must be mixed with 10 liters of a 50% solution to make a 30% solution?"),
 * two unknown amounts of a told total ("… of each to make 30 liters of a 40% solution"), or the final percent
 * ("What is the percent of salt in the mixture?"). Checked a second way: the ingredient in the parts found,
 * added up, is the told share of the total.
 */
const ASK_PERCENT = /\b(?:what\s+(?:is\s+the\s+)?(?:percent(?:age)?|concentration|strength)|what\s+percent(?:age)?\s+of|find\s+the\s+(?:percent(?:age)?|concentration))\b/i;
const ASK_EACH = /\bhow\s+(?:many|much)\b[^?]*\bof\s+each\b/i;
const ASK_AMOUNT = /\bhow\s+(?:many|much)\b/i;

const shown = showReadable;
const named = (p: MixturePart): string => (p.water ? 'water' : `the ${shown(p.percent)}% solution`);

function mixtureWords(text: string): string {
  return cardinalsAsDigits(text, String.raw`(?=\s*(?:%|percent|liters?|litres?|gallons?|quarts?|pints?|ounces?|cups?|pounds?|kilograms?|grams?|milliliters?)\b)`);
}

function mixture(statement: string): SkillAnswer | null {
  const text = mixtureWords(statement);
  if (!/\b(?:mix(?:ed|es|ing|ture)?|added?|combined?|blend(?:ed)?)\b/i.test(text)) return null;
  const story = readMixture(text);
  if (!story) return null;
  const question = text.split(/(?<=[.?!])\s+/).at(-1) ?? '';
  const { parts, target, unit } = story;
  const askedUnit = /\bhow\s+(?:many|much)\s+([a-z]+)/i.exec(question)?.[1];
  if (askedUnit && !/^(?:of|water|pure)$/i.test(askedUnit) && singularUnit(askedUnit) !== unit) return null;
  const unknown = parts.filter((p) => !p.amount);
  const units = (v: Exact): string => (unit ? `${shown(v)} ${unit}${v.equals(1) ? '' : 's'}` : shown(v));
  const hundred = exact.fraction(100);
  let amounts: Map<MixturePart, Exact>;
  if (unknown.length === 0 && target.percent === null && ASK_PERCENT.test(question)) {
    amounts = new Map(parts.map((p) => [p, p.amount!]));
  } else if (unknown.length === 1 && target.percent && !target.amount && ASK_AMOUNT.test(question) && !ASK_EACH.test(question)) {
    const x = unknown[0]!;
    if (x.percent.equals(target.percent)) return null;
    // Σ known a (P − p) = x (p_x − P)
    const known = parts.filter((p) => p !== x).reduce((sum, p) => sum.add(p.amount!.mul(target.percent!.sub(p.percent))), exact.fraction(0));
    amounts = new Map(parts.map((p) => [p, p === x ? known.div(x.percent.sub(target.percent!)) : p.amount!]));
  } else if (unknown.length === 2 && target.percent && target.amount && ASK_EACH.test(question)) {
    const knownParts = parts.filter((p) => p.amount);
    const restAmount = knownParts.reduce((s, p) => s.sub(p.amount!), target.amount);
    const restIngredient = knownParts.reduce((s, p) => s.sub(p.amount!.mul(p.percent)), target.amount.mul(target.percent));
    const solved = eliminate([[exact.fraction(1), exact.fraction(1), restAmount], [unknown[0]!.percent, unknown[1]!.percent, restIngredient]]);
    if (!solved) return null;
    amounts = new Map(parts.map((p) => [p, p === unknown[0] ? solved[0]! : p === unknown[1] ? solved[1]! : p.amount!]));
  } else return null;
  const values = [...amounts.values()];
  if (values.some((v) => v.s <= 0n || v.equals(0))) return null;
  const total = values.reduce((s, v) => s.add(v), exact.fraction(0));
  const ingredient = parts.reduce((s, p) => s.add(amounts.get(p)!.mul(p.percent).div(hundred)), exact.fraction(0));
  const percent = ingredient.div(total).mul(hundred);
  if ((target.percent && !percent.equals(target.percent)) || (target.amount && !total.equals(target.amount))) return null;
  const asked = unknown.length === 0 ? null : unknown;
  const sum = parts.map((p) => `${shown(amounts.get(p)!)} × ${shown(p.percent)}%`).join(' + ');
  return {
    problem: asked ? `how much of ${asked.map(named).join(' and of ')} is needed` : 'the percent of the mixture',
    facts: [...parts.filter((p) => p.amount).map((p) => `${units(p.amount!)} of ${named(p)}`), ...(target.percent ? [`the mixture is ${shown(target.percent)}%${target.amount ? `, ${units(target.amount)} in all` : ''}`] : [])],
    schema: 'mixture',
    sentence: asked
      ? `${parts.map((p) => (p.amount ? `${shown(p.amount)} × ${shown(p.percent)}%` : `${p === unknown[0] ? 'x' : 'y'} × ${shown(p.percent)}%`)).join(' + ')} = (total) × ${shown(target.percent!)}%, so ${asked.map((p, i) => `${i === 0 ? 'x' : 'y'} = ${shown(amounts.get(p)!)}`).join(', ')}`
      : `(${sum}) ÷ ${shown(total)} = ${shown(percent)}%`,
    check: `${sum} = ${unit ? units(ingredient) : shown(ingredient)} of the ingredient, which is ${shown(percent)}% of ${units(total)}`,
    answer: asked ? asked.map((p) => `${units(amounts.get(p)!)}${asked.length > 1 ? ` of ${named(p)}` : ''}`).join(' and ') : `${shown(percent)}%`,
  };
}

export const MIXTURE_SKILLS = [mixture, ...PRICE_MIXTURE_SKILLS];

import { evaluateExact, exact, showExact, type Exact } from '../math-engine.js';
import { side } from '../number-puzzle.js';
import { rationalRoots, readPolynomial, rootValue } from './polynomial.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * A rectangle whose length is told through its width, and its perimeter or area ("The length of a rectangle
 * is 3 more than twice its width. The perimeter is 36 cm. What is the width?"): the relation is read as an
 * expression in the width (every grouping of the words must agree, as for number puzzles), then
 * 2(length + width) = perimeter is solved, or length × width = area by its rational roots with exactly one
 * positive width. Checked a second way: both sides positive, and the perimeter or area worked out again.
 */
const SIDE_WORD = String.raw`(length|width)`;
const RELATION = new RegExp(String.raw`^(?:the\s+|its\s+|a\s+rectangle(?:'s|’s)\s+)?${SIDE_WORD}(?:\s+of\s+(?:a|the)\s+rectangle(?:\s+[a-z]+)?)?\s+is\s+(.+?)\s+(?:its|the)\s+${SIDE_WORD}$`, 'i');
const MEASURE = /^(?:the\s+|its\s+|a\s+rectangle(?:\s+[a-z]+)?\s+has\s+an?\s+)?(perimeter|area)(?:\s+of\s+(?:a|the)\s+rectangle(?:\s+[a-z]+)?)?\s+(?:is|of)\s+(\d+(?:\.\d+)?)\s*((?:square\s+)?(?:cm|centimeters|m|meters|mm|km|inches|in|feet|ft|yards|yd|units|miles))?$/i;
const ASK = /^(?:what\s+(?:is|are)|find|determine|calculate)\s+(?:the\s+|its\s+)?(length|width|dimensions|length\s+and\s+(?:the\s+)?width|width\s+and\s+(?:the\s+)?length)(?:\s+of\s+(?:the|this)\s+rectangle(?:\s+[a-z]+)?)?$/i;
const UNIT_WORDS: Record<string, string> = { centimeters: 'cm', meters: 'm', inches: 'in', feet: 'ft', yards: 'yd' };

function rectangleSides(statement: string): SkillAnswer | null {
  const sentences = statement.split(/(?<=[.?!])\s+/).map((s) => s.replace(/[.?!]+$/, '').trim()).filter(Boolean);
  if (sentences.length !== 3) return null;
  const relation = sentences.map((s) => RELATION.exec(s)).find(Boolean);
  const measure = sentences.map((s) => MEASURE.exec(s)).find(Boolean);
  const ask = ASK.exec(sentences[2]!);
  if (!relation || !measure || !ask || relation[1]!.toLowerCase() === relation[3]!.toLowerCase()) return null;
  const [told, base] = [relation[1]!.toLowerCase(), relation[3]!.toLowerCase()];
  const relationWords = relation[2]!.replace(/\b(\d+(?:\.\d+)?)\s*(?:cm|m|in|ft|feet|inches|meters|centimeters|yards|units)\s+(longer|shorter)\b/i, '$1 $2').replace(/\blonger\b/i, 'more').replace(/\bshorter\b/i, 'less');
  const expression = side(`${relationWords} n`);
  if (!expression) return null;
  const kind = measure[1]!.toLowerCase();
  const value = exact.fraction(measure[2]!);
  const unit = (measure[3] ?? '').toLowerCase().replace(/^square\s+/, '');
  const short = UNIT_WORDS[unit] ?? unit;
  if (kind === 'area' && measure[3] && !/^square\s/i.test(measure[3])) return null;
  const other = (n: Exact): Exact | null => evaluateExact(expression, { n });
  const equation = kind === 'perimeter' ? `2 * ((${expression}) + n) - (${measure[2]})` : `(${expression}) * n - (${measure[2]})`;
  const read = readPolynomial(equation.replace(/n/g, 'x'), 'x');
  const roots = read && read.coefficients.length >= 2 && read.coefficients.length <= 3 ? rationalRoots(read.coefficients) : null;
  const positive = (roots ?? []).map(rootValue).filter((n) => n.s > 0n && (other(n)?.s ?? 0n) > 0n);
  if (positive.length !== 1) return null;
  const baseValue = positive[0]!;
  const toldValue = other(baseValue)!;
  const again = kind === 'perimeter' ? baseValue.add(toldValue).mul(2) : baseValue.mul(toldValue);
  if (!again.equals(value)) return null;
  const withUnit = (v: Exact): string => `${showExact(v)}${short ? ` ${short}` : ''}`;
  const values: Record<string, Exact> = { [base]: baseValue, [told]: toldValue };
  const asked = ask[1]!.toLowerCase();
  const answer = asked === 'length' || asked === 'width' ? withUnit(values[asked]!) : `length ${withUnit(values.length!)}, width ${withUnit(values.width!)}`;
  const sentence = kind === 'perimeter' ? `2 × (${expression.replace(/n/g, base[0]!)} + ${base[0]}) = ${measure[2]}` : `(${expression.replace(/n/g, base[0]!)}) × ${base[0]} = ${measure[2]}`;
  return {
    problem: `the ${asked} of the rectangle`,
    facts: [`call the ${base} ${base[0]}; the ${told} is ${expression.replace(/n/g, base[0]!)}`, kind === 'perimeter' ? 'perimeter = 2 × (length + width)' : 'area = length × width'],
    schema: 'formula',
    sentence: `${sentence}, so ${base[0]} = ${showExact(baseValue)} and the ${told} is ${showExact(toldValue)}`,
    check: `${kind === 'perimeter' ? `2 × (${showExact(values.length!)} + ${showExact(values.width!)})` : `${showExact(values.length!)} × ${showExact(values.width!)}`} = ${showExact(again)}, the ${kind} told`,
    answer,
  };
}

export const RECTANGLE_SKILLS = [rectangleSides];

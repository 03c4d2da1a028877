import { exact, type Exact } from '../math-engine.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * The next term of a number pattern whose differences (or differences of differences, up to the third)
 * become constant, or whose terms grow by the same factor (2, 4, 8, 16): the patterns school exercises
 * use. At least two equal values in the constant row (or two equal ratios) are needed, so the rule is
 * seen, not guessed. Checked a second way: the polynomial through the first terms (Lagrange) reproduces
 * every given term and gives the same next one; the first term times the ratio for every step does too.
 */
const ITEM = String.raw`-?\d[\d,]*(?:\.\d+)?`;
const LIST = String.raw`(${ITEM}(?:\s*,\s*${ITEM}){2,})`;
const NEXT = new RegExp(String.raw`^(?:what\s+is\s+next\s+in|what\s+is\s+the\s+next\s+(?:term|number)\s+(?:in|of)(?:\s+the\s+(?:sequence|pattern))?|what\s+comes\s+next\s*(?::|in)?|find\s+the\s+next\s+(?:term|number)\s+(?:in|of)(?:\s+the\s+(?:sequence|pattern))?|what\s+is\s+the\s+next\s+number\s+in\s+the\s+(?:sequence|pattern)|continue\s+the\s+(?:sequence|pattern)\s*:?)\s*${LIST}(?:\s*,\s*(?:\.\.\.|…|_+))?$`, 'i');
const MAX_ORDER = 3;

const differences = (row: readonly Exact[]): Exact[] => row.slice(1).map((v, i) => v.sub(row[i] ?? v));

/** Lagrange's polynomial through (0, ys[0]) … (n−1, ys[n−1]) evaluated at x. */
function lagrangeAt(ys: readonly Exact[], x: number): Exact {
  return ys.reduce((sum, y, i) => sum.add(ys.reduce((term, _, j) => (j === i ? term : term.mul(exact.fraction(x - j, i - j))), y)), exact.fraction(0));
}

/** 2, 4, 8, 16 → 32: every term the one before times the same number (seen at least twice). */
function geometric(terms: readonly Exact[]): SkillAnswer | null {
  if (terms.some((t) => t.equals(0))) return null;
  const ratios = terms.slice(1).map((t, i) => t.div(terms[i] as Exact));
  const ratio = ratios[0] as Exact;
  if (ratios.length < 2 || ratio.equals(1) || !ratios.every((r) => r.equals(ratio))) return null;
  const next = (terms[terms.length - 1] as Exact).mul(ratio);
  // Second check: the first term times the ratio once for every step.
  if (!(terms[0] as Exact).mul(ratio.pow(terms.length) as Exact).equals(next)) return null;
  return {
    problem: `the next term of ${terms.map((t) => t.toString()).join(', ')}`,
    facts: [`each term is the one before times ${ratio.toFraction()}`],
    schema: 'next-term',
    sentence: `${(terms[terms.length - 1] as Exact).toString()} × ${ratio.toFraction()} = ?`,
    check: `${(terms[0] as Exact).toString()} × ${ratio.toFraction()}^${terms.length} = ${next.toString()}`,
    answer: next.toString(),
  };
}

function nextTerm(statement: string): SkillAnswer | null {
  const match = NEXT.exec(statement);
  if (!match) return null;
  const terms = (match[1] ?? '').split(/\s*,\s*/).map((t) => exact.fraction(t.replace(/,/g, '')));
  return byDifferences(terms) ?? geometric(terms);
}

function byDifferences(terms: readonly Exact[]): SkillAnswer | null {
  const rows: Exact[][] = [[...terms]];
  while (rows.length <= MAX_ORDER + 1) {
    const last = rows[rows.length - 1] ?? [];
    if (last.length >= 2 && last.every((v) => v.equals(last[0] ?? v))) break;
    if (last.length < 3) return null;
    rows.push(differences(last));
  }
  const order = rows.length - 1;
  const constant = rows[order] ?? [];
  if (order > MAX_ORDER || constant.length < 2 || order === 0) return null;
  // Extend the table from the bottom row up: the next term is the sum of each row's last value and the constant.
  const next = rows.slice(0, order).reduceRight((below, row) => (row[row.length - 1] as Exact).add(below), constant[0] as Exact);
  const fitted = terms.slice(0, order + 1);
  if (!terms.every((t, i) => lagrangeAt(fitted, i).equals(t)) || !lagrangeAt(fitted, terms.length).equals(next)) return null;
  const first = rows[1] ?? [];
  const rule = order === 1
    ? `the terms ${first[0]?.s === -1n ? 'go down' : 'go up'} by ${first[0]?.abs().toString()} each time`
    : `the ${order === 2 ? 'differences' : 'differences of the differences'} ${order === 2 ? first.map((d) => d.toString()).join(', ') : (rows[2] ?? []).map((d) => d.toString()).join(', ')} change by ${constant[0]?.toString()} each time`;
  return {
    problem: `the next term of ${terms.map((t) => t.toString()).join(', ')}`,
    facts: rows.slice(1).map((row, i) => `${i === 0 ? 'differences' : i === 1 ? 'second differences' : 'third differences'}: ${row.map((d) => d.toString()).join(', ')}`),
    schema: 'next-term',
    sentence: `${rows.slice(0, order).map((row) => (row[row.length - 1] as Exact).toString()).join(' + ')}${order > 0 ? ` + ${constant[0]?.toString()}` : ''}`.replace(/\+ -/g, '− ') + ' = ?',
    check: `${rule}, and the pattern gives every term written and then ${next.toString()}`,
    answer: next.toString(),
  };
}

export const PATTERN_SKILLS = [nextTerm];

import { create, all, type FactoryFunctionMap, type Fraction, type MathNode } from 'mathjs';

const factories: FactoryFunctionMap = all ?? {};

/** Exact arithmetic: fractions stay fractions (1/3 + 1/6 = 1/2), decimals become exact too. */
export const exact = create(factories, { number: 'Fraction' });
/** Plain numbers for parsing (constants print as written) and decimal work. */
export const plain = create(factories, {});

export type Exact = Fraction;

export function toExact(value: number | string): Exact {
  return exact.fraction(value);
}

export function isInteger(value: Exact): boolean {
  return value.d === 1n;
}

/** "5/4", "-3", or for decimal mode "0.75". */
export function showExact(value: Exact, mode: 'fraction' | 'decimal' = 'fraction'): string {
  if (isInteger(value)) return value.toString();
  if (mode === 'decimal' && terminates(value)) return formatDecimal(Number(value.valueOf()));
  return value.toFraction();
}

/** 1/4 = 0.25 terminates; 1/3 = 0.333… does not, so it stays a fraction to stay exact. */
export function terminates(value: Exact): boolean {
  let d = value.d;
  while (d % 2n === 0n) d /= 2n;
  while (d % 5n === 0n) d /= 5n;
  return d === 1n;
}

export function formatDecimal(value: number): string {
  return String(Number(value.toPrecision(12)));
}

/** "7/3" → "2 1/3" for the younger grades. */
export function showMixed(value: Exact): string {
  if (isInteger(value) || value.n < value.d) return showExact(value);
  const whole = value.n / value.d;
  const rest = value.n % value.d;
  return `${value.s < 0n ? '-' : ''}${whole} ${rest}/${value.d}`;
}

/** The top of a mixed number as an improper fraction: 2 1/2 → 5 (over the same bottom). */
export const improperTop = (whole: string | bigint, top: string | bigint, bottom: string | bigint): bigint => BigInt(whole) * BigInt(bottom) + BigInt(top);

/** A mixed number as students write it: "2 1/2" (whole, top, bottom). */
export const MIXED_NUMBER = /(?<![\d./])(\d+)\s+(\d+)\/(\d+)(?![\d./])/g;

/** Each mixed number written as its improper fraction (`write`); "2 5/3" is none, and becomes unreadable. */
export function mixedAsImproper(text: string, write: (top: bigint, bottom: string) => string): string {
  return text.replace(MIXED_NUMBER, (_m, whole: string, top: string, bottom: string) =>
    (BigInt(top) < BigInt(bottom) ? write(improperTop(whole, top, bottom), bottom) : 'notAMixedNumber()'));
}

/**
 * Fractions written "3/4" (no spaces) are literals, "10 / 5" is a division to carry out. A mixed number
 * "2 1/2" is 2 + 1/2 (never 2 × 1/2), read as the improper fraction 5/2; "2 5/3" is no mixed number and
 * is left unreadable, so nothing is computed from it.
 */
export function markFractionLiterals(text: string): string {
  return mixedAsImproper(text, (top, bottom) => `frac(${top}, ${bottom})`)
    .replace(/(?<![\d.])(\d+)\/(\d+)(?![\d.])/g, 'frac($1, $2)');
}

function fracHandler(node: MathNode): string | undefined {
  if (node.type !== 'FunctionNode') return undefined;
  const call = node as unknown as { fn: { name: string }; args: MathNode[] };
  if (call.fn.name === 'abs' && call.args.length === 1) return `|${showTree(call.args[0]!)}|`;
  if (call.fn.name !== 'frac') return undefined;
  return `${call.args[0]?.toString() ?? ''}/${call.args[1]?.toString() ?? ''}`;
}

/** Prints a parsed expression the way students write it ("3/4 + 1/2", "2x + 3"). */
export function showTree(node: MathNode): string {
  return node.toString({ handler: fracHandler, implicit: 'hide' });
}

export function parseExpression(text: string): MathNode | null {
  try {
    return plain.parse(markFractionLiterals(text));
  } catch {
    return null;
  }
}

/** Evaluates with exact fractions; null for anything that is not a finite rational number. */
export function evaluateExact(text: string | MathNode, scope: Record<string, Exact> = {}): Exact | null {
  try {
    const value: unknown = typeof text === 'string' ? exact.evaluate(text, scope) : text.compile().evaluate(scope);
    if (typeof value === 'number') return Number.isFinite(value) ? toExact(value) : null;
    return value instanceof Object && 'd' in value && 'n' in value ? (value as Exact) : null;
  } catch {
    return null;
  }
}

/** Unicode and word operators students write, turned into mathjs syntax. */
export function normalizeMathText(text: string): string {
  return text
    .replace(/[×·∙]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[−–—]/g, '-')
    .replace(/(\d)\s*[xX]\s*(?=\d)/g, (_m, d: string) => `${d} * `)
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A value as a student writes it in a number sentence: decimals, not fractions ("2.5"). */
export const showDecimal = (v: Exact): string => showExact(v, 'decimal');
/** A decimal when it ends (2.5), else a mixed number (2 1/3): how a measured answer reads best. */
export const showReadable = (v: Exact): string => (terminates(v) ? showExact(v, 'decimal') : showMixed(v));

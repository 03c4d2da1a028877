import { type MathNode } from 'mathjs';
import { evaluateExact, exact, plain, toExact, type Exact } from '../math-engine.js';
import { explicitLetterProducts, LETTER_TRIALS, sameAtTrials } from './multivariate.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * One term with whole-number exponents, negative ones too ("Simplify (x^-2)^3" → 1/x^6, "(3x^-2y^3)^2/(xy^-1)"
 * → 9y^7/x^5, "Write 2a^-3 with positive exponents"): the laws of exponents add, subtract and multiply the
 * powers of each letter, and the answer is written with positive exponents only, letters with a negative
 * power under the fraction bar. A letter divided by, or raised to a negative power, may not be 0 (stated when
 * it cancelled out of the bottom).
 * Checked a second way: the answer and the exercise, both evaluated by mathjs, agree at several points.
 */
const ASK = /^(?:please\s+)?(?:simplify|rewrite|write|express|evaluate)\s*:?\s+(.+?)(?:\s*,?\s+(?:using|with|so\s+that\s+it\s+has)\s+(?:only\s+)?positive\s+exponents(?:\s+only)?)?$/i;
const MAX_POWER = 30;

interface Monomial { coefficient: Exact; powers: Record<string, number> }

function times(a: Monomial, b: Monomial, sign: 1 | -1): Monomial | null {
  const powers = { ...a.powers };
  for (const [l, p] of Object.entries(b.powers)) powers[l] = (powers[l] ?? 0) + sign * p;
  if (sign === -1 && b.coefficient.equals(0)) return null;
  return { coefficient: sign === 1 ? a.coefficient.mul(b.coefficient) : a.coefficient.div(b.coefficient), powers };
}

function read(node: MathNode, divided: Set<string>): Monomial | null {
  const n = node as MathNode & { fn?: string; args?: MathNode[]; content?: MathNode; value?: unknown; name?: string };
  if (node.type === 'ParenthesisNode' && n.content) return read(n.content, divided);
  if (node.type === 'ConstantNode' && typeof n.value === 'number') return { coefficient: toExact(n.value), powers: {} };
  if (node.type === 'SymbolNode' && /^[a-hj-z]$/i.test(n.name ?? '')) return { coefficient: exact.fraction(1), powers: { [n.name!]: 1 } };
  if (node.type !== 'OperatorNode' || !n.args) return null;
  if (n.fn === 'pow') return power(n.args[0]!, n.args[1]!, divided);
  const parts = n.args.map((a) => read(a, divided));
  if (parts.some((p) => !p)) return null;
  const [a, b] = parts as Monomial[];
  if (n.fn === 'unaryMinus') return { coefficient: a!.coefficient.neg(), powers: a!.powers };
  if (n.fn === 'multiply') return times(a!, b!, 1);
  if (n.fn === 'divide') {
    Object.keys(b!.powers).forEach((l) => divided.add(l));
    return times(a!, b!, -1);
  }
  return null;
}

function power(baseNode: MathNode, exponentNode: MathNode, divided: Set<string>): Monomial | null {
  const base = read(baseNode, divided);
  const exponent = evaluateExact(exponentNode.toString());
  if (!base || !exponent || exponent.d !== 1n || exponent.n > BigInt(MAX_POWER)) return null;
  const k = Number(exponent.s * exponent.n);
  if (k < 0) {
    if (base.coefficient.equals(0)) return null;
    Object.keys(base.powers).forEach((l) => divided.add(l));
  }
  const powers = Object.fromEntries(Object.entries(base.powers).map(([l, p]) => [l, p * k]));
  return { coefficient: base.coefficient.pow(k), powers };
}

function readMonomial(expression: string, divided: Set<string>): Monomial | null {
  try {
    return read(plain.parse(explicitLetterProducts(expression)), divided);
  } catch {
    return null;
  }
}

const factor = (l: string, p: number): string => (p === 1 ? l : `${l}^${p}`);

/** "9y^7/x^5", "1/x^6", "-3/(4a^2b)". */
function positiveForm({ coefficient, powers }: Monomial): string {
  const letters = Object.keys(powers).sort();
  const top = letters.filter((l) => powers[l]! > 0).map((l) => factor(l, powers[l]!)).join('');
  const under = letters.filter((l) => powers[l]! < 0);
  const bottomLetters = under.map((l) => factor(l, -powers[l]!)).join('');
  const [num, den] = [coefficient.n, coefficient.d];
  const sign = coefficient.s < 0n ? '-' : '';
  const topShown = `${num === 1n && top ? '' : num}${top}`;
  const bottomNumber = den === 1n ? '' : String(den);
  const bottom = `${bottomNumber}${bottomLetters}`;
  if (!bottom) return `${sign}${topShown}`;
  const factors = under.length + (bottomNumber ? 1 : 0);
  const wrapped = factors > 1 ? `(${bottom})` : bottom;
  return `${sign}${topShown}/${wrapped}`;
}

function monomialExponents(statement: string): SkillAnswer | null {
  const expression = ASK.exec(statement)?.[1]?.trim().replace(/[−–]/g, '-') ?? '';
  // Negative exponents, or a quotient of terms; one term only (no sum or difference outside an exponent).
  if (!/\^\s*\(?\s*-|\//.test(expression) || /[a-z]\s*[-+]|\)\s*[-+]|\d\s*[-+]\s*[\d(a-z]/i.test(expression.replace(/\^\s*\(?\s*-/g, '^'))) return null;
  const divided = new Set<string>();
  const monomial = readMonomial(expression, divided);
  const letters = [...new Set(expression.match(/[a-z]/gi) ?? [])].sort();
  if (!monomial || monomial.coefficient.equals(0) || letters.length === 0 || letters.length > 3) return null;
  const kept = Object.fromEntries(Object.entries(monomial.powers).filter(([, p]) => p !== 0));
  const written = positiveForm({ coefficient: monomial.coefficient, powers: kept });
  if (written.replace(/\s/g, '') === expression.replace(/\s/g, '') || !sameAtTrials(expression, written, letters)) return null;
  // A letter still under the fraction bar says so itself; one that cancelled out is stated.
  const excluded = [...divided].sort().filter((l) => !((kept[l] ?? 0) < 0)).map((l) => `${l} ≠ 0`);
  return {
    problem: `${expression} with positive exponents`,
    facts: ['multiplying adds exponents, dividing subtracts them, a power of a power multiplies them', 'a negative exponent means 1 over the positive power: x^-2 = 1/x^2'],
    schema: 'power',
    sentence: `${expression} = ${written}`,
    check: `${written} and ${expression} give the same value for ${LETTER_TRIALS.length} choices of ${letters.join(', ')}`,
    answer: excluded.length > 0 ? `${written}, for ${excluded.join(', ')}` : written,
  };
}


export const MONOMIAL_EXPONENT_SKILLS = [monomialExponents];

import { type MathNode } from 'mathjs';
import { exact, plain } from '../math-engine.js';
import { evaluateAt, explicitProducts, onlyLetter, rationalRoots, type RationalRoot } from './polynomial.js';
import { agreeingPoints, asMath, cancelled, notAllowed, polynomial, showQuotient } from './rational-expressions.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Sums and differences of fractions with the letter in a denominator, written as one fraction in simplest
 * form ("Simplify 3/x + 2/x" → 5/x, "1/x + 1/(x + 1)" → (2x + 1)/(x^2 + x), "x/(x − 2) − 2/(x − 2)" → 1): the
 * fractions are put over a common denominator (mathjs rationalize), factors top and bottom share cancel, and
 * every value that makes one of the exercise's denominators 0 is stated. Checked a second way: the answer and
 * the exercise agree at nine points or more.
 */
const ASK = /^(?:please\s+)?(?:simplify|add|subtract|combine|write\s+as\s+(?:a\s+)?single\s+fraction)\s*:?\s+(?:the\s+expression\s+)?([-+*/^().\d\sa-z]+?)(?:\s+(?:completely|fully|as\s+(?:a\s+)?single\s+fraction|in\s+simplest\s+form))?$/i;

/** The denominators of the exercise as written: every right side of a division. */
function denominators(node: MathNode): string[] {
  const found: string[] = [];
  node.traverse((n) => {
    const op = n as MathNode & { fn?: string; args?: MathNode[] };
    if (n.type === 'OperatorNode' && op.fn === 'divide' && op.args?.[1]) found.push(op.args[1].toString());
  });
  return found;
}

/** The terms added or taken away at the top of the expression. */
function summands(node: MathNode): MathNode[] {
  const op = node as MathNode & { fn?: string; args?: MathNode[] };
  if (node.type === 'ParenthesisNode') return [node];
  return node.type === 'OperatorNode' && (op.fn === 'add' || op.fn === 'subtract') && op.args ? op.args.flatMap(summands) : [node];
}

function rationalSum(statement: string): SkillAnswer | null {
  const body = ASK.exec(statement)?.[1]?.trim();
  const variable = body ? onlyLetter(body) : null;
  if (!body || !variable || body.length > 120 || !/\/[^+-]*[a-z]/i.test(body)) return null;
  let parsed: MathNode;
  try { parsed = plain.parse(explicitProducts(body)); } catch { return null; }
  // A sum or difference of terms at the top: one quotient alone is rational-expressions' job.
  const top = parsed as MathNode & { fn?: string };
  if (top.type !== 'OperatorNode' || (top.fn !== 'add' && top.fn !== 'subtract')) return null;
  // Every part is a fraction or a number: "x^2 - 9/(x - 3)" is more likely (x^2 - 9)/(x - 3) mistyped than meant.
  if (!summands(parsed).every((n) => n.type === 'ConstantNode' || (n as MathNode & { fn?: string }).fn === 'divide')) return null;
  const poles: RationalRoot[] = [];
  for (const bottom of denominators(parsed).filter((d) => d.includes(variable))) {
    const read = polynomial(bottom, variable);
    const roots = read ? rationalRoots(read.coefficients) : null;
    if (!roots) return null;
    for (const r of roots) if (!poles.some((p) => p.num === r.num && p.den === r.den)) poles.push({ ...r, multiplicity: 1 });
  }
  if (poles.length === 0) return null;
  poles.sort((a, b) => (a.num * b.den < b.num * a.den ? -1 : 1));
  let combined: { numerator: object; denominator?: object };
  try { combined = plain.rationalize(explicitProducts(body), {}, true) as unknown as typeof combined; } catch { return null; }
  const [t, b] = [polynomial(combined.numerator.toString(), variable), polynomial(combined.denominator?.toString() ?? '1', variable)];
  const bottomRoots = b ? rationalRoots(b.coefficients) : null;
  if (!t || !b || !bottomRoots) return null;
  const rest = cancelled(t.coefficients, b.coefficients, bottomRoots);
  const simplest = showQuotient(rest.top, rest.bottom, t.scale.div(b.scale), variable);
  const points = agreeingPoints(body, asMath(simplest), variable);
  // Every stated value really makes the exercise undefined.
  if (!points || poles.some((p) => evaluateAt(body, { [variable]: exact.fraction(p.num, p.den) }) !== null)) return null;
  return {
    problem: `${body} as one fraction in simplest form`,
    facts: [`${notAllowed(variable, poles)}, because a denominator would be 0`, 'put the fractions over a common denominator, add or subtract the tops, then cancel common factors'],
    schema: 'rational-expression',
    sentence: `${body} = ${simplest}`,
    check: `${simplest} and ${body} give the same value at ${variable} = ${points.slice(0, 5).join(', ')}, …`,
    answer: `${simplest}, for ${notAllowed(variable, poles)}`,
  };
}

export const RATIONAL_SUM_SKILLS = [rationalSum];

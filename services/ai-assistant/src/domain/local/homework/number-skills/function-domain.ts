import { exact, parseExpression, plain, showExact, type Exact } from '../math-engine.js';
import { rationalRoots, readPolynomial, rootValue } from './polynomial.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * The domain of a function of x ("Find the domain of f(x) = 1/(x − 3)", "… of y = √(x − 2)", "… of ln(2x + 4)"):
 * the x that make a denominator 0 are left out (a polynomial denominator with rational roots), and the inside of
 * one square root (or logarithm) of a linear expression must be ≥ 0 (> 0). Combinations are declined. The range
 * of a quadratic ("Find the range of f(x) = x² + 1") is the vertex value and above (or below). Checked a second
 * way: the function is worked out at points on both sides of every boundary and at the boundary itself, and is a
 * real number exactly where the answer says.
 */
const ASK = /^(?:please\s+)?(?:what\s+is|find|determine|give|state)\s+the\s+(domain|range)\s+of\s+(?:the\s+function\s+)?(?:(?:f|g|h)\s*\(\s*x\s*\)|y)\s*=\s*(.+)$/i;

const value = (expression: string, x: number): number | null => {
  try {
    const v: unknown = plain.evaluate(expression, { x });
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  } catch { return null; }
};

interface Domain { answer: string; inside: (x: number) => boolean; points: number[]; facts: string[] }

function domainOf(expression: string): Domain | null {
  const tree = parseExpression(expression);
  if (!tree) return null;
  const roots: string[] = [];
  const denominators: string[] = [];
  tree.traverse((node) => {
    if (node.type === 'FunctionNode' && 'fn' in node && /^(?:sqrt|log|ln|log10)$/.test(String((node as unknown as { fn: { name: string } }).fn.name))) roots.push(node.toString());
    if (node.type === 'OperatorNode' && (node as unknown as { op: string }).op === '/') denominators.push((node as unknown as { args: Array<{ toString(): string }> }).args[1]!.toString());
  });
  if (/[a-wyz]/i.test(expression.replace(/\b(?:sqrt|log10|log|ln)\b/g, ''))) return null;
  if (roots.length > 1 || (roots.length === 1 && denominators.length > 0)) return null;
  if (roots.length === 1) {
    const inner = /^(sqrt|log10|log|ln)\((.+)\)$/.exec(roots[0]!.replace(/\s+/g, ''));
    const read = inner ? readPolynomial(inner[2]!, 'x') : null;
    if (!inner || !read || read.coefficients.length !== 2) return null;
    const [b, a] = read.coefficients.map((c) => exact.fraction(c).mul(read.scale));
    const edge: Exact = b!.neg().div(a!);
    const strict = inner[1] !== 'sqrt';
    const up = a!.s > 0n;
    const e = Number(edge.valueOf());
    const sign = up ? (strict ? '>' : '≥') : (strict ? '<' : '≤');
    const interval = up ? `${strict ? '(' : '['}${showExact(edge)}, ∞)` : `(−∞, ${showExact(edge)}${strict ? ')' : ']'}`;
    return {
      answer: `x ${sign} ${showExact(edge)}, that is ${interval}`,
      inside: (x) => (up ? (strict ? x > e : x >= e) : (strict ? x < e : x <= e)),
      points: [e, e - 1, e + 1, e - 0.5, e + 0.5, e + 10, e - 10],
      facts: [`${inner[1] === 'sqrt' ? 'a square root needs' : 'a logarithm needs'} ${inner[2]} ${strict ? '> 0' : '≥ 0'}`],
    };
  }
  const excluded: Exact[] = [];
  for (const denominator of denominators) {
    if (!/x/.test(denominator)) continue;
    const read = readPolynomial(denominator, 'x');
    const found = read ? rationalRoots(read.coefficients) : null;
    // "x² + 1" is never 0: a quadratic with a negative discriminant leaves nothing out.
    const [c, b, a] = read?.coefficients ?? [];
    if (read && !found && read.coefficients.length === 3 && b! * b! - 4n * a! * c! < 0n) continue;
    if (!read || !found) return null;
    for (const r of found) if (!excluded.some((e) => e.equals(rootValue(r)))) excluded.push(rootValue(r));
  }
  excluded.sort((p, q) => (p.compare(q) as number));
  const marks = excluded.map((e) => Number(e.valueOf()));
  return {
    answer: excluded.length === 0 ? 'all real numbers' : `all real numbers except ${excluded.map((e) => `x = ${showExact(e)}`).join(' and ')}`,
    inside: (x) => !marks.some((m) => Math.abs(m - x) < 1e-12),
    points: [...marks, ...marks.flatMap((m) => [m - 0.5, m + 0.5]), -7.25, 0.125, 9.5],
    facts: denominators.length ? [`a denominator cannot be 0: ${denominators.join(', ')} ≠ 0`] : ['a polynomial is defined for every x'],
  };
}

function rangeOf(expression: string): Domain | null {
  const read = readPolynomial(expression, 'x');
  if (!read || read.coefficients.length !== 3) return null;
  const [c, b, a] = read.coefficients.map((k) => exact.fraction(k).mul(read.scale));
  const peak = c!.sub(b!.mul(b!).div(a!.mul(4)));
  const up = a!.s > 0n;
  const k = Number(peak.valueOf());
  return {
    answer: `y ${up ? '≥' : '≤'} ${showExact(peak)}, that is ${up ? `[${showExact(peak)}, ∞)` : `(−∞, ${showExact(peak)}]`}`,
    inside: (y) => (up ? y >= k - 1e-9 : y <= k + 1e-9),
    points: [],
    facts: [`the parabola opens ${up ? 'up' : 'down'}, so its vertex value ${showExact(peak)} is the ${up ? 'least' : 'greatest'} value`],
  };
}

function domainOrRange(statement: string): SkillAnswer | null {
  const m = ASK.exec(statement.replace(/√\s*\(/g, 'sqrt(').replace(/√\s*([a-z0-9]+)/gi, 'sqrt($1)'));
  if (!m) return null;
  const kind = m[1]!.toLowerCase();
  // "2(x + 1)" and "x(x − 1)" are products; "sqrt(" and "ln(" are functions ("ln" is mathjs' "log").
  const expression = m[2]!.trim().replace(/[−–]/g, '-').replace(/\*\*/g, '^').replace(/(\d|\)|(?<![a-z])[a-z])\s*\(/gi, '$1*(').replace(/\bln\s*\(/g, 'log(');
  const found = kind === 'domain' ? domainOf(expression) : rangeOf(expression);
  if (!found) return null;
  if (kind === 'domain' && !found.points.every((x) => (value(expression, x) !== null) === found.inside(x))) return null;
  // The range: values at points around the vertex all lie inside it.
  if (kind === 'range' && ![-20, -3, -1, 0, 0.5, 1, 2, 5, 20].every((x) => { const y = value(expression, x); return y !== null && found.inside(y); })) return null;
  return {
    problem: `the ${kind} of ${m[2]!.trim()}`,
    facts: found.facts,
    schema: 'domain-range',
    sentence: `${kind}: ${found.answer}`,
    check: kind === 'domain' ? 'the function is a real number at test points exactly where the answer allows them' : `the function's values at test points all lie in ${found.answer.split(', that is ')[0]}`,
    answer: found.answer,
  };
}

export const DOMAIN_SKILLS = [domainOrRange];

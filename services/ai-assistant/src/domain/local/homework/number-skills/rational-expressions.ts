import { exact, plain, type Exact } from '../math-engine.js';
import { divideOut, evaluateAt, expandedForm, explicitProducts, onlyLetter, factoredForm, rationalRoots, readPolynomial, rootValue, showRoot, vanishes, type Coefficients, type RationalRoot } from './polynomial.js';
import { readEquation } from './polynomial-roots.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Rational expressions in one letter: simplifying a quotient of polynomials by cancelling the factors
 * top and bottom share ("Simplify (x^2 - 9)/(x - 3)" → x + 3, for x ≠ 3), and solving an equation with the
 * letter in a denominator ("Solve 10 - 4/x = 6", "Solve 3/(x + 1) = 2/(x - 1)"). The values that make a
 * denominator 0 are stated and never given as a solution. Checked a second way: the simplified form equals
 * the original at nine points or more, each solution makes the original equation's two sides equal, and the
 * cleared equation over its denominator equals the original at nine points or more (so no solution is missing).
 */
const SIMPLIFY = /^(?:please\s+)?(?:simplify|reduce|write\s+in\s+simplest\s+form)\s*:?\s+(?:the\s+(?:rational\s+)?expression\s+)?([-+*/^().\d\sa-z]+?)(?:\s+(?:completely|fully|to\s+(?:its\s+)?lowest\s+terms|in\s+simplest\s+form))?$/i;
/** Points at which two forms are compared; at least nine where both are defined must agree. */
const SAMPLES = [-7, -4, -2, -1, 0, 1, 2, 5, 9, 11, 13, 17, 19];
const ENOUGH_POINTS = 9;

type Read = { coefficients: Coefficients; scale: Exact };

/** "(x^2 - 9)/(x - 3)" → its top and bottom; null unless there is exactly one division and each side is one group or one term. */
export function splitQuotient(text: string): [string, string] | null {
  let depth = 0;
  const slashes: number[] = [];
  for (const [i, c] of [...text].entries()) {
    depth += c === '(' ? 1 : c === ')' ? -1 : 0;
    if (depth < 0) return null;
    if (c === '/' && depth === 0) slashes.push(i);
  }
  const slash = slashes[0];
  if (depth !== 0 || slashes.length !== 1 || slash === undefined) return null;
  const sides: [string, string] = [text.slice(0, slash).trim(), text.slice(slash + 1).trim()];
  return sides.every(isOneGroup) ? sides : null;
}

/** "(x - 3)", "6x^2", "x(x + 1)": nothing is added or taken away outside brackets. */
function isOneGroup(side: string): boolean {
  let outside = side;
  for (let inner = ''; inner !== outside; ) [inner, outside] = [outside, outside.replace(/\([^()]*\)/g, '()')];
  return side !== '' && !/[^\s^*/(]\s*[-+]/.test(outside);
}

const at = (text: string, variable: string, x: Exact | number): Exact | null => evaluateAt(text, { [variable]: typeof x === 'number' ? exact.fraction(x) : x });

/** The points where two forms were compared (a pole of either is skipped); null unless they agree at enough of them. */
export function agreeingPoints(first: string, second: string, variable: string): number[] | null {
  const compared: number[] = [];
  for (const x of SAMPLES) {
    const [a, b] = [at(first, variable, x), at(second, variable, x)];
    if (a && b && !a.equals(b)) return null;
    if (a && b) compared.push(x);
  }
  return compared.length >= ENOUGH_POINTS ? compared : null;
}

/** A top is bracketed when it adds or takes away outside brackets; a bottom also when it multiplies ("(x − 2)(x + 2)"). */
export const overTop = (shown: string): string => (isOneGroup(asMath(shown)) ? shown : `[${shown}]`);
export const underBottom = (shown: string): string => (!shown.includes(' ') || /^\([^()]*\)$/.test(shown) ? shown : `[${shown}]`);

export const notAllowed = (variable: string, roots: readonly RationalRoot[]): string => roots.map((r) => `${variable} ≠ ${showRoot(r)}`).join(', ');
export const polynomial = (text: string, variable: string): Read | null => readPolynomial(explicitProducts(text), variable);
export const asMath = (shown: string): string => shown.replace(/−/g, '-');

/** The factors top and bottom share, divided out of both (each as often as both have it). */
export function cancelled(top: Coefficients, bottom: Coefficients, bottomRoots: readonly RationalRoot[]): { top: Coefficients; bottom: Coefficients; shared: RationalRoot[] } {
  let [restTop, restBottom] = [top, bottom];
  const shared: RationalRoot[] = [];
  for (const root of bottomRoots) {
    let times = 0;
    while (times < root.multiplicity && restTop.length > 1 && vanishes(restTop, root.num, root.den)) {
      const [nextTop, nextBottom] = [divideOut(restTop, root.num, root.den), divideOut(restBottom, root.num, root.den)];
      if (!nextTop || !nextBottom) break;
      [restTop, restBottom] = [nextTop, nextBottom];
      times++;
    }
    if (times > 0) shared.push({ ...root, multiplicity: times });
  }
  return { top: restTop, bottom: restBottom, shared };
}

/** "x + 3", "2/(x − 2)", "(x − 1)/(x + 1)": the constant goes on top, brackets where a side has several terms. */
export function showQuotient(top: Coefficients, bottom: Coefficients, scale: Exact, variable: string): string {
  const lead = bottom[bottom.length - 1] ?? 1n;
  if (bottom.length === 1) return expandedForm(top, scale.div(exact.fraction(lead.toString())), variable);
  const upper = expandedForm(top, exact.fraction((scale.s * scale.n).toString()), variable);
  const lower = expandedForm(bottom, exact.fraction(scale.d.toString()), variable);
  const bracket = (side: string): string => (side.includes(' ') ? `(${side})` : side);
  return `${bracket(upper)}/${bracket(lower)}`;
}

/** A polynomial factored when all its roots are rational, as written otherwise. */
export function factored(read: Read, variable: string): string {
  const roots = rationalRoots(read.coefficients);
  const lead = read.coefficients[read.coefficients.length - 1] ?? 1n;
  return roots && roots.length > 0 ? factoredForm(read.scale, roots, variable, lead) : expandedForm(read.coefficients, read.scale, variable);
}

function simplifyQuotient(statement: string): SkillAnswer | null {
  const body = SIMPLIFY.exec(statement)?.[1]?.trim();
  const sides = body ? splitQuotient(body) : null;
  const variable = body ? onlyLetter(body) : null;
  if (!body || !sides || !variable || body.length > 120) return null;
  const [top, bottom] = [polynomial(sides[0], variable), polynomial(sides[1], variable)];
  if (!top || !bottom || bottom.coefficients.length < 2) return null;
  const poles = rationalRoots(bottom.coefficients);
  if (!poles || poles.length === 0) return null;
  const rest = cancelled(top.coefficients, bottom.coefficients, poles);
  if (rest.shared.length === 0) return null;
  const simplest = showQuotient(rest.top, rest.bottom, top.scale.div(bottom.scale), variable);
  // Second check: the simplified form and the original agree wherever the original is defined.
  const points = agreeingPoints(body, asMath(simplest), variable);
  if (!points) return null;
  const [topFactored, bottomFactored] = [factored(top, variable), factored(bottom, variable)];
  return {
    problem: `${body} in simplest form`,
    facts: [`top: ${topFactored}`, `bottom: ${bottomFactored}`, `${notAllowed(variable, poles)}, because the bottom would be 0`,
      `the common factor ${factoredForm(exact.fraction(1), rest.shared, variable, 1n)} cancels`],
    schema: 'rational-expression',
    sentence: `${overTop(topFactored)}/${underBottom(bottomFactored)} = ${simplest}`,
    check: `${simplest} and ${body} give the same value at ${variable} = ${points.slice(0, 5).join(', ')}, …`,
    answer: `${simplest}, for ${notAllowed(variable, poles)}`,
  };
}

/** left − right as top ÷ bottom polynomials (mathjs rationalize); null when it is not a quotient of polynomials. */
function clearedOf(left: string, right: string, variable: string): { top: Read; bottom: Read } | null {
  try {
    const { numerator, denominator } = plain.rationalize(explicitProducts(`(${left}) - (${right})`), {}, true) as unknown as { numerator: object; denominator?: object };
    const [top, bottom] = [polynomial(numerator.toString(), variable), polynomial(denominator?.toString() ?? '1', variable)];
    return top && bottom ? { top, bottom } : null;
  } catch {
    return null;
  }
}

function rationalEquation(statement: string): SkillAnswer | null {
  const equation = readEquation(statement);
  if (!equation || (!equation.left.includes('/') && !equation.right.includes('/')) || statement.length > 160) return null;
  const { left, right, variable } = equation;
  const cleared = clearedOf(left, right, variable);
  if (!cleared || cleared.bottom.coefficients.length < 2 || cleared.top.coefficients.length < 2) return null;
  const { top, bottom } = cleared;
  const [topShown, bottomShown] = [expandedForm(top.coefficients, top.scale, variable), expandedForm(bottom.coefficients, bottom.scale, variable)];
  // Second check, for completeness: left − right equals top ÷ bottom wherever both are defined.
  if (!agreeingPoints(`(${left}) - (${right})`, `(${asMath(topShown)}) / (${asMath(bottomShown)})`, variable)) return null;
  const [candidates, poles] = [rationalRoots(top.coefficients), rationalRoots(bottom.coefficients)];
  if (!candidates || candidates.length === 0) return null;
  const sidesAt = (r: RationalRoot): Array<Exact | null> => [at(left, variable, rootValue(r)), at(right, variable, rootValue(r))];
  const holds = (r: RationalRoot): boolean => {
    const [l, rr] = sidesAt(r);
    return !!l && !!rr && l.equals(rr);
  };
  const [solutions, excluded] = [candidates.filter(holds), candidates.filter((r) => !holds(r))];
  // A value of the cleared equation that does not solve the original must be one where the original is undefined;
  // when every value is such (and all of them are known: all rational), the equation has no solution.
  if (excluded.some((r) => sidesAt(r).every((side) => side !== null))) return null;
  const shown = solutions.map((r) => `${variable} = ${showRoot(r)}`);
  const poleNote = poles && poles.length > 0 ? `${notAllowed(variable, poles)}, because a denominator would be 0` : `${bottomShown} is never 0`;
  const lead = top.coefficients[top.coefficients.length - 1] ?? 1n;
  const clearedShown = candidates.length > 1 ? factoredForm(top.scale, candidates, variable, lead) : topShown;
  return {
    problem: `the values of ${variable} that make ${left} = ${right} true`,
    facts: [poleNote, `multiplying both sides by ${bottomShown} and taking everything to one side: ${clearedShown} = 0`,
      ...excluded.map((r) => `${variable} = ${showRoot(r)} would make a denominator 0, so it is not a solution`)],
    schema: 'rational-equation',
    sentence: shown.length === 0 ? `${clearedShown} = 0 only where a denominator is 0, so there is no solution` : `${clearedShown} = 0, so ${shown.join(' or ')}`,
    check: shown.length === 0 ? `every value that makes ${clearedShown} = 0 makes a denominator of ${left} = ${right} 0` : `${shown.join(' and ')} ${solutions.length > 1 ? 'each make' : 'makes'} both sides of ${left} = ${right} equal`,
    answer: shown.length === 0 ? 'no solution' : shown.length === 1 ? shown[0] ?? '' : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`,
  };
}

export const RATIONAL_SKILLS = [simplifyQuotient, rationalEquation];

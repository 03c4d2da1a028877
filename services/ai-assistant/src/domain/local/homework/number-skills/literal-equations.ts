import { evaluateExact, exact, type Exact } from '../math-engine.js';
import { gcd, lcm } from './integers.js';
import { addPolys, explicitLetterProducts, lettersOfPoly, readPoly, scalePoly, showPoly, type Poly, type Term } from './multivariate.js';
import { writesImaginaryUnit } from './complex-numbers.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * An equation or formula solved for one of its letters ("Solve for y: 2x + 3y = 12", "Solve A = lw for w",
 * "Make h the subject of V = lwh"): both sides are read as polynomials in their letters, the asked letter
 * must appear to the first power only (a·y + b = 0 with a and b free of y), and y = −b/a is written as a
 * fraction with whole numbers, the bottom's first number positive. Checked a second way: with the other
 * letters set to several values, the answer's value put back makes the equation's two sides equal.
 */
const EQUATION = String.raw`([-+*/^().\d\sa-z]+=[-+*/^().\d\sa-z]+?)`;
const FORMS = [
  new RegExp(String.raw`^(?:please\s+)?solve\s+for\s+([a-z])(?:\s+in\s+terms\s+of\s+[a-z](?:(?:\s*,\s*|\s+and\s+)[a-z])*)?\s*:?\s*${EQUATION}$`, 'i'),
  new RegExp(String.raw`^(?:please\s+)?(?:solve|rearrange)\s+(?:the\s+(?:formula|equation)\s+)?${EQUATION}\s+for\s+([a-z])$`, 'i'),
  new RegExp(String.raw`^(?:please\s+)?make\s+([a-z])\s+the\s+subject\s+of\s+(?:the\s+(?:formula|equation)\s+)?${EQUATION}$`, 'i'),
  new RegExp(String.raw`^(?:please\s+)?rearrange\s+${EQUATION}\s+to\s+make\s+([a-z])\s+the\s+subject$`, 'i'),
];
const TRIALS = [[2, 3, 5, 7, 11], [-3, 4, 9, 2, 5], [5, -2, 3, 13, 4], [7, 6, -5, 3, 2]];

function asked(statement: string): { letter: string; equation: string } | null {
  for (const form of FORMS) {
    const m = form.exec(statement);
    if (!m) continue;
    const [a, b] = [m[1]!, m[2]!];
    return a.includes('=') ? { letter: b, equation: a.trim() } : { letter: a, equation: b.trim() };
  }
  return null;
}

const free = (t: Term, letter: string): boolean => !(letter in t.powers);
const without = (t: Term, letter: string): Term => ({ powers: Object.fromEntries(Object.entries(t.powers).filter(([l]) => l !== letter)), coefficient: t.coefficient });
const polyOf = (terms: readonly Term[]): Poly => terms.reduce<Poly>((p, t) => addPolys(p, new Map([[JSON.stringify(t.powers), t]])), new Map());

/** Top and bottom with whole coefficients, no common number, the bottom's first term positive. */
function wholeFraction(top: Poly, bottom: Poly): [Poly, Poly] {
  const all = [...top.values(), ...bottom.values()].map((t) => t.coefficient);
  const scale = exact.fraction(all.reduce((m, c) => lcm(m, c.d), 1n));
  const [t, b] = [scalePoly(top, scale), scalePoly(bottom, scale)];
  const common = [...t.values(), ...b.values()].reduce((g, term) => gcd(g, term.coefficient.n), 0n);
  const lead = showPoly(b).startsWith('-') ? -1n : 1n;
  const by = exact.fraction(lead, common === 0n ? 1n : common);
  return [scalePoly(t, by), scalePoly(b, by)];
}

/** "−2x + 12" shown as "12 − 2x": a sum starts with a positive term when it has one. */
function positiveFirst(poly: Poly): string {
  const shown = showPoly(poly);
  if (!shown.startsWith('-') || poly.size < 2) return shown;
  const terms = [...poly.values()];
  const first = terms.find((t) => t.coefficient.s > 0n)!;
  const rest = terms.filter((t) => t !== first);
  return [showPoly(polyOf([first])), ...rest.map((t) => showPoly(polyOf([t])))].map((s, i) => (i === 0 ? s : s.startsWith('-') ? ` - ${s.slice(1)}` : ` + ${s}`)).join('');
}

function shownFraction(t: Poly, b: Poly): string {
  const [bt] = [...b.values()];
  if (b.size === 1 && bt && Object.keys(bt.powers).length === 0 && bt.coefficient.equals(1)) return positiveFirst(t);
  const topShown = t.size > 1 ? `(${positiveFirst(t)})` : positiveFirst(t);
  const bottomShown = b.size > 1 || (bt && Object.keys(bt.powers).length + (bt.coefficient.equals(1) ? 0 : 1) > 1) ? `(${showPoly(b)})` : showPoly(b);
  return `${topShown}/${bottomShown}`;
}

/** An equation solved for one letter: the answer as written, its top and bottom, the other letters; null when it is not first-power in the letter. */
export interface SolvedLetter { text: string; top: Poly; bottom: Poly; others: string[] }

export function solveForLetter(left: string, right: string, letter: string): SolvedLetter | null {
  const [l, r] = [readPoly(left), readPoly(right)];
  if (!l || !r) return null;
  const difference = addPolys(l, scalePoly(r, exact.fraction(-1)));
  const letters = lettersOfPoly(difference);
  const terms = [...difference.values()];
  if (!letters.includes(letter) || letters.length > 5 || (letters.includes('i') && writesImaginaryUnit(`${left} ${right}`)) || terms.some((t) => (t.powers[letter] ?? 0) > 1)) return null;
  const multiplier = polyOf(terms.filter((t) => !free(t, letter)).map((t) => without(t, letter)));
  const rest = polyOf(terms.filter((t) => free(t, letter)));
  if (multiplier.size === 0) return null;
  const [top, bottom] = wholeFraction(scalePoly(rest, exact.fraction(-1)), multiplier);
  const text = shownFraction(top, bottom);
  const others = letters.filter((x) => x !== letter);
  return holdsAtTrials(left, right, letter, others, text) ? { text, top, bottom, others } : null;
}

function literalEquation(statement: string): SkillAnswer | null {
  const ask = asked(statement);
  if (!ask) return null;
  const [left, right] = ask.equation.split('=').map((s) => s.trim()) as [string, string];
  const { letter } = ask;
  const solved = solveForLetter(left, right, letter);
  // Some other letter: a one-letter equation is the linear solver's.
  if (!solved || solved.others.length === 0) return null;
  const { text, top, bottom, others } = solved;
  const nonzero = lettersOfPoly(bottom).length > 0 ? [`${showPoly(bottom)} ≠ 0`] : [];
  return {
    problem: `${ask.equation} solved for ${letter}`,
    facts: [`get the terms with ${letter} alone on one side, then divide by what multiplies ${letter}`, ...nonzero.map((n) => `this needs ${n}`)],
    schema: 'literal-equation',
    sentence: `${showPoly(bottom)} × ${letter} = ${positiveFirst(top)}, so ${letter} = ${text}`,
    check: `putting ${letter} = ${text} back into ${ask.equation} makes both sides equal for ${TRIALS.length} choices of ${others.join(', ')}`,
    answer: `${letter} = ${text}`,
  };
}

/** The answer, evaluated as the student reads it, satisfies the original equation at several points. */
function holdsAtTrials(left: string, right: string, letter: string, others: readonly string[], answerText: string): boolean {
  let checked = 0;
  for (const trial of TRIALS) {
    const scope: Record<string, Exact> = Object.fromEntries(others.map((x, i) => [x, exact.fraction(trial[i] ?? 1)]));
    const value = evaluateExact(explicitLetterProducts(answerText), scope);
    if (!value) continue;
    const full = { ...scope, [letter]: value };
    const [lv, rv] = [left, right].map((side) => evaluateExact(explicitLetterProducts(side), full));
    if (!lv || !rv || !lv.equals(rv)) return false;
    checked += 1;
  }
  return checked >= 3;
}

export const LITERAL_EQUATION_SKILLS = [literalEquation];

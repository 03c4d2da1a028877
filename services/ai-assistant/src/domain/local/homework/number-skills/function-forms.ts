import { evaluateExact, exact, showExact, type Exact } from '../math-engine.js';
import { solveForLetter } from './literal-equations.js';
import { explicitLetterProducts, lettersOfPoly, readPoly, scalePoly, showPoly } from './multivariate.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Functions told by a formula: the inverse of a linear function ("Find the inverse of f(x) = 2x + 3" →
 * f⁻¹(x) = (x − 3)/2), a composition ("Find f(g(2)) if f(x) = 2x + 1 and g(x) = x^2", "(f ∘ g)(x)"), and a
 * line's equation in slope-intercept form ("Write 2x + 3y = 6 in slope-intercept form"). Checked a second
 * way: f(f⁻¹(v)) = v at several values, the composition evaluated inside out by mathjs, two points of the
 * slope-intercept form put back into the equation as written.
 */
const VERB = String.raw`(?:please\s+)?(?:find|what\s+is|what's|determine|give|write|compute|evaluate|calculate)`;
const DEFINITION = /^([a-z])\(([a-z])\)\s*=\s*([-+*/^().\d\sa-z]+)$/i;
const SAMPLES = [-3, -1, 0, 2, 5, 7];

interface Definition { name: string; letter: string; body: string }

/** "f(x) = 2x + 1 and g(x) = x^2" → the functions told; null when any piece is not a definition. */
function definitions(text: string): Definition[] | null {
  const pieces = text.replace(/^(?:if|let|given(?:\s+that)?|suppose|where|for)\s+/i, '').split(/\s*[,;]\s*(?:and\s+)?|\s+and\s+/i).filter(Boolean);
  const read = pieces.map((p) => DEFINITION.exec(p.trim()));
  if (read.length === 0 || read.some((m) => !m)) return null;
  return read.map((m) => ({ name: m![1]!, letter: m![2]!, body: m![3]!.trim() }));
}

/** The statement split into the question and the definitions, asked first or told first. */
function split(statement: string, ask: RegExp): { asked: Array<string | undefined>; told: Definition[] } | null {
  const first = new RegExp(String.raw`^${ask.source}\s*,?\s+(?:if|when|given(?:\s+that)?|where|for)\s+(.+)$`, 'i').exec(statement);
  const last = new RegExp(String.raw`^(.+?)[.,;]\s+(?:then\s+)?${ask.source}$`, 'i').exec(statement);
  const asked = first ?? last;
  if (!asked) return null;
  const told = definitions(first ? asked[asked.length - 1]! : asked[1]!);
  if (!told) return null;
  // The question's groups (from 1, as in the question's own pattern) without the definitions' text.
  return { asked: first ? asked.slice(0, -1) : [asked[0], ...asked.slice(2)], told };
}

const valueAt = (d: Definition, v: Exact): Exact | null => evaluateExact(explicitLetterProducts(d.body), { [d.letter]: v });

const INVERSE = new RegExp(String.raw`${VERB}\s+(?:the\s+inverse(?:\s+function)?\s+of\s+([a-z])(?:\([a-z]\))?|([a-z])\^?(?:-1|⁻¹)\([a-z]\))`, 'i');

function inverse(statement: string): SkillAnswer | null {
  const direct = new RegExp(String.raw`^${VERB}\s+the\s+inverse(?:\s+function)?\s+of\s+(.+)$`, 'i').exec(statement);
  const parts = direct ? { asked: null, told: definitions(direct[1]!) } : split(statement, INVERSE);
  const f = parts?.told?.length === 1 ? parts.told[0]! : null;
  const askedName = parts?.asked ? parts.asked[1] ?? parts.asked[2] : f?.name;
  if (!f || askedName !== f.name || f.name === f.letter) return null;
  const body = readPoly(f.body);
  if (!body || lettersOfPoly(body).join() !== f.letter) return null;
  const other = f.letter === 'y' ? 'u' : 'y';
  const solved = solveForLetter(other, f.body, f.letter);
  if (!solved) return null;
  const formula = solved.text.replace(new RegExp(other, 'g'), f.letter);
  const back = SAMPLES.every((v) => {
    const x = evaluateExact(explicitLetterProducts(formula), { [f.letter]: exact.fraction(v) });
    return !!x && valueAt(f, x)?.equals(v) === true;
  });
  if (!back) return null;
  const name = `${f.name}⁻¹(${f.letter})`;
  return {
    problem: `the inverse of ${f.name}(${f.letter}) = ${f.body}`,
    facts: [`write ${other} = ${f.body}, solve for ${f.letter}, then swap the letters`],
    schema: 'inverse-function',
    sentence: `${other} = ${f.body}, so ${f.letter} = ${solved.text}; swapping gives ${name} = ${formula}`,
    check: `${f.name}(${name}) = ${f.letter} for ${f.letter} = ${SAMPLES.join(', ')}`,
    answer: `${name} = ${formula}`,
  };
}

const COMPOSE = new RegExp(String.raw`${VERB}\s+(?:the\s+value\s+of\s+)?(?:\(\s*([a-z])\s*(?:∘|o)\s*([a-z])\s*\)\s*\(\s*([-\d./]+|[a-z])\s*\)|([a-z])\(\s*([a-z])\(\s*([-\d./]+|[a-z])\s*\)\s*\))`, 'i');

/** The outer function's formula with the inner one's put in place of its letter. */
const composed = (outer: Definition, inner: Definition): string => `(${outer.body})`.replace(new RegExp(outer.letter, 'g'), `(${inner.body})`);

function composition(statement: string): SkillAnswer | null {
  const parts = split(statement.replace(/\s*[?.]$/, ''), COMPOSE);
  if (!parts || parts.told.length !== 2) return null;
  const [outerName, innerName, at] = parts.asked[1] ? [parts.asked[1], parts.asked[2], parts.asked[3]] : [parts.asked[4], parts.asked[5], parts.asked[6]];
  const outer = parts.told.find((d) => d.name === outerName);
  const inner = parts.told.find((d) => d.name === innerName);
  if (!outer || !inner || !at || outer.name === inner.name) return null;
  if (/^[a-z]$/i.test(at)) return composedFormula(outer, inner, at);
  const value = exact.fraction(at);
  const middle = valueAt(inner, value);
  const result = middle ? valueAt(outer, middle) : null;
  const together = evaluateExact(explicitLetterProducts(composed(outer, inner)), { [inner.letter]: value });
  if (!middle || !result || !together?.equals(result)) return null;
  return {
    problem: `${outer.name}(${inner.name}(${at})) with ${outer.name}(${outer.letter}) = ${outer.body} and ${inner.name}(${inner.letter}) = ${inner.body}`,
    facts: [`work from the inside out: first ${inner.name}(${at}), then ${outer.name} of that`],
    schema: 'composition',
    sentence: `${inner.name}(${at}) = ${showExact(middle)}, and ${outer.name}(${showExact(middle)}) = ${showExact(result)}`,
    check: `putting ${inner.name}(${inner.letter}) into ${outer.name} first and then ${inner.letter} = ${at} also gives ${showExact(result)}`,
    answer: showExact(result),
  };
}

function composedFormula(outer: Definition, inner: Definition, letter: string): SkillAnswer | null {
  if (letter !== inner.letter) return null;
  const substituted = composed(outer, inner);
  const poly = readPoly(substituted);
  if (!poly || lettersOfPoly(poly).some((l) => l !== letter)) return null;
  const formula = showPoly(poly);
  const agrees = SAMPLES.every((v) => {
    const inside = valueAt(inner, exact.fraction(v));
    const direct = evaluateExact(explicitLetterProducts(formula), { [letter]: exact.fraction(v) });
    return !!inside && !!direct && valueAt(outer, inside)?.equals(direct) === true;
  });
  if (!agrees) return null;
  return {
    problem: `${outer.name}(${inner.name}(${letter})) with ${outer.name}(${outer.letter}) = ${outer.body} and ${inner.name}(${inner.letter}) = ${inner.body}`,
    facts: [`put ${inner.body} in place of ${outer.letter} in ${outer.body}, then simplify`],
    schema: 'composition',
    sentence: `${outer.name}(${inner.name}(${letter})) = ${substituted} = ${formula}`,
    check: `${formula} and ${outer.name} of ${inner.name}(${letter}) give the same value for ${letter} = ${SAMPLES.join(', ')}`,
    answer: `${outer.name}(${inner.name}(${letter})) = ${formula}`,
  };
}

const SLOPE_FORM = /^(?:please\s+)?(?:write|rewrite|put|express|convert|change)\s+(?:the\s+(?:equation|line)\s+)?([-+*/().\d\sxy]+=[-+*/().\d\sxy]+?)\s+(?:in|into|to)\s+(?:slope[-\s]intercept\s+form|the\s+form\s+y\s*=\s*mx\s*\+\s*b)$/i;

function slopeIntercept(statement: string): SkillAnswer | null {
  const equation = SLOPE_FORM.exec(statement)?.[1]?.trim();
  if (!equation) return null;
  const [left, right] = equation.split('=') as [string, string];
  const solved = solveForLetter(left, right, 'y');
  const [bottom] = solved ? [...solved.bottom.values()] : [];
  if (!solved || solved.bottom.size !== 1 || !bottom || Object.keys(bottom.powers).length > 0) return null;
  const line = scalePoly(solved.top, exact.fraction(1).div(bottom.coefficient));
  if (lettersOfPoly(line).some((l) => l !== 'x') || /\^/.test(showPoly(line))) return null;
  const formula = showPoly(line);
  const onLine = [0, 3].every((x) => {
    const y = evaluateExact(explicitLetterProducts(formula), { x: exact.fraction(x) });
    const scope = { x: exact.fraction(x), y: y ?? exact.fraction(0) };
    return !!y && evaluateExact(explicitLetterProducts(left), scope)?.equals(evaluateExact(explicitLetterProducts(right), scope) ?? NaN) === true;
  });
  if (!onLine) return null;
  return {
    problem: `${equation} written as y = mx + b`,
    facts: ['get y alone on one side: the number times x is the slope m, the number alone is the y-intercept b'],
    schema: 'line-equation',
    sentence: `${equation}, so y = ${formula}`,
    check: `the points at x = 0 and x = 3 of y = ${formula} make ${equation} true`,
    answer: `y = ${formula}`,
  };
}

export const FUNCTION_SKILLS = [inverse, composition, slopeIntercept];

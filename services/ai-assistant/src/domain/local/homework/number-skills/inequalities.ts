import { exact, showExact, type Exact } from '../math-engine.js';
import { lettersOf, readLinear, valueOf } from './linear-forms.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Linear inequalities in one letter ("Solve 2x + 3 > 7" → x > 2) and equations with one absolute value
 * ("Solve |x − 3| = 5" → x = −2 or x = 8). The inequality's sign flips when both sides are divided by a
 * negative number. Checked a second way: the boundary and a point on each side of it are put back into the
 * inequality as written; each solution of the absolute value is put back into the equation.
 */
export const SIGNS: Record<string, string> = { '<': '<', '>': '>', '<=': '≤', '>=': '≥', '≤': '≤', '≥': '≥', '=<': '≤', '=>': '≥' };
const SIDE = String.raw`([-+*/^().\d\sa-z]+?)`;
/** "Solve 2x + 3 > 7" (sides may hold powers: the quadratic inequalities read the same form). */
export const INEQUALITY = new RegExp(String.raw`^(?:please\s+)?(?:solve|find\s+the\s+solutions?\s+(?:of|to))\s*(?:the\s+inequality\s*)?:?\s*${SIDE}\s*(<=|>=|=<|=>|≤|≥|<|>)\s*${SIDE}(?:\s+for\s+([a-z]))?$`, 'i');
const ABSOLUTE = new RegExp(String.raw`^(?:please\s+)?solve\s*(?:the\s+equation\s*)?:?\s*\|\s*${SIDE}\s*\|\s*=\s*(-?\d+(?:\.\d+)?(?:\/\d+)?)(?:\s+for\s+([a-z]))?$`, 'i');

export const holds = (left: Exact, sign: string, right: Exact): boolean => {
  const c = left.compare(right);
  return sign === '<' ? c < 0 : sign === '>' ? c > 0 : sign === '≤' ? c <= 0 : c >= 0;
};
const FLIP: Record<string, string> = { '<': '>', '>': '<', '≤': '≥', '≥': '≤' };
const show = (v: Exact): string => showExact(v);

function inequality(statement: string): SkillAnswer | null {
  const match = INEQUALITY.exec(statement);
  if (!match) return null;
  const [left, right] = [(match[1] ?? '').trim(), (match[3] ?? '').trim()];
  const sign = SIGNS[match[2] ?? ''] ?? '';
  const letters = lettersOf(`${left} ${right}`);
  const letter = letters?.[0];
  if (!letters || letters.length !== 1 || !letter || (match[4] && match[4].toLowerCase() !== letter.toLowerCase())) return null;
  const [l, r] = [readLinear(left, letters), readLinear(right, letters)];
  if (!l || !r) return null;
  // a·x + b (sign) 0, with a = the letter's coefficient on the left minus the right.
  const a = (l.coefficients.get(letter) ?? exact.fraction(0)).sub(r.coefficients.get(letter) ?? exact.fraction(0));
  const b = l.constant.sub(r.constant);
  if (a.equals(0)) return null;
  const boundary = b.neg().div(a);
  const solved = a.s < 0n ? FLIP[sign] ?? sign : sign;
  // The second way: the inequality as written, at the boundary and one step either side.
  const written = (x: Exact): boolean => holds(valueOf(l, { [letter]: x }), sign, valueOf(r, { [letter]: x }));
  const answer = (x: Exact): boolean => holds(x, solved, boundary);
  const tests = [boundary, boundary.add(1), boundary.sub(1), boundary.add(exact.fraction(1, 2)), boundary.sub(exact.fraction(1, 2))];
  if (!tests.every((x) => written(x) === answer(x))) return null;
  const flipped = a.s < 0n;
  return {
    problem: `the values of ${letter} for which ${left} ${sign} ${right}`,
    facts: [`solve it like an equation, keeping the sign ${sign}`, ...(flipped ? ['dividing both sides by a negative number turns the sign around'] : [])],
    schema: 'inequality',
    sentence: `${show(a)}${letter} ${sign} ${show(b.neg())}, so ${letter} ${solved} ${show(b.neg())} ÷ ${show(a)}`,
    check: `${letter} = ${show(boundary.add(1))} and ${letter} = ${show(boundary.sub(1))} put back: only the one with ${letter} ${solved} ${show(boundary)} makes ${left} ${sign} ${right} true`,
    answer: `${letter} ${solved} ${show(boundary)}`,
  };
}

function absoluteValue(statement: string): SkillAnswer | null {
  const match = ABSOLUTE.exec(statement);
  if (!match) return null;
  const inside = (match[1] ?? '').trim();
  const c = exact.fraction(match[2] ?? '0');
  const letters = lettersOf(inside);
  const letter = letters?.[0];
  // A negative distance has no solution; a student is better served by the guide than by "no solution" guessed.
  if (!letters || letters.length !== 1 || !letter || c.s < 0n || (match[3] && match[3].toLowerCase() !== letter.toLowerCase())) return null;
  const form = readLinear(inside, letters);
  const a = form?.coefficients.get(letter);
  if (!form || !a || a.equals(0)) return null;
  const roots = [...new Map([c, c.neg()].map((side) => side.sub(form.constant).div(a)).map((x) => [x.toFraction(), x])).values()].sort((p, q) => p.compare(q));
  // The second way: each root put back gives |inside| = c.
  if (!roots.every((x) => valueOf(form, { [letter]: x }).abs().equals(c))) return null;
  return {
    problem: `the values of ${letter} for which |${inside}| = ${show(c)}`,
    facts: [`${inside} is ${show(c)} or ${show(c.neg())}: both are ${show(c)} away from 0`],
    schema: 'absolute-value',
    sentence: roots.length === 1 ? `${inside} = 0` : `${inside} = ${show(c)} or ${inside} = ${show(c.neg())}`,
    check: roots.map((x) => `|${show(valueOf(form, { [letter]: x }))}| = ${show(c)} for ${letter} = ${show(x)}`).join('; '),
    answer: roots.map((x) => `${letter} = ${show(x)}`).join(' or '),
  };
}

export const INEQUALITY_SKILLS = [inequality, absoluteValue];

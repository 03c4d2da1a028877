import { plain } from '../math-engine.js';
import { squareFreeSplit } from './integers.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Sums and differences of square roots of whole numbers ("Simplify sqrt(12) + sqrt(27)" → 5√3,
 * "3√2 + √18 − √8" → 4√2): each root is written in simplest form (the largest square factor taken out),
 * then roots of the same number are added like terms; roots of different numbers stay apart. Checked a
 * second way: the answer and the exercise agree in floating point.
 */
const SIMPLIFY = /^(?:please\s+)?(?:simplify|combine|add|subtract|what\s+is|calculate|evaluate)\s*:?\s+(.+?)(?:\s+(?:completely|fully|in\s+simplest\s+(?:radical\s+)?form))?$/i;
const TERM = /^([+-])?\s*(\d+)?\s*\*?\s*(?:√\s*\(?\s*(\d+)\s*\)?|sqrt\s*\(\s*(\d+)\s*\))$|^([+-])?\s*(\d+)$/i;
const LARGEST = 10n ** 9n;

interface Root { multiplier: bigint; inside: bigint }

function readTerms(expression: string): Root[] | null {
  const pieces = expression.replace(/[−–]/g, '-').match(/[+-]?[^+-]+/g) ?? [];
  const roots: Root[] = [];
  for (const piece of pieces) {
    const m = TERM.exec(piece.trim());
    if (!m) return null;
    const sign = (m[1] ?? m[5]) === '-' ? -1n : 1n;
    const radicand = m[3] ?? m[4];
    const number = BigInt(m[2] ?? m[6] ?? '1');
    if (radicand === undefined) { roots.push({ multiplier: sign * number, inside: 1n }); continue; }
    const n = BigInt(radicand);
    if (n < 1n || n > LARGEST) return null;
    const { outside, inside } = squareFreeSplit(n);
    roots.push({ multiplier: sign * number * outside, inside });
  }
  return roots;
}

const showRoot = ({ multiplier, inside }: Root, first: boolean): string => {
  const size = multiplier < 0n ? -multiplier : multiplier;
  const body = inside === 1n ? `${size}` : `${size === 1n ? '' : size}√${inside}`;
  return multiplier < 0n ? (first ? `-${body}` : ` - ${body}`) : first ? body : ` + ${body}`;
};

function radicalSum(statement: string): SkillAnswer | null {
  const expression = SIMPLIFY.exec(statement)?.[1]?.trim() ?? '';
  const roots = readTerms(expression);
  // At least two terms and a root sign: a single root is the simplest-root skill's, whole numbers arithmetic's.
  if (!roots || roots.length < 2 || !/√|sqrt/i.test(expression)) return null;
  const combined = new Map<bigint, bigint>();
  for (const r of roots) combined.set(r.inside, (combined.get(r.inside) ?? 0n) + r.multiplier);
  const terms = [...combined].filter(([, m]) => m !== 0n).sort(([a], [b]) => Number(a - b)).map(([inside, multiplier]) => ({ multiplier, inside }));
  const answer = terms.length === 0 ? '0' : terms.map((t, i) => showRoot(t, i === 0)).join('');
  const value = (text: string): number => Number(plain.evaluate(text.replace(/(\d)√/g, '$1*√').replace(/√\s*\(?\s*(\d+)\s*\)?/g, 'sqrt($1)')));
  if (Math.abs(value(expression) - value(answer)) > 1e-9 * Math.max(1, Math.abs(value(answer)))) return null;
  const simplified = roots.map((r, i) => showRoot(r, i === 0)).join('');
  // Nothing to simplify: "√2 + √3" is already in simplest form.
  const asWritten = expression.replace(/sqrt\s*\(\s*(\d+)\s*\)/gi, '√$1').replace(/[−–]/g, '-').replace(/\s/g, '');
  if (answer.replace(/\s/g, '') === asWritten) return null;
  return {
    problem: `${expression} in simplest form`,
    facts: ['take the largest square factor out of each root: √12 = √(4 × 3) = 2√3', 'roots of the same number add like terms: 2√3 + 3√3 = 5√3'],
    schema: 'simplest-root',
    sentence: `${expression} = ${simplified} = ${answer}`,
    check: `${expression} ≈ ${value(expression).toFixed(4)} and ${answer} ≈ ${value(answer).toFixed(4)}`,
    answer,
  };
}

export const RADICAL_SUM_SKILLS = [radicalSum];

import { gcd, primeFactors, squareFreeSplit } from './integers.js';
import { INSTRUCTION, type SkillAnswer } from './skill-solved.js';

/**
 * Skills built on a whole number's divisors: all its factors ("List the factors of 36"), a ratio in
 * simplest form ("Write 12:18 in simplest form"), and a square root simplified ("Simplify √50" → 5√2).
 * Checked a second way: the factors pair up to the number and their count is the one its prime factors
 * give; the ratio's parts times the common factor give the ratio back and share no factor; the root's
 * outside number squared times the inside gives the number back, and the inside has no square factor.
 */
const WHOLE = String.raw`(\d[\d,]*)`;
const FACTORS = new RegExp(String.raw`^(?:${INSTRUCTION}|what\s+are\s+)(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:positive\s+)?(?:factors|divisors)\s+of\s+${WHOLE}$`, 'i');
const RATIO = /^(?:please\s+)?(?:simplify|reduce|write|express|give)\s+(?:the\s+ratio\s+)?(\d+(?:\s*:\s*\d+){1,2})(?:\s+(?:in|to)\s+(?:its\s+)?(?:simplest|lowest)\s+(?:form|terms))?$/i;
const SURD = /^(?:please\s+)?simplify\s+(?:the\s+square\s+root\s+of\s+(\d+)|√\s*\(?(\d+)\)?|sqrt\s*\(\s*(\d+)\s*\))$/i;
const LARGEST = 10n ** 9n;

const whole = (text: string | undefined): bigint => BigInt((text ?? '0').replace(/,/g, ''));

function allFactors(statement: string): SkillAnswer | null {
  const match = FACTORS.exec(statement);
  if (!match) return null;
  const n = whole(match[1]);
  if (n < 1n || n > LARGEST) return null;
  const small: bigint[] = [];
  for (let d = 1n; d * d <= n; d++) if (n % d === 0n) small.push(d);
  const pairs = small.map((d) => [d, n / d] as const);
  const factors = [...new Set([...small, ...pairs.map(([, q]) => q)])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // The second way: the number of factors from the prime factors, (k₁ + 1)(k₂ + 1)…
  const counted = primeFactors(n).reduce((count, [, k]) => count * (k + 1), 1);
  if (factors.length !== counted || pairs.some(([d, q]) => d * q !== n)) return null;
  return {
    problem: `the factors of ${n}`,
    facts: ['factors come in pairs that multiply to the number'],
    schema: 'factor-list',
    sentence: pairs.map(([d, q]) => `${d} × ${q}`).join(', '),
    check: `${factors.length} factors, as the prime factors say (${primeFactors(n).map(([p, k]) => `${p}^${k}`).join(' × ') || '1'} gives ${counted})`,
    answer: factors.join(', '),
  };
}

function simplestRatio(statement: string): SkillAnswer | null {
  const match = RATIO.exec(statement);
  // "Write 12:18" alone asks nothing; "Simplify 12:18" or "… in simplest form" does.
  if (!match || (/^(?:write|express|give)/i.test(statement) && !/simplest|lowest/i.test(statement))) return null;
  const parts = (match[1] ?? '').split(/\s*:\s*/).map((p) => BigInt(p));
  if (parts.some((p) => p === 0n)) return null;
  const common = parts.reduce((g, p) => gcd(g, p));
  const simplest = parts.map((p) => p / common);
  if (simplest.some((p, i) => p * common !== parts[i]) || simplest.reduce((g, p) => gcd(g, p)) !== 1n) return null;
  return {
    problem: `the ratio ${parts.join(':')} in simplest form`,
    facts: [`the greatest common factor of ${parts.join(', ')} is ${common}`],
    schema: 'simplest-ratio',
    sentence: parts.map((p) => `${p} ÷ ${common}`).join(' : '),
    check: `${simplest.map((p) => `${p} × ${common}`).join(', ')} give ${parts.join(':')} back, and ${simplest.join(', ')} share no factor but 1`,
    answer: simplest.join(':'),
  };
}

function simplestRoot(statement: string): SkillAnswer | null {
  const match = SURD.exec(statement);
  if (!match) return null;
  const n = whole(match[1] ?? match[2] ?? match[3]);
  if (n < 2n || n > LARGEST) return null;
  const { outside, inside } = squareFreeSplit(n);
  // A whole root is the root skill's; a root with no square factor is already simplest.
  if (inside === 1n || outside === 1n) return null;
  const squareFree = primeFactors(inside).every(([, k]) => k === 1);
  if (outside * outside * inside !== n || !squareFree) return null;
  return {
    problem: `√${n} in simplest form`,
    facts: [`${n} = ${outside * outside} × ${inside}, and ${outside * outside} is a perfect square (${outside}²)`],
    schema: 'simplest-root',
    sentence: `√${n} = √${outside * outside} × √${inside} = ${outside}√${inside}`,
    check: `${outside}² × ${inside} = ${n}, and ${inside} has no square factor`,
    answer: `${outside}√${inside}`,
  };
}

export const DIVISOR_SKILLS = [allFactors, simplestRatio, simplestRoot];

import { type SkillAnswer } from './skill-solved.js';

/**
 * Counting: combinations ("Evaluate 5C2", "C(5, 2)", "5 choose 2", "How many ways can you choose 2 books
 * from 5?"), permutations ("Evaluate 5P2", "P(5, 2)") and arrangements of every object ("How many ways can
 * 5 books be arranged on a shelf?" → 5!). Worked out by the multiplication formula and checked a second
 * way: combinations by Pascal's rule (row by row), permutations as n!/(n − r)!.
 */
const N = String.raw`(\d{1,3})`;
const ASK = String.raw`^(?:please\s+)?(?:what\s+is|what's|find|calculate|compute|evaluate|work\s+out)?\s*`;
const CHOOSE = [
  new RegExp(String.raw`${ASK}${N}\s*C\s*${N}$`, 'i'),
  new RegExp(String.raw`${ASK}(?:C|nCr)\s*\(\s*${N}\s*,\s*${N}\s*\)$`, 'i'),
  new RegExp(String.raw`${ASK}${N}\s+choose\s+${N}$`, 'i'),
];
const ORDER = [
  new RegExp(String.raw`${ASK}${N}\s*P\s*${N}$`, 'i'),
  new RegExp(String.raw`${ASK}(?:P|nPr)\s*\(\s*${N}\s*,\s*${N}\s*\)$`, 'i'),
];
const THINGS = String.raw`([a-z]+(?:\s+[a-z]+)?)`;
/** "How many ways can you choose 2 books from 5?", "In how many ways can a committee of 3 be chosen from 10 people?" */
const CHOOSE_WORDS = new RegExp(String.raw`^(?:in\s+)?how\s+many\s+(?:different\s+)?ways\s+can\s+(?:you|we|a\s+student|she|he|they|I)\s+(?:choose|pick|select)\s+${N}\s+${THINGS}\s+(?:from|out\s+of)\s+(?:a\s+(?:group|set|class|list)\s+of\s+)?${N}(?:\s+${THINGS})?$`, 'i');
/** "How many ways can 5 books be arranged on a shelf?", "In how many ways can 6 people stand in a line?" */
const ARRANGE = new RegExp(String.raw`^(?:in\s+)?how\s+many\s+(?:different\s+)?ways\s+can\s+${N}\s+(?:different\s+)?${THINGS}\s+(?:be\s+arranged|be\s+lined\s+up|be\s+ordered|stand|sit|line\s+up)(?:\s+(?:in\s+a\s+(?:row|line)|on\s+a\s+shelf|in\s+order))?$`, 'i');

const product = (from: number, count: number): bigint => Array.from({ length: count }, (_, i) => BigInt(from - i)).reduce((p, f) => p * f, 1n);
const factorial = (n: number): bigint => product(n, n);

/** n choose r by Pascal's rule, one row at a time: the second way of working it out. */
function pascal(n: number, r: number): bigint {
  let row = [1n];
  for (let i = 1; i <= n; i++) row = [1n, ...row.slice(1).map((v, j) => v + (row[j] ?? 0n)), 1n];
  return row[r] ?? 0n;
}

function numbers(forms: readonly RegExp[], statement: string): [number, number] | null {
  for (const form of forms) {
    const m = form.exec(statement);
    if (m?.[1] && m[2]) return [Number(m[1]), Number(m[2])];
  }
  return null;
}

function choose(n: number, r: number, problem: string): SkillAnswer | null {
  if (r > n || n > 200) return null;
  const value = product(n, r) / factorial(r);
  if (pascal(n, r) !== value || product(n, r) % factorial(r) !== 0n) return null;
  return {
    problem,
    facts: [`the order of the ${r} chosen does not matter, so divide the ordered choices by ${r}!`],
    schema: 'counting',
    sentence: `C(${n}, ${r}) = ${r === 0 ? '1' : `(${Array.from({ length: r }, (_, i) => n - i).join(' × ')}) ÷ (${Array.from({ length: r }, (_, i) => r - i).join(' × ')})`} = ?`,
    check: `row ${n} of Pascal's triangle, place ${r}, is ${value}`,
    answer: String(value),
  };
}

function combinations(statement: string): SkillAnswer | null {
  const told = numbers(CHOOSE, statement);
  if (told) return choose(told[0], told[1], `the number of ways to choose ${told[1]} from ${told[0]}`);
  const words = CHOOSE_WORDS.exec(statement);
  // "choose 2 books from 5 books": the things chosen and the things chosen from must be the same kind, when both are named.
  const [r, things, n, from] = [Number(words?.[1]), words?.[2], Number(words?.[3]), words?.[4]];
  if (!words || !things || (from && from.replace(/s$/, '') !== things.replace(/s$/, ''))) return null;
  return choose(n, r, `the number of ways to choose ${r} ${things} from ${n}`);
}

function permutations(statement: string): SkillAnswer | null {
  const told = numbers(ORDER, statement);
  if (!told) return null;
  const [n, r] = told;
  if (r > n || n > 200) return null;
  const value = product(n, r);
  if (factorial(n) / factorial(n - r) !== value) return null;
  return {
    problem: `the number of ordered choices of ${r} from ${n}`,
    facts: [`the first place can be any of ${n}, the next any of ${n - 1}, and so on for ${r} places`],
    schema: 'counting',
    sentence: `P(${n}, ${r}) = ${r === 0 ? '1' : Array.from({ length: r }, (_, i) => n - i).join(' × ')} = ?`,
    check: `${n}! ÷ ${n - r}! = ${value}`,
    answer: String(value),
  };
}

function arrangements(statement: string): SkillAnswer | null {
  const m = ARRANGE.exec(statement);
  const n = Number(m?.[1]);
  if (!m || !Number.isInteger(n) || n < 1 || n > 20) return null;
  const value = factorial(n);
  // Second check: one place at a time, each with one object fewer to choose from.
  let stepped = 1n;
  for (let left = 1; left <= n; left++) stepped *= BigInt(left);
  if (stepped !== value) return null;
  return {
    problem: `the number of ways to put ${n} ${m[2]} in order`,
    facts: [`the first place can be any of the ${n}, the next any of the ${n - 1} left, and so on`],
    schema: 'counting',
    sentence: `${Array.from({ length: n }, (_, i) => n - i).join(' × ')} = ?`,
    check: `${n}! = ${value}`,
    answer: String(value),
  };
}

export const COUNTING_SKILLS = [combinations, permutations, arrangements];

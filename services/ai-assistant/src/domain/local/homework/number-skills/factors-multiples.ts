import { exact } from '../math-engine.js';
import { bestCommon, gcd, isProbablePrime, lcm, primeFactors, showFactorisation } from './integers.js';
import { INSTRUCTION, type SkillAnswer } from './skill-solved.js';

/**
 * Whole-number skills: greatest common factor, least common multiple and common denominator, remainder,
 * "is it a factor / a multiple", "is it prime", the prime factors. Each answer is checked a second way
 * (the factor divides both and the quotients share nothing; the division is put back together; a
 * composite number's factors multiply back; a prime passes Miller–Rabin as well as trial division).
 */
const WHOLE = String.raw`(\d[\d,]*)`;
const LIST = String.raw`(\d[\d,]*(?:\s*,\s*\d[\d,]*)*(?:,?\s+and\s+\d[\d,]*))`;
const GCF = new RegExp(String.raw`^${INSTRUCTION}(?:the\s+)?(?:(?:highest|greatest|largest)\s+common\s+(?:divisor|factor)|gcf|gcd|hcf)\s+(?:of\s+)?${LIST}$`, 'i');
const LCM = new RegExp(String.raw`^${INSTRUCTION}(?:the\s+)?(?:(?:lowest|least|smallest)\s+common\s+multiple|lcm)\s+(?:of\s+)?${LIST}$`, 'i');
const DENOMINATOR = /^(?:please\s+)?(?:what\s+is|calculate|find|work\s+out|determine)\s+(?:the\s+)?(?:lowest\s+|least\s+)?common\s+denominator\s+(?:of|for)\s+(-?\d+\/\d+)\s*(?:,|and)\s*(-?\d+\/\d+)$/i;
const REMAINDER = new RegExp(String.raw`^${INSTRUCTION}(?:the\s+)?remainder\s+(?:when|if)\s+${WHOLE}\s+is\s+divided\s+by\s+${WHOLE}$`, 'i');
const IS_FACTOR = new RegExp(String.raw`^is\s+${WHOLE}\s+a\s+(factor|divisor|multiple)\s+of\s+${WHOLE}$`, 'i');
const DIVIDES = new RegExp(String.raw`^does\s+${WHOLE}\s+divide\s+(?:into\s+)?${WHOLE}(?:\s+(?:evenly|exactly))?$`, 'i');
const DIVISIBLE = new RegExp(String.raw`^is\s+${WHOLE}\s+(?:evenly\s+)?divisible\s+by\s+${WHOLE}$`, 'i');
const PARITY = new RegExp(String.raw`^is\s+(-?\d[\d,]*)\s+(?:an?\s+)?(even|odd)(?:\s+number)?$`, 'i');
const IS_PRIME = new RegExp(String.raw`^is\s+${WHOLE}\s+(?:a\s+)?(prime|composite)(?:\s+number)?$`, 'i');
const PRIME_FACTORS = new RegExp(String.raw`^(?:${INSTRUCTION}|what\s+are\s+)(?:all\s+)?(?:the\s+)?(?:distinct\s+)?prime\s+factors\s+of\s+${WHOLE}$`, 'i');

const whole = (text: string | undefined): bigint => BigInt((text ?? '').replace(/,/g, ''));
/** Trial division stays quick (at most 10^5 steps) for the numbers a student types; larger ones decline. */
const FACTORABLE = 10n ** 10n;
const listed = (text: string): bigint[] => text.split(/\s*(?:,\s*and|,|and)\s*/).filter(Boolean).map(whole);

function commonOf(statement: string): SkillAnswer | null {
  const [factor, multiple] = [GCF.exec(statement), LCM.exec(statement)];
  const kind = factor ? 'factor' : multiple ? 'multiple' : null;
  const numbers = listed((factor ?? multiple)?.[1] ?? '');
  if (!kind || numbers.length < 2 || numbers.some((n) => n === 0n || n > FACTORABLE)) return null;
  const answer = numbers.reduce((a, n) => (kind === 'factor' ? gcd(a, n) : lcm(a, n)));
  if (!bestCommon(kind, answer, numbers)) return null;
  const list = numbers.join(' and ');
  const each = numbers.map((n) => (kind === 'factor' ? `${n} = ${answer} × ${n / answer}` : `${answer} = ${n} × ${answer / n}`)).join(', ');
  const rests = numbers.map((n) => (kind === 'factor' ? n / answer : answer / n)).join(' and ');
  return {
    problem: `the ${kind === 'factor' ? 'greatest common factor' : 'least common multiple'} of ${list}`,
    facts: numbers.map((n) => `${n} = ${showFactorisation(primeFactors(n)) || '1'}`),
    schema: kind === 'factor' ? 'common-factor' : 'common-multiple',
    sentence: `${kind === 'factor' ? 'greatest common factor' : 'least common multiple'} of ${list} = ?`,
    check: `${each}; ${rests} share no factor but 1, so ${answer} is the ${kind === 'factor' ? 'greatest' : 'least'}`,
    answer: String(answer),
  };
}

function commonDenominator(statement: string): SkillAnswer | null {
  const match = DENOMINATOR.exec(statement);
  if (!match) return null;
  // The fractions as written: "-107/570" keeps its denominator 570 even if it could be simplified.
  const denominators = [match[1], match[2]].map((f) => whole(f?.split('/')[1]));
  if (denominators.some((d) => d === 0n)) return null;
  const answer = denominators.reduce(lcm);
  if (!bestCommon('multiple', answer, denominators)) return null;
  const rewritten = [match[1], match[2]].map((f) => {
    const value = exact.fraction(f ?? '0');
    return `${f} = ${value.mul(answer).toFraction()}/${answer}`;
  });
  return {
    problem: `the common denominator of ${match[1]} and ${match[2]}`,
    facts: [`the denominators are ${denominators.join(' and ')}`],
    schema: 'common-multiple',
    sentence: `least common multiple of ${denominators.join(' and ')} = ?`,
    check: `${rewritten.join(' and ')}; no smaller number is a multiple of both ${denominators.join(' and ')}`,
    answer: String(answer),
  };
}

function remainder(statement: string): SkillAnswer | null {
  const match = REMAINDER.exec(statement);
  if (!match) return null;
  const [dividend, divisor] = [whole(match[1]), whole(match[2])];
  if (divisor === 0n) return null;
  const [quotient, rest] = [dividend / divisor, dividend % divisor];
  if (divisor * quotient + rest !== dividend || rest < 0n || rest >= divisor) return null;
  return {
    problem: `the remainder when ${dividend} is divided by ${divisor}`,
    facts: [`${divisor} goes into ${dividend} ${quotient} whole times: ${divisor} × ${quotient} = ${divisor * quotient}`],
    schema: 'remainder',
    sentence: `${dividend} − ${divisor * quotient} = ?`,
    check: `${divisor} × ${quotient} + ${rest} = ${dividend}, and ${rest} is less than ${divisor}`,
    answer: String(rest),
  };
}

function divisibility(statement: string): SkillAnswer | null {
  const factorOf = IS_FACTOR.exec(statement);
  const divides = DIVIDES.exec(statement) ?? DIVISIBLE.exec(statement);
  if (!factorOf && !divides) return null;
  // "Is 882 a multiple of 126?" asks whether 126 divides 882; "Is 882 divisible by 126?" too.
  const multipleAsked = factorOf?.[2]?.toLowerCase() === 'multiple' || (!!divides && DIVISIBLE.test(statement));
  const [a, b] = factorOf ? [whole(factorOf[1]), whole(factorOf[3])] : [whole(divides?.[1]), whole(divides?.[2])];
  const [divisor, number] = multipleAsked ? [b, a] : [a, b];
  if (divisor === 0n || number === 0n) return null;
  const [quotient, rest] = [number / divisor, number % divisor];
  const yes = rest === 0n;
  if (divisor * quotient + rest !== number) return null;
  const relation = factorOf ? `${factorOf[1]} is a ${factorOf[2]?.toLowerCase()} of ${factorOf[3]}` : multipleAsked ? `${a} is divisible by ${b}` : `${a} divides ${b}`;
  return {
    problem: `whether ${relation}`,
    facts: [],
    schema: 'divisibility',
    sentence: `${number} ÷ ${divisor} = ?`,
    check: yes ? `${divisor} × ${quotient} = ${number}, with nothing left over` : `${divisor} × ${quotient} + ${rest} = ${number}, so ${rest} is left over`,
    answer: yes ? `Yes: ${number} = ${divisor} × ${quotient}` : `No: ${number} ÷ ${divisor} = ${quotient} remainder ${rest}`,
  };
}

function parity(statement: string): SkillAnswer | null {
  const match = PARITY.exec(statement);
  if (!match) return null;
  const n = whole(match[1]?.replace('-', ''));
  const [half, rest] = [n / 2n, n % 2n];
  if (2n * half + rest !== n) return null;
  const even = rest === 0n;
  // Second check: the last digit tells the same.
  if ((Number(String(n).slice(-1)) % 2 === 0) !== even) return null;
  const asksEven = match[2]?.toLowerCase() === 'even';
  return {
    problem: `whether ${match[1]} is ${asksEven ? 'even' : 'odd'}`,
    facts: ['even numbers divide by 2 with nothing left over; odd numbers leave 1'],
    schema: 'divisibility',
    sentence: `${n} ÷ 2 = ?`,
    check: `2 × ${half}${even ? '' : ' + 1'} = ${n}, and its last digit ${String(n).slice(-1)} is ${even ? 'even' : 'odd'}`,
    answer: `${asksEven === even ? 'Yes' : 'No'}: ${match[1]} is ${even ? 'even' : 'odd'} (${even ? `2 × ${half}` : `2 × ${half} + 1`})`,
  };
}

function primality(statement: string): SkillAnswer | null {
  const match = IS_PRIME.exec(statement);
  if (!match) return null;
  const n = whole(match[1]);
  if (n > FACTORABLE) return null;
  const factors = primeFactors(n);
  const prime = n > 1n && factors.length === 1 && factors[0]?.[1] === 1;
  if (prime !== isProbablePrime(n) || n < 2n) return null;
  const asksPrime = match[2]?.toLowerCase() === 'prime';
  const yes = asksPrime === prime;
  const smallest = factors[0]?.[0] ?? n;
  const reason = prime ? `no whole number from 2 up to the square root of ${n} divides it, so ${n} is prime` : `${n} = ${smallest} × ${n / smallest}, so ${n} is composite`;
  return {
    problem: `whether ${n} is ${asksPrime ? 'prime' : 'composite'}`,
    facts: [],
    schema: 'prime-test',
    sentence: prime ? `is there a factor of ${n} between 2 and ${sqrtFloor(n)}?` : `${n} ÷ ${smallest} = ?`,
    check: prime ? `${n} also passes a second primality test (Miller–Rabin)` : `${smallest} × ${n / smallest} = ${n}`,
    answer: `${yes ? 'Yes' : 'No'}: ${reason}`,
  };
}

function sqrtFloor(n: bigint): bigint {
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}

function listPrimeFactors(statement: string): SkillAnswer | null {
  const match = PRIME_FACTORS.exec(statement);
  if (!match) return null;
  const n = whole(match[1]);
  if (n < 2n || n > FACTORABLE) return null;
  const factors = primeFactors(n);
  const product = factors.reduce((p, [q, k]) => p * q ** BigInt(k), 1n);
  if (product !== n || factors.some(([q]) => !isProbablePrime(q))) return null;
  return {
    problem: `the prime factors of ${n}`,
    facts: [],
    schema: 'prime-factors',
    sentence: `${n} = ${showFactorisation(factors)}`,
    check: `${showFactorisation(factors)} = ${n}, and ${factors.map(([q]) => q).join(', ')} ${factors.length === 1 ? 'is' : 'are all'} prime`,
    answer: `${factors.map(([q]) => q).join(', ')} (${n} = ${showFactorisation(factors)})`,
  };
}

export const FACTOR_SKILLS = [commonOf, commonDenominator, remainder, divisibility, parity, primality, listPrimeFactors];

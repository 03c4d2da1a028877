import { exact, showExact, terminates, type Exact } from '../math-engine.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * One number written another way (fraction, decimal, percent), a number raised by a percentage, a power
 * in words ("7 squared", "2 to the power of 5") and a factorial. Checked a second way: the new form is
 * turned back into the old one; a raised amount minus the original is the percentage of the original.
 */
const NUMBER = String.raw`(-?\d+(?:\.\d+)?(?:\/\d+)?%?)`;
const FORM = String.raw`(?:an?\s+)?(fraction|decimal|percent|percentage)(?:\s+in\s+(?:its\s+)?(?:simplest|lowest)\s+(?:form|terms))?`;
const CONVERT = new RegExp(String.raw`^(?:please\s+)?(?:write|express|convert|change|rewrite|turn)\s+${NUMBER}\s+(?:as|to|into|in)\s+${FORM}$`, 'i');
const WHAT_AS = new RegExp(String.raw`^(?:what\s+is|what's)\s+${NUMBER}\s+(?:as|written\s+as|in)\s+${FORM}$`, 'i');
const RAISE = /^(?:please\s+)?(increase|decrease|reduce|raise)\s+\$?(\d+(?:\.\d+)?)\s+by\s+(\d+(?:\.\d+)?)\s*(?:%|percent)$/i;
/** "What is 10% more than 50?", "Find 20% less than 80." */
const MORE_THAN = /^(?:what\s+is|what's|find|calculate)\s+(\d+(?:\.\d+)?)\s*(?:%|percent)\s+(more|greater|less|fewer)\s+than\s+\$?(\d+(?:\.\d+)?)$/i;
const RAISED = /^(?:what\s+is|what's|find)\s+\$?(\d+(?:\.\d+)?)\s+(increased|decreased|reduced|raised)\s+by\s+(\d+(?:\.\d+)?)\s*(?:%|percent)$/i;
const POWER = /^(?:what\s+is|what's|find|calculate|compute|evaluate|work\s+out)?\s*(-?\d+(?:\.\d+)?)\s+(squared|cubed|to\s+the\s+(?:power\s+of\s+)?(\d+)(?:st|nd|rd|th)?(?:\s+power)?)$/i;
const FACTORIAL = /^(?:what\s+is|what's|find|calculate|compute|evaluate|work\s+out)?\s*(?:the\s+value\s+of\s+)?(\d+)\s*!\s*$|^(?:what\s+is|find|calculate|compute)\s+(\d+)\s+factorial$|^(?:what\s+is|find|calculate|compute)\s+the\s+factorial\s+of\s+(\d+)$/i;

const readForm = (text: string): { value: Exact; percent: boolean } => ({ value: exact.fraction(text.replace('%', '')).div(text.endsWith('%') ? 100 : 1), percent: text.endsWith('%') });
const decimal = (v: Exact): string => showExact(v, 'decimal');

function rewritten(statement: string): SkillAnswer | null {
  const match = CONVERT.exec(statement) ?? WHAT_AS.exec(statement);
  if (!match) return null;
  const written = match[1] ?? '';
  const { value, percent } = readForm(written);
  const target = (match[2] ?? '').toLowerCase().replace('percentage', 'percent');
  const from = percent ? 'percent' : written.includes('/') ? 'fraction' : 'decimal';
  if (from === target) return null;
  let answer: string;
  let sentence: string;
  if (target === 'fraction') {
    answer = value.toFraction();
    sentence = percent ? `${written} = ${decimal(value.mul(100))}/100 = ?` : `${written} = ${decimal(value.mul(10 ** (written.split('.')[1]?.length ?? 0)))}/${10 ** (written.split('.')[1]?.length ?? 0)} = ?`;
  } else if (target === 'decimal') {
    // 1/3 never ends as a decimal: it is shown with its repeating digit rounded, so decline.
    if (!terminates(value)) return null;
    answer = decimal(value);
    sentence = percent ? `${written.replace('%', '')} ÷ 100 = ?` : `${written.replace('/', ' ÷ ')} = ?`;
  } else {
    const asPercent = value.mul(100);
    if (!terminates(asPercent)) return null;
    answer = `${decimal(asPercent)}%`;
    sentence = `${from === 'fraction' ? written.replace('/', ' ÷ ') : written} × 100 = ?`;
  }
  // Second check: the answer read back is the same number.
  if (!readForm(answer).value.equals(value)) return null;
  return {
    problem: `${written} as a ${target}`,
    facts: [target === 'percent' ? 'percent means out of 100' : target === 'fraction' ? 'a fraction in lowest terms shares no factor between top and bottom' : 'a decimal is the top divided by the bottom'],
    schema: 'number-form',
    sentence,
    check: `${answer} is ${written} again when written back`,
    answer,
  };
}

function raised(statement: string): SkillAnswer | null {
  const raise = RAISE.exec(statement);
  const done = raise ? null : RAISED.exec(statement);
  const than = raise || done ? null : MORE_THAN.exec(statement);
  if (!raise && !done && !than) return null;
  const [verb, amount, percent] = raise ? [raise[1], raise[2], raise[3]] : done ? [done[2], done[1], done[3]] : [than?.[2], than?.[3], than?.[1]];
  const up = /^(?:increase|raise|more|greater)/i.test(verb ?? '');
  const [whole, rate] = [exact.fraction(amount ?? '0'), exact.fraction(percent ?? '0')];
  const change = whole.mul(rate).div(100);
  const result = up ? whole.add(change) : whole.sub(change);
  if (result.s < 0n) return null;
  // Second check: the multiplier way, amount × (100 ± p)%.
  if (!whole.mul(exact.fraction(100).add(up ? rate : rate.neg())).div(100).equals(result)) return null;
  return {
    problem: `${amount} ${up ? 'increased' : 'decreased'} by ${percent}%`,
    facts: [`${percent}% of ${amount} = ${decimal(rate.div(100))} × ${amount} = ${decimal(change)}`],
    schema: 'percent-change',
    sentence: `${amount} ${up ? '+' : '−'} ${decimal(change)} = ?`,
    check: `${amount} × ${decimal(exact.fraction(100).add(up ? rate : rate.neg()).div(100))} = ${decimal(result)}`,
    answer: decimal(result),
  };
}

function power(statement: string): SkillAnswer | null {
  const match = POWER.exec(statement);
  if (!match) return null;
  const word = (match[2] ?? '').toLowerCase();
  const exponent = word === 'squared' ? 2 : word === 'cubed' ? 3 : Number(match[3]);
  if (!Number.isInteger(exponent) || exponent < 0 || exponent > 30) return null;
  const base = exact.fraction(match[1] ?? '0');
  const result = Array.from({ length: exponent }).reduce<Exact>((p) => p.mul(base), exact.fraction(1));
  if (!result.equals(base.pow(exponent) as Exact)) return null;
  return {
    problem: `${match[1]} ${word}`,
    facts: [],
    schema: 'power',
    sentence: `${Array.from({ length: exponent }, () => (base.s < 0n ? `(${decimal(base)})` : decimal(base))).join(' × ') || '1'} = ?`,
    check: `${decimal(base)} ^ ${exponent} = ${decimal(result)}`,
    answer: decimal(result),
  };
}

function factorial(statement: string): SkillAnswer | null {
  const match = FACTORIAL.exec(statement);
  const n = Number(match?.[1] ?? match?.[2] ?? match?.[3]);
  if (!match || !Number.isInteger(n) || n > 20) return null;
  const factors = Array.from({ length: n }, (_, i) => BigInt(n - i));
  const result = factors.reduce((p, f) => p * f, 1n);
  // Second check: n! = n × (n − 1)!, computed upwards.
  let up = 1n;
  for (let i = 1n; i <= BigInt(n); i++) up *= i;
  if (up !== result) return null;
  return {
    problem: `${n}!`,
    facts: [`${n}! means ${n} × ${n - 1} × … × 1`],
    schema: 'factorial',
    sentence: `${factors.join(' × ') || '1'} = ?`,
    check: `1 × 2 × … × ${n} = ${up}`,
    answer: String(result),
  };
}

/** "7!/5!", "Evaluate 10! / 8!": the smaller factorial cancels, leaving the factors above it. */
const FACTORIAL_QUOTIENT = /^(?:what\s+is|what's|find|calculate|compute|evaluate|simplify|work\s+out)?\s*(?:the\s+value\s+of\s+)?(\d+)\s*!\s*\/\s*(\d+)\s*!$/i;

const factorialOf = (n: number): bigint => Array.from({ length: n }, (_, i) => BigInt(i + 1)).reduce((p, f) => p * f, 1n);

function factorialQuotient(statement: string): SkillAnswer | null {
  const match = FACTORIAL_QUOTIENT.exec(statement);
  const [top, bottom] = [Number(match?.[1]), Number(match?.[2])];
  if (!match || !Number.isInteger(top) || !Number.isInteger(bottom) || top > 100 || bottom > top) return null;
  const left = Array.from({ length: top - bottom }, (_, i) => BigInt(top - i));
  const result = left.reduce((p, f) => p * f, 1n);
  // Second check: both factorials worked out in full, then divided.
  const [whole, part] = [factorialOf(top), factorialOf(bottom)];
  if (whole / part !== result || whole % part !== 0n) return null;
  return {
    problem: `${top}! ÷ ${bottom}!`,
    facts: [`${top}! = ${top} × ${top - 1} × … × 1, and the factors ${bottom} × … × 1 are ${bottom}!, which cancels`],
    schema: 'factorial',
    sentence: `${left.join(' × ') || '1'} = ?`,
    check: `${whole} ÷ ${part} = ${result}`,
    answer: String(result),
  };
}

export const FORM_SKILLS = [rewritten, raised, power, factorial, factorialQuotient];

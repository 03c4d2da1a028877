import { exact, showExact, terminates, type Exact } from '../math-engine.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * The percent an amount changed by ("Find the percent increase from 40 to 50" → 25%) and interest on money
 * ("What is the simple interest on $500 at 4% for 3 years?", "… compound interest on $1000 at 5% for 2 years
 * compounded annually?"). Checked a second way: the old amount changed by the percent gives the new one;
 * simple interest divided by principal and time gives the rate back; compound interest stepped period by
 * period gives the same amount as the formula. Compound amounts that are not whole cents are rounded to the
 * nearest cent, and the answer says so.
 */
const AMOUNT = String.raw`\$?\s*(\d[\d,]*(?:\.\d+)?)`;
const ASK = String.raw`^(?:please\s+)?(?:what\s+is|what's|find|calculate|determine|work\s+out)\s+(?:the\s+)?`;
const CHANGE = new RegExp(String.raw`${ASK}(?:percent(?:age)?\s+(increase|decrease|change)|%\s+(increase|decrease|change))\s+from\s+${AMOUNT}\s+to\s+${AMOUNT}$`, 'i');
const RATE = String.raw`(\d+(?:\.\d+)?)\s*%`;
const YEARS = String.raw`(\d+(?:\.\d+)?)\s+years?`;
const SIMPLE = new RegExp(String.raw`${ASK}simple\s+interest\s+(?:on|earned\s+on|for)\s+${AMOUNT}\s+(?:at|with)\s+(?:a\s+rate\s+of\s+)?${RATE}(?:\s+(?:per\s+(?:year|annum)|a\s+year|annually|yearly))?\s+for\s+${YEARS}$`, 'i');
const PERIODS: Record<string, number> = { annually: 1, yearly: 1, 'semi-annually': 2, semiannually: 2, quarterly: 4, monthly: 12 };
const COMPOUND = new RegExp(String.raw`${ASK}(compound\s+interest|amount|balance|value)\s+(?:on|of|earned\s+on|for)\s+${AMOUNT}\s+(?:invested\s+)?(?:at|with)\s+(?:a\s+rate\s+of\s+)?${RATE}(?:\s+(?:per\s+(?:year|annum)|a\s+year))?\s+for\s+(\d+)\s+years?,?\s+compounded\s+(${Object.keys(PERIODS).join('|')})$`, 'i');

/** "$60", "$102.50": cents written out whenever there are any. */
const money = (v: Exact): string => (v.mul(100).d === 1n && v.d !== 1n ? `$${v.valueOf().toFixed(2)}` : `$${showExact(v, 'decimal')}`);
const number = (text: string): Exact => exact.fraction(text.replace(/,/g, ''));
const percent = (v: Exact): string => `${showExact(v, 'decimal')}%`;

function percentChange(statement: string): SkillAnswer | null {
  const m = CHANGE.exec(statement);
  if (!m?.[3] || !m[4]) return null;
  const asked = (m[1] ?? m[2] ?? 'change').toLowerCase();
  const [from, to] = [number(m[3]), number(m[4])];
  if (from.equals(0) || from.equals(to)) return null;
  const up = to.compare(from) > 0;
  // "percent increase" asked of a fall (or "decrease" of a rise) is a mistake in the question, not a negative answer.
  if ((asked === 'increase' && !up) || (asked === 'decrease' && up)) return null;
  const change = to.sub(from).abs();
  const rate = change.div(from).mul(100);
  // Second check: the old amount changed by that percent gives the new one.
  if (!from.mul(exact.fraction(100).add(up ? rate : rate.neg())).div(100).equals(to)) return null;
  const rounded = terminates(rate) ? `${showExact(rate, 'decimal')}%` : `${rate.valueOf().toFixed(1)}% (rounded)`;
  return {
    problem: `the percent ${up ? 'increase' : 'decrease'} from ${m[3]} to ${m[4]}`,
    facts: [`the change is ${m[4]} − ${m[3]} = ${up ? '' : '−'}${showExact(change, 'decimal')}`],
    schema: 'percent-of-change',
    sentence: `${showExact(change, 'decimal')} ÷ ${m[3]} × 100 = ?`,
    check: `${m[3]} ${up ? 'increased' : 'decreased'} by ${percent(rate)} is ${m[4]}`,
    answer: asked === 'change' ? `${rounded} ${up ? 'increase' : 'decrease'}` : rounded,
  };
}

function simpleInterest(statement: string): SkillAnswer | null {
  const m = SIMPLE.exec(statement);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const [principal, rate, years] = [number(m[1]), number(m[2]), number(m[3])];
  if (principal.equals(0) || years.equals(0)) return null;
  const interest = principal.mul(rate).div(100).mul(years);
  // Second check: the interest divided by the principal and the time gives the rate back.
  if (!interest.div(principal).div(years).mul(100).equals(rate)) return null;
  return {
    problem: `the simple interest on ${money(principal)} at ${m[2]}% a year for ${m[3]} years`,
    facts: [`I = P × r × t, with P = ${money(principal)}, r = ${m[2]}% = ${showExact(rate.div(100), 'decimal')}, t = ${m[3]}`],
    schema: 'interest',
    sentence: `${showExact(principal, 'decimal')} × ${showExact(rate.div(100), 'decimal')} × ${m[3]} = ?`,
    check: `${money(interest)} ÷ ${money(principal)} ÷ ${m[3]} = ${showExact(rate.div(100), 'decimal')}, the rate`,
    answer: money(interest),
  };
}

function compoundInterest(statement: string): SkillAnswer | null {
  const m = COMPOUND.exec(statement);
  const [asked, principalText, rateText, yearsText, often] = [m?.[1], m?.[2], m?.[3], m?.[4], m?.[5]];
  const perYear = PERIODS[often?.toLowerCase() ?? ''];
  if (!asked || !principalText || !rateText || !yearsText || !perYear) return null;
  const [principal, rate, years] = [number(principalText), number(rateText), Number(yearsText)];
  const periods = years * perYear;
  if (principal.equals(0) || periods < 1 || periods > 600) return null;
  const growth = exact.fraction(1).add(rate.div(100).div(perYear));
  const amount = principal.mul(growth.pow(periods) as Exact);
  // Second check: the balance stepped one period at a time, each period's interest added.
  let balance = principal;
  for (let i = 0; i < periods; i++) balance = balance.add(balance.mul(rate).div(100).div(perYear));
  if (!balance.equals(amount)) return null;
  const wantInterest = /interest/i.test(asked);
  const exactValue = wantInterest ? amount.sub(principal) : amount;
  const cents = exactValue.mul(100);
  const whole = cents.d === 1n;
  const shown = whole ? money(exactValue) : `$${(Math.round(cents.valueOf()) / 100).toFixed(2)}`;
  return {
    problem: `the ${wantInterest ? 'compound interest' : 'amount'} on ${money(principal)} at ${rateText}% a year for ${yearsText} years, compounded ${often?.toLowerCase()}`,
    facts: [`A = P(1 + r/n)^(nt), with P = ${money(principal)}, r = ${showExact(rate.div(100), 'decimal')}, n = ${perYear}, t = ${yearsText}`],
    schema: 'compound-interest',
    sentence: `${showExact(principal, 'decimal')} × ${showExact(growth, 'decimal')}^${periods}${wantInterest ? ` − ${showExact(principal, 'decimal')}` : ''} = ?`,
    check: `adding each period's interest to the balance, ${periods} times, gives the same ${wantInterest ? 'interest' : 'amount'}`,
    answer: whole ? shown : `${shown} (to the nearest cent)`,
  };
}

export const INTEREST_SKILLS = [percentChange, simpleInterest, compoundInterest];

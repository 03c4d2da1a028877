import { exact, showExact, type Exact } from '../math-engine.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Scientific notation both ways: "Write 45000 in scientific notation" → 4.5 × 10^4, and "Write 3.5 × 10^4
 * in standard form" → 35000 (standard form as US schools say it: the ordinary number; "Write 45000 in
 * standard form", which in the UK means scientific notation, declines). Checked a second way: the other
 * form, worked out again, gives the number back exactly, and the leading number is at least 1 and below 10.
 */
const NUMBER = String.raw`(-?\d[\d,]*(?:\.\d+)?|-?\.\d+)`;
const POWER = String.raw`(-?\d+(?:\.\d+)?)\s*(?:\*|x|×)\s*10\s*(?:\^|\*\*)\s*\(?\s*(-?\d+)\s*\)?`;
const TO_SCIENTIFIC = new RegExp(String.raw`^(?:please\s+)?(?:write|express|convert|put|give)\s+${NUMBER}\s+(?:in|into|to|as\s+a\s+number\s+in)\s+scientific\s+notation$`, 'i');
const TO_ORDINARY = new RegExp(String.raw`^(?:please\s+)?(?:write|express|convert|put|give)\s+${POWER}\s+(?:in|into|to|as)\s+(?:standard\s+form|decimal\s+(?:form|notation)|an?\s+ordinary\s+number|ordinary\s+(?:form|notation)|standard\s+notation)$`, 'i');

const ten = (n: number): Exact => exact.fraction(10).pow(n) as Exact;
const show = (v: Exact): string => showExact(v, 'decimal');

/** The leading number and power of ten: 45000 → 4.5 and 4. */
function scientific(value: Exact): { lead: Exact; power: number } {
  const power = Math.floor(Math.log10(Number(value.abs().valueOf())));
  // Floating log10 can miss by one near a power of ten: nudge until 1 ≤ |lead| < 10.
  for (const p of [power, power - 1, power + 1]) {
    const lead = value.div(ten(p));
    if (lead.abs().compare(1) >= 0 && lead.abs().compare(10) < 0) return { lead, power: p };
  }
  return { lead: value, power: 0 };
}

function toScientific(statement: string): SkillAnswer | null {
  const match = TO_SCIENTIFIC.exec(statement);
  if (!match) return null;
  const written = (match[1] ?? '').replace(/,/g, '');
  const value = exact.fraction(written.startsWith('-.') ? written.replace('-.', '-0.') : written.startsWith('.') ? `0${written}` : written);
  if (value.equals(0)) return null;
  const { lead, power } = scientific(value);
  // The second way: the lead times 10^power is the number again, and the lead is between 1 and 10.
  if (!lead.mul(ten(power)).equals(value) || lead.abs().compare(1) < 0 || lead.abs().compare(10) >= 0) return null;
  const answer = `${show(lead)} × 10^${power}`;
  return {
    problem: `${written} in scientific notation`,
    facts: [`move the decimal point ${Math.abs(power)} place${Math.abs(power) === 1 ? '' : 's'} ${power >= 0 ? 'left' : 'right'} to get a number from 1 up to 10`],
    schema: 'scientific-notation',
    sentence: `${written} = ${show(lead)} × ${show(ten(power))}`,
    check: `${show(lead)} × 10^${power} = ${show(lead.mul(ten(power)))}`,
    answer,
  };
}

function toOrdinary(statement: string): SkillAnswer | null {
  const match = TO_ORDINARY.exec(statement);
  if (!match) return null;
  const lead = exact.fraction(match[1] ?? '0');
  const power = Number(match[2]);
  if (Math.abs(power) > 20 || lead.equals(0)) return null;
  const value = lead.mul(ten(power));
  const back = scientific(value);
  // The second way: the ordinary number written in scientific notation again gives the same value.
  if (!back.lead.mul(ten(back.power)).equals(value)) return null;
  return {
    problem: `${show(lead)} × 10^${power} as an ordinary number`,
    facts: [`multiplying by 10^${power} moves the decimal point ${Math.abs(power)} place${Math.abs(power) === 1 ? '' : 's'} ${power >= 0 ? 'right' : 'left'}`],
    schema: 'scientific-notation',
    sentence: `${show(lead)} × ${show(ten(power))} = ?`,
    check: `${show(value)} ÷ ${show(ten(power))} = ${show(lead)}`,
    answer: show(value),
  };
}

export const NOTATION_SKILLS = [toScientific, toOrdinary];

import { exact, improperTop, mixedAsImproper, showExact, showMixed, type Exact } from '../math-engine.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * A number's other forms and partners: a fraction in lowest terms ("Express 18/24 in lowest terms"), an
 * improper fraction as a mixed number and back, the reciprocal, the opposite, and the absolute value.
 * Checked a second way: the lowest form times the common factor gives the fraction back; the mixed
 * number's whole times the bottom plus its top gives the improper top; a number times its reciprocal is
 * 1; a number plus its opposite is 0; the absolute value is the number or its opposite and not negative.
 */
const FRACTION = String.raw`(-?\d+)\/(\d+)`;
const MIXED = String.raw`(-?)(\d+)\s+(\d+)\/(\d+)`;
const NUMBER = String.raw`(-?\d+(?:\.\d+)?(?:\/\d+)?)`;
const WRITE = String.raw`^(?:please\s+)?(?:write|express|convert|change|rewrite|reduce|simplify|put)\s+`;
const LOWEST = new RegExp(String.raw`${WRITE}${FRACTION}\s+(?:in|to|into)\s+(?:its\s+)?(?:lowest|simplest)\s+(?:terms|form)$`, 'i');
const TO_MIXED = new RegExp(String.raw`${WRITE}${FRACTION}\s+(?:as|to|into|in)\s+(?:a\s+)?mixed\s+(?:number|numeral|fraction)$`, 'i');
const TO_IMPROPER = new RegExp(String.raw`${WRITE}${MIXED}\s+(?:as|to|into|in)\s+(?:an\s+)?improper\s+fraction$`, 'i');
const PARTNER = new RegExp(String.raw`^(?:please\s+)?(?:what\s+is|what's|find|give|write)\s+the\s+(reciprocal|multiplicative\s+inverse|opposite|additive\s+inverse|absolute\s+value)\s+of\s+(-?\d+\s+\d+\/\d+|${NUMBER.slice(1, -1)})$`, 'i');
const BARS = new RegExp(String.raw`^(?:please\s+)?(?:what\s+is|what's|find|evaluate|calculate|compute|simplify)\s+\|\s*${NUMBER}\s*\|$`, 'i');

const show = (v: Exact): string => showExact(v);

function lowestTerms(statement: string): SkillAnswer | null {
  const match = LOWEST.exec(statement);
  if (!match) return null;
  const [top, bottom] = [BigInt(match[1] ?? '0'), BigInt(match[2] ?? '1')];
  if (bottom === 0n) return null;
  const value = exact.fraction(`${top}/${bottom}`);
  const common = top / value.n / (value.s < 0n ? -1n : 1n);
  if (common * value.n * (value.s < 0n ? -1n : 1n) !== top || common * value.d !== bottom) return null;
  return {
    problem: `${top}/${bottom} in lowest terms`,
    facts: [`the greatest common factor of ${top < 0n ? -top : top} and ${bottom} is ${common < 0n ? -common : common}`],
    schema: 'number-form',
    sentence: `(${top} ÷ ${common})/(${bottom} ÷ ${common}) = ?`,
    check: `${show(value)} with top and bottom times ${common} gives ${top}/${bottom} back`,
    answer: show(value),
  };
}

function mixedForms(statement: string): SkillAnswer | null {
  const toMixed = TO_MIXED.exec(statement);
  if (toMixed) {
    const [top, bottom] = [BigInt(toMixed[1] ?? '0'), BigInt(toMixed[2] ?? '1')];
    const size = top < 0n ? -top : top;
    if (bottom === 0n || size <= bottom) return null;
    const [whole, rest] = [size / bottom, size % bottom];
    if (whole * bottom + rest !== size) return null;
    const sign = top < 0n ? '-' : '';
    const answer = rest === 0n ? `${sign}${whole}` : `${sign}${whole} ${show(exact.fraction(`${rest}/${bottom}`))}`;
    return {
      problem: `${top}/${bottom} as a mixed number`,
      facts: [`${bottom} goes into ${size} ${whole} times with ${rest} left over`],
      schema: 'number-form',
      sentence: `${size} ÷ ${bottom} = ${whole} remainder ${rest}`,
      check: `${whole} × ${bottom} + ${rest} = ${size}`,
      answer,
    };
  }
  const toImproper = TO_IMPROPER.exec(statement);
  if (!toImproper) return null;
  const [negative, whole, top, bottom] = [toImproper[1] === '-', BigInt(toImproper[2] ?? '0'), BigInt(toImproper[3] ?? '0'), BigInt(toImproper[4] ?? '1')];
  if (bottom === 0n || top >= bottom) return null;
  const improper = improperTop(whole, top, bottom);
  const value = exact.fraction(`${negative ? '-' : ''}${improper}/${bottom}`);
  // The second way: the improper fraction's value is the whole plus the fraction.
  if (!value.abs().equals(exact.fraction(whole.toString()).add(exact.fraction(`${top}/${bottom}`)))) return null;
  return {
    problem: `${negative ? '-' : ''}${whole} ${top}/${bottom} as an improper fraction`,
    facts: [`${whole} whole${whole === 1n ? ' is' : 's are'} ${whole * bottom}/${bottom}`],
    schema: 'number-form',
    sentence: `${whole} × ${bottom} + ${top} = ${improper}, over ${bottom}`,
    check: `${whole} + ${top}/${bottom} = ${show(value.abs())}`,
    answer: `${negative ? '-' : ''}${improper}/${bottom}`,
  };
}

function partner(statement: string): SkillAnswer | null {
  const named = PARTNER.exec(statement);
  const bars = named ? null : BARS.exec(statement);
  if (!named && !bars) return null;
  const kind = named ? (named[1] ?? '').toLowerCase().replace(/multiplicative inverse/, 'reciprocal').replace(/additive inverse/, 'opposite') : 'absolute value';
  const written = (named ? named[2] : bars?.[1]) ?? '0';
  // "2 3/4" is 11/4; "2 5/3" is no mixed number.
  const improper = mixedAsImproper(written.replace(/^-/, ''), (top, bottom) => `${top}/${bottom}`);
  if (/[a-z]/i.test(improper)) return null;
  const x = written.startsWith('-') ? exact.fraction(improper).neg() : exact.fraction(improper);
  const mixed = /\d\s+\d/.test(written);
  const asWritten = (v: Exact): string => (mixed && v.d !== 1n && v.abs().compare(1) > 0 ? showMixed(v) : showExact(v, written.includes('.') ? 'decimal' : 'fraction'));
  if (kind === 'reciprocal') {
    if (x.equals(0)) return null;
    const r = exact.fraction(1).div(x);
    if (!r.mul(x).equals(1)) return null;
    return { problem: `the reciprocal of ${written}`, facts: ['the reciprocal turns the fraction upside down'], schema: 'number-form', sentence: `1 ÷ ${written} = ?`, check: `${written} × ${asWritten(r)} = 1`, answer: asWritten(r) };
  }
  if (kind === 'opposite') {
    const o = x.neg();
    if (!o.add(x).equals(0)) return null;
    return { problem: `the opposite of ${written}`, facts: ['the opposite is as far from 0 on the other side'], schema: 'number-form', sentence: `-(${written}) = ?`, check: `${written} + (${asWritten(o)}) = 0`, answer: asWritten(o) };
  }
  const a = x.abs();
  if (a.s < 0n || !(a.equals(x) || a.equals(x.neg()))) return null;
  return { problem: `|${written}|`, facts: ['the absolute value is the distance from 0, never negative'], schema: 'number-form', sentence: `|${written}| = ?`, check: `${asWritten(a)} is ${written} ${x.s < 0n ? 'without its minus sign' : 'itself'}, and not negative`, answer: asWritten(a) };
}

export const FRACTION_FORM_SKILLS = [lowestTerms, mixedForms, partner];

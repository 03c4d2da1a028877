import { exact, type Exact } from '../math-engine.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Place-value skills: rounding (to a place or to a number of decimal places), the digit in a place, and
 * a root to the nearest whole number. Checked a second way: the rounded number is a multiple of the
 * place and no farther than half a place away; the digit is read from the written number as well as
 * computed; the root r has r^k ≤ N < (r + 1)^k and the nearer of the two is chosen by the midpoint.
 */
const SMALL: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const PLACES: Record<string, number> = {
  integer: 0, 'whole number': 0, one: 0, ones: 0, unit: 0, units: 0, ten: 1, tens: 1, hundred: 2, hundreds: 2, thousand: 3, thousands: 3,
  'ten thousand': 4, 'ten thousands': 4, 'hundred thousand': 5, 'hundred thousands': 5, million: 6, millions: 6, 'ten million': 7, 'ten millions': 7,
  'hundred million': 8, 'hundred millions': 8, billion: 9, billions: 9, tenth: -1, tenths: -1, hundredth: -2, hundredths: -2, thousandth: -3, thousandths: -3,
};
const PLACE_WORDS = Object.keys(PLACES).sort((a, b) => b.length - a.length).join('|');
const DECIMAL = String.raw`(-?\d[\d,]*(?:\.\d+)?)`;
const TO_PLACE = String.raw`to\s+the\s+nearest\s+(?:(?:one\s+)?(${PLACE_WORDS})|(1(?:0+)?|0\.0*1))`;
const TO_DECIMALS = String.raw`to\s+(\d+|${Object.keys(SMALL).join('|')})\s+(?:dps?|decimal\s+places?|decimals)`;
const ROUND = new RegExp(String.raw`^(?:please\s+)?round\s+(?:off\s+)?${DECIMAL}\s+(?:${TO_PLACE}|${TO_DECIMALS})$`, 'i');
const ROUNDED = new RegExp(String.raw`^(?:what\s+is|what's|find)\s+${DECIMAL}\s+rounded\s+(?:off\s+)?(?:${TO_PLACE}|${TO_DECIMALS})$`, 'i');
const DIGIT = new RegExp(String.raw`^(?:what\s+is|what's|find|give|name)\s+the\s+(${PLACE_WORDS})\s+(?:digit|place\s+digit)\s+(?:of|in)\s+(\d[\d,]*(?:\.\d+)?)$`, 'i');
const ROOT_NAMES: Record<string, number> = { square: 2, cube: 3, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
const NEAREST = String.raw`(?:,?\s+(?:to|rounded\s+to)\s+the\s+nearest\s+(?:integer|whole\s+number))`;
/** "the square root of 144", or the sign: "√144", "√(144)" (a square root). */
const ROOT = new RegExp(String.raw`^(?:what\s+is|what's|find|calculate|compute|evaluate|simplify)\s+(?:the\s+(${Object.keys(ROOT_NAMES).join('|')})\s+root\s+of\s+|√\s*(?=\(\s*\d[\d,]*\s*\)|\d))\(?\s*(\d[\d,]*)\s*\)?(${NEAREST})?$`, 'i');
const POWER_ROOT = new RegExp(String.raw`^(?:what\s+is|what's|find|calculate|compute|evaluate)\s+(\d[\d,]*)\s+to\s+the\s+power\s+of\s+1\s*/\s*(\d+)(${NEAREST})?$`, 'i');

const value = (text: string | undefined): Exact => exact.fraction((text ?? '0').replace(/,/g, ''));
const count = (text: string | undefined): number => SMALL[(text ?? '').toLowerCase()] ?? Number(text);

/** Half a place rounds away from zero (the school rule: 2.5 → 3, −2.5 → −3). */
function roundTo(x: Exact, places: number): Exact {
  const unit = exact.fraction(10).pow(-places) as Exact;
  const scaled = x.div(unit);
  const magnitude = scaled.abs().add(exact.fraction(1, 2)).floor();
  return (scaled.s < 0n ? magnitude.neg() : magnitude).mul(unit);
}

/** "0.50" for two decimal places: the places a student was asked for are shown. */
function showRounded(x: Exact, decimals: number): string {
  if (decimals <= 0) return x.toString();
  const sign = x.s < 0n && !x.equals(0) ? '-' : '';
  const scaled = x.abs().mul(exact.fraction(10).pow(decimals) as Exact).round().toString();
  const padded = scaled.padStart(decimals + 1, '0');
  return `${sign}${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
}

function rounding(statement: string): SkillAnswer | null {
  const match = ROUND.exec(statement) ?? ROUNDED.exec(statement);
  if (!match) return null;
  const x = value(match[1]);
  const named = match[2]?.toLowerCase().replace(/\s+/g, ' ');
  // "to the nearest 1000000" / "to the nearest 0.01": the place written as a number.
  const written = match[3] ? -Math.round(Math.log10(Number(match[3]))) : null;
  const places = named !== undefined ? -(PLACES[named] ?? NaN) : written ?? count(match[4]);
  if (!Number.isInteger(places) || places > 12 || places < -12) return null;
  const rounded = roundTo(x, places);
  const unit = exact.fraction(10).pow(-places) as Exact;
  // Second check: a whole number of places, at most half a place away.
  if (rounded.div(unit).d !== 1n || rounded.sub(x).abs().compare(unit.div(2)) > 0) return null;
  const what = named ? `the nearest ${named === 'integer' || named === 'whole number' ? 'whole number' : named.replace(/s$/, '')}` : written !== null ? `the nearest ${match[3]}` : `${places} decimal place${places === 1 ? '' : 's'}`;
  const shown = showRounded(rounded, places);
  const down = rounded.abs().compare(x.abs()) <= 0;
  return {
    problem: `${match[1]} rounded to ${what}`,
    facts: [`rounding to ${what} keeps ${places > 0 ? `${places} digit${places === 1 ? '' : 's'} after the decimal point` : `multiples of ${unit.toString()}`}`],
    schema: 'rounding',
    sentence: `${match[1]} ≈ ${shown}`,
    check: `${match[1]} lies between ${showRounded(down ? rounded : rounded.sub(unit.mul(rounded.s < 0n ? -1 : 1)), places)} and ${showRounded(down ? rounded.add(unit.mul(x.s < 0n ? -1 : 1)) : rounded, places)}, and ${shown} is within half of ${unit.toString()} of it`,
    answer: shown,
  };
}

function placeDigit(statement: string): SkillAnswer | null {
  const match = DIGIT.exec(statement);
  if (!match) return null;
  const place = PLACES[(match[1] ?? '').toLowerCase().replace(/\s+/g, ' ')];
  const written = (match[2] ?? '').replace(/,/g, '');
  if (place === undefined || (place < 0 && !written.includes('.'))) return null;
  const [whole, fraction = ''] = written.split('.');
  const fromText = place >= 0 ? whole?.[whole.length - 1 - place] : fraction[-place - 1];
  // Second reading: the digit by arithmetic, floor(N / 10^place) mod 10.
  const shifted = value(written).div(exact.fraction(10).pow(place) as Exact).floor();
  const byArithmetic = Number(shifted.mod(10).toString());
  if (fromText === undefined || Number(fromText) !== byArithmetic) return null;
  const name = (match[1] ?? '').toLowerCase();
  return {
    problem: `the ${name} digit of ${written}`,
    facts: [],
    schema: 'place-value',
    sentence: `${written}: the ${name} place holds ?`,
    check: `${written} ÷ ${place >= 0 ? 10 ** place : `1/${10 ** -place}`} = ${shifted.toString()}${place === 0 ? '' : ' (whole part)'}, whose last digit is ${byArithmetic}`,
    answer: String(byArithmetic),
  };
}

/** The whole k-th root of n, rounded down (Newton's method on whole numbers). */
function floorRoot(n: bigint, k: number): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Number(n) ** (1 / k)));
  while (x ** BigInt(k) > n) x--;
  while ((x + 1n) ** BigInt(k) <= n) x++;
  return x;
}

function root(statement: string): SkillAnswer | null {
  const named = ROOT.exec(statement);
  const power = named ? null : POWER_ROOT.exec(statement);
  const match = named ?? power;
  if (!match) return null;
  const [n, k] = named ? [BigInt((named[2] ?? '').replace(/,/g, '')), (named[1] ? ROOT_NAMES[named[1].toLowerCase()] ?? 0 : 2)] : [BigInt((power?.[1] ?? '').replace(/,/g, '')), Number(power?.[2])];
  if (k < 2 || k > 12) return null;
  const nearestAsked = !!match[3];
  const low = floorRoot(n, k);
  const exactRoot = low ** BigInt(k) === n;
  // An exact root was asked ("the square root of 144"): only a whole root is answered.
  if (!nearestAsked && !exactRoot) return null;
  // Nearer of low and low + 1: compare n with the midpoint (low + 1/2)^k, i.e. 2^k n with (2 low + 1)^k.
  const answer = (2n ** BigInt(k)) * n < (2n * low + 1n) ** BigInt(k) ? low : low + 1n;
  if (low ** BigInt(k) > n || (low + 1n) ** BigInt(k) <= n) return null;
  const rootName = named ? (named[1] ? `the ${named[1].toLowerCase()} root of ${n}` : `√${n}`) : `${n} to the power of 1/${k}`;
  return {
    problem: `${rootName}${nearestAsked ? ' to the nearest whole number' : ''}`,
    facts: [],
    schema: 'root',
    sentence: exactRoot ? `? ^ ${k} = ${n}` : `${low} ^ ${k} = ${low ** BigInt(k)} ≤ ${n} < ${(low + 1n) ** BigInt(k)} = ${low + 1n} ^ ${k}`,
    check: exactRoot ? `${answer} ^ ${k} = ${n}` : `${n} is nearer to ${answer} ^ ${k} than to ${answer === low ? low + 1n : low} ^ ${k} (halfway is ${low}.5 ^ ${k})`,
    answer: String(answer),
  };
}

export const PLACE_SKILLS = [rounding, placeDigit, root];

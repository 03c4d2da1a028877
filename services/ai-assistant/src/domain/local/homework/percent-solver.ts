import { exact, formatDecimal, showExact, type Exact } from './math-engine.js';
import type { SolutionStep, Solved } from './steps.js';

const NUMBER = String.raw`(-?\d[\d,]*(?:\.\d+)?)`;
const LEAD = /^(?:please\s+)?(?:what\s+is|what's|calculate|compute|find|work\s+out|determine|evaluate)\s+/i;
const PERCENT_CHAIN = new RegExp(String.raw`^((?:${NUMBER.replace('(', '(?:')}\s*(?:%|percent)\s+of\s+)+)\$?${NUMBER}$`, 'i');
const WHAT_PERCENT = new RegExp(String.raw`^what\s+percent(?:age)?\s+of\s+\$?${NUMBER}\s+is\s+\$?${NUMBER}$`, 'i');
const IS_WHAT_PERCENT = new RegExp(String.raw`^\$?${NUMBER}\s+is\s+what\s+percent(?:age)?\s+of\s+\$?${NUMBER}$`, 'i');

const PCT = String.raw`${NUMBER}\s*(?:%|percent)`;
/** "12 is 40% of what number?", "40% of what number is 12?", "40% of a number is 12. What is the number?" */
const PART_IS_PERCENT = new RegExp(String.raw`^\$?${NUMBER}\s+is\s+${PCT}\s+of\s+what(?:\s+number)?$`, 'i');
const PERCENT_OF_WHAT = new RegExp(String.raw`^${PCT}\s+of\s+(?:what(?:\s+number)?|a\s+number)\s+is\s+\$?${NUMBER}(?:\.\s*(?:what\s+is|find)\s+the\s+number)?$`, 'i');

const num = (text: string | undefined): Exact => exact.fraction((text ?? '').replace(/,/g, ''));
const show = (value: Exact): string => showExact(value, 'decimal');

/** The whole statement, without its instruction word and end punctuation. */
function body(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/[?.!]+$/, '').replace(LEAD, '').trim();
}

function partOverWhole(part: Exact, whole: Exact): Solved | null {
  if (whole.equals(0)) return null;
  const ratio = part.div(whole);
  const percent = ratio.mul(100);
  const shown = (v: Exact): string => (v.d === 1n || showExact(v, 'decimal').includes('.') ? show(v) : formatDecimal(Number(v.valueOf())));
  return {
    kind: 'percentage',
    steps: [
      { kind: 'restate', problem: `what percent of ${show(whole)} is ${show(part)}` },
      { kind: 'part-over-whole', part: show(part), whole: show(whole), decimal: shown(ratio), percent: shown(percent) },
    ],
    answer: `${shown(percent)}%`,
  };
}

/** The part and the percent of "12 is 40% of what number?" in either order; null for other forms. */
function partAndPercent(statement: string): { part: Exact; percent: Exact } | null {
  const partFirst = PART_IS_PERCENT.exec(statement);
  if (partFirst) return { part: num(partFirst[1]), percent: num(partFirst[2]) };
  const percentFirst = PERCENT_OF_WHAT.exec(statement);
  return percentFirst ? { part: num(percentFirst[2]), percent: num(percentFirst[1]) } : null;
}

/** The whole of which `part` is `percent`: the part divided by the percent as a decimal. */
function wholeOfPart(part: Exact, percent: Exact, dollar: '$' | ''): Solved | null {
  if (percent.compare(0) <= 0) return null;
  const decimal = percent.div(100);
  const whole = part.div(decimal);
  return {
    kind: 'percentage',
    steps: [
      { kind: 'restate', problem: `${show(part)} is ${show(percent)}% of what number` },
      { kind: 'percent-to-decimal', percent: show(percent), decimal: show(decimal) },
      { kind: 'number-sentence', sentence: `${show(decimal)} × ? = ${show(part)}, so ? = ${show(part)} ÷ ${show(decimal)} = ${show(whole)}`, schema: 'percent-whole' },
      { kind: 'check', statement: `${show(percent)}% of ${show(whole)} is ${show(decimal)} × ${show(whole)} = ${show(decimal.mul(whole))}`, holds: decimal.mul(whole).equals(part) },
    ],
    answer: `${dollar}${show(whole)}`,
  };
}

/** "20% of 50% of 80": the innermost "of" first, one percentage at a time. */
function percentChain(percents: Exact[], whole: Exact): Solved {
  const steps: SolutionStep[] = [{ kind: 'restate', problem: `${percents.map((p) => `${show(p)}%`).join(' of ')} of ${show(whole)}` }];
  let value = whole;
  for (const pct of [...percents].reverse()) {
    const decimal = pct.div(100);
    const result = decimal.mul(value);
    steps.push({ kind: 'percent-to-decimal', percent: show(pct), decimal: show(decimal) });
    steps.push({ kind: 'percent-of', decimal: show(decimal), whole: show(value), result: show(result) });
    value = result;
  }
  return { kind: 'percentage', steps, answer: show(value) };
}

/** "What is 15% of 80?", "20% of 50% of 80", "What percent of 80 is 12?", "12 is what percent of 80?", "12 is 40% of what number?" */
export function solvePercentage(text: string): Solved | null {
  const statement = body(text);
  const whatPercent = WHAT_PERCENT.exec(statement);
  if (whatPercent) return partOverWhole(num(whatPercent[2]), num(whatPercent[1]));
  const isWhatPercent = IS_WHAT_PERCENT.exec(statement);
  if (isWhatPercent) return partOverWhole(num(isWhatPercent[1]), num(isWhatPercent[2]));
  const ofWhat = partAndPercent(statement);
  if (ofWhat) return wholeOfPart(ofWhat.part, ofWhat.percent, statement.includes('$') ? '$' : '');
  const chain = PERCENT_CHAIN.exec(statement);
  if (!chain?.[1]) return null;
  const percents = [...chain[1].matchAll(/(-?\d[\d,]*(?:\.\d+)?)\s*(?:%|percent)/gi)].map((m) => num(m[1]));
  return percentChain(percents, num(chain[2]));
}

/** The same value computed a second way: all percentages multiplied first, then the whole. */
export function percentCheck(text: string): Exact | null {
  const statement = body(text);
  const whatPercent = WHAT_PERCENT.exec(statement);
  const isWhatPercent = IS_WHAT_PERCENT.exec(statement);
  if (whatPercent) return num(whatPercent[2]).mul(100).div(num(whatPercent[1]));
  if (isWhatPercent) return num(isWhatPercent[1]).mul(100).div(num(isWhatPercent[2]));
  const ofWhat = partAndPercent(statement);
  // Second way: the part is that many hundredths of the whole, so the whole is the part × 100 ÷ the percent.
  if (ofWhat) return ofWhat.percent.compare(0) > 0 ? ofWhat.part.mul(100).div(ofWhat.percent) : null;
  const chain = PERCENT_CHAIN.exec(statement);
  if (!chain?.[1]) return null;
  const product = [...chain[1].matchAll(/(-?\d[\d,]*(?:\.\d+)?)\s*(?:%|percent)/gi)].reduce((acc, m) => acc.mul(num(m[1])), exact.fraction(1));
  return product.mul(num(chain[2])).div(exact.fraction(100).pow(chain[1].split(/of/i).length - 1));
}

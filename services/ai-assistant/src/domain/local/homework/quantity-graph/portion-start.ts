import { exact, type Exact } from '../math-engine.js';
import { singular } from '../story/words.js';

/**
 * Where a followed amount starts and ends: "Derek has $960", "There are 36 seagulls", "Lenny bought
 * 20 boxes of pens. Each box contained 5 pens.", "Alex has 2 cakes that are each cut into 8 slices",
 * "Seth bought some boxes of oranges" (an unknown start), "If Seth has 4 boxes left" (the end).
 */
export interface Start { value: Exact | null; unit: string; subject: string; factors: Exact[]; text: string }

const STOP = new Set('to on for in at of from with into towards toward and that which who by as so because while when before after a an the per each every'.split(' '));
const VERB = String.raw`(?:has|had|have|owns|owned|bought|buys|brings|brought|baked|bakes|picked|collected|saved|received|receives|gets|got|made|makes|earned|earns|ordered|orders|prepared|prepares|planted|plants|found|finds|caught|catches|grew|grows|takes|took|was given|is given|starts? with|started with|there (?:are|were|is|was))`;
const SUBJECT = String.raw`(?:((?:(?:a|an|the) )?(?:[a-z]+ ){0,2}?[a-z]+) )?`;
const START = new RegExp(`^${SUBJECT}${VERB}(?: (?:a|an) (?:[a-z]+ )?(?:of|with))? (\\d+(?:\\.\\d+)?)( [a-z ]+(?: \\d+ [a-z ]+)?)?$`);
/** "2 cakes that are each cut into 8 slices": the start is a product. */
const EACH_INTO = /^([a-z ]+?) (?:that|which) (?:are|were|is|was|has been|have been) (?:each )?(?:cut into|sliced into|divided into|filled with|with) (\d+) ([a-z ]+)$/;
/** "Donna cut her pizza into 12 slices", "made a pan of brownies and cut them into 16 pieces". */
const CUT = /^(?:([a-z]+) )?(?:cut|cuts|sliced|slices|divided|divides) (?:it|them|(?:her|his|their|the) [a-z]+(?: [a-z]+)?) into (\d+) ([a-z]+(?: [a-z]+)?)$/;
const SOME_START = new RegExp(`^${SUBJECT}(?:has|had|have|bought|buys|baked|picked|collected|saved|got|received) some ([a-z ]+)$`);
const END = /^(?:if )?(?:([a-z]+) )?(?:has|have|had|is left with|was left with|ends up with|ended up with) (?:only )?(\d+(?:\.\d+)?)((?: [a-z]+){0,2}) left(?: over| in (?:his|her|their|the) [a-z]+)?$/;

/** The words naming what a number counts: "light bulbs to school" → light, bulb. */
export function nounWords(rest: string): string[] {
  const kept: string[] = [];
  for (const w of rest.trim().split(' ').slice(0, 3)) {
    if (STOP.has(w) || w === 'left' || /^[a-z]+ing$/.test(w) || !/^[a-z-]+$/.test(w)) break;
    kept.push(singular(w));
  }
  return kept;
}

/** The thing a number counts: "960 dollars to buy" → dollar, "40 light bulbs" → bulb. */
export const unitAfter = (rest: string): string => {
  const words = nounWords(rest);
  // "$400 set aside": dollars are the unit whatever follows.
  return words[0] === 'dollar' || words[0] === 'cent' ? words[0] : words.pop() ?? '';
};

/** "5000 people lined up at a station": the things counted are the subject. */
const GATHERED = /^(\d+) ((?:[a-z]+ ){0,2}?[a-z]+) (?:lined up|gathered|came|arrived|attended|showed up|signed up|applied|registered|entered|joined|were invited)\b/;

export function readStart(text: string): Start | null {
  const cut = CUT.exec(text);
  if (cut) return { value: exact.fraction(cut[2] ?? '0'), unit: unitAfter(cut[3] ?? ''), subject: cut[1] ?? '', factors: [exact.fraction(cut[2] ?? '0')], text };
  const gathered = GATHERED.exec(text);
  if (gathered) return { value: exact.fraction(gathered[1] ?? '0'), unit: unitAfter(gathered[2] ?? ''), subject: 'there', factors: [exact.fraction(gathered[1] ?? '0')], text };
  // "If he had $360 left": an end, never a start.
  const m = /\bleft\b/.test(text) ? null : START.exec(text);
  if (!m) return null;
  const [, subject = '', n = '0', rest = ''] = m;
  const each = EACH_INTO.exec(rest.trim());
  if (each) {
    const unit = unitAfter(each[3] ?? '');
    const factors = [exact.fraction(n), exact.fraction(each[2] ?? '0')];
    return unit ? { value: factors[0]!.mul(factors[1]!), unit, subject, factors, text } : null;
  }
  // A second number beside the start ("5 apples and 3 pears") is not read here.
  if (/\d|\b(?:each|every|per|a (?:day|week|month|year|hour))\b/.test(rest)) return null;
  const unit = unitAfter(rest);
  return unit ? { value: exact.fraction(n), unit, subject, factors: [exact.fraction(n)], text } : null;
}

/** "Each box contained 5 pens" after "20 boxes": the start becomes 100 pens. */
export function readEachHolds(text: string, start: Start): Start | null {
  const m = new RegExp(`^each (?:of the )?([a-z]+) (?:contained|contains|has|had|holds|held|was cut into|is cut into|was sliced into|is sliced into|came with|comes with) (\\d+) ([a-z ]+)$`).exec(text);
  if (!m || !start.value || start.factors.length !== 1 || singular(m[1] ?? '') !== start.unit) return null;
  const per = exact.fraction(m[2] ?? '0');
  const unit = unitAfter(m[3] ?? '');
  return unit ? { ...start, value: start.value.mul(per), unit, factors: [...start.factors, per], text: `${start.text} ${text}` } : null;
}

export function readSomeStart(text: string): Start | null {
  const m = SOME_START.exec(text);
  if (!m) return null;
  const unit = /^money\b/.test(m[2] ?? '') ? 'dollar' : unitAfter(m[2] ?? '');
  return unit ? { value: null, unit, subject: m[1] ?? '', factors: [], text } : null;
}

export function readEnd(text: string): { value: Exact; subject: string; unit: string } | null {
  const m = END.exec(text);
  return m ? { value: exact.fraction(m[2] ?? '0'), subject: m[1] ?? '', unit: unitAfter(m[3] ?? '') } : null;
}

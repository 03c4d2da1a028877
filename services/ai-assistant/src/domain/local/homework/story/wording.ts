import { exact, showExact, type Exact } from '../math-engine.js';
import { tag } from '../../text/nlp.js';
import type { Quantity } from './read-story.js';
import { IRREGULAR } from './words.js';

/** Units written short take no plural ending: "65 kg", never "65 kgs". */
const ABBREVIATED = /^(?:kg|g|mg|cm|mm|km|m|ml|l|lb|oz|ft|yd|mi|mph|km\/h|hr|min|sec|gal|qt|pt|tsp|tbsp)$/i;

/** How a word problem's numbers and answer are written back to the student: "ate 9 cookies", "$36". */
export function plural(unit: string, value: Exact): string {
  if (unit === '') return '';
  // "square foot" → "square feet"; "mile per hour" → "miles per hour".
  const square = /^square (.+)$/.exec(unit)?.[1];
  if (square) return `square ${plural(square, value)}`;
  const [head, per] = unit.split(' per ');
  if (head && per) return `${plural(head, value)} per ${per}`;
  if (value.equals(1) || ABBREVIATED.test(unit)) return unit;
  if (/(?:fish|sheep|deer|moose|salmon|trout|series|species)$/.test(unit)) return unit;
  const irregular = Object.entries(IRREGULAR).find(([many, one]) => one === unit && many !== 'persons')?.[0];
  if (irregular) return irregular;
  if (/(?:s|sh|ch|x)$/.test(unit)) return `${unit}es`;
  if (/[^aeiou]y$/.test(unit)) return `${unit.slice(0, -1)}ies`;
  return unit === 'foot' ? 'feet' : unit === 'person' || unit === 'people' ? 'people' : `${unit}s`;
}

/** The words after the thing counted, up to the next "and": "to make a necklace", "long". */
function context(q: Quantity): string {
  const words = q.trail.trim().split(/\s+/).slice(q.modifiers.length + 1);
  const stop = words.findIndex((w) => /^(?:and|but|while|if)$/.test(w));
  return words.slice(0, stop < 0 ? 4 : Math.min(stop, 4)).join(' ');
}

const PRICED_THING = /\b(a|an|1|one|some) ((?:[a-z]+ ){0,2}[a-z]+) (for|at|costing|that costs?|which costs?|priced at)\s*$/i;

/** The thing a price right after these words pays for: "… and a pen for" → "a pen for", "some juice for". */
export function pricedThing(before: string): string | null {
  const m = PRICED_THING.exec(before);
  return m ? `${/^(?:1|one)$/i.test(m[1] ?? '') ? 'a' : m[1]?.toLowerCase()} ${m[2]} ${m[3]}` : null;
}

/** "ate 9 cookies"; with its context when that is what tells the numbers apart ("40 beads to make a necklace"). */
export function describe(q: Quantity, withContext = false): string {
  const value = exact.fraction(q.value);
  const unit = plural([...q.modifiers, q.unit].filter(Boolean).join(' '), value);
  // A price is paid for each thing ("4 dollars for each notebook"); a count is in each ("6 eggs in each box").
  const per = q.per === 'each' ? ' each' : q.per ? ` ${/^(?:dollar|cent)$/.test(q.unit) ? 'for' : 'in'} each ${q.per}` : '';
  // The verb just before the number says what the number is: "ate 9 cookies", "had 26 cookies".
  const verb = tag(q.lead).filter((t) => (t.pos === 'VERB' || t.pos === 'AUX') && t.lemma !== 'be').pop()?.text.toLowerCase();
  const tail = withContext && !per ? context(q) : '';
  const lead = verb ? `${verb} ` : pricedThing(q.lead) ? `${pricedThing(q.lead)} ` : '';
  return `${lead}${q.value}${unit ? ` ${unit}` : ''}${per}${tail ? ` ${tail}` : ''}`;
}

/** An amount of cents the question does not ask in cents is shown in dollars first: "$5000 (500000 cents)". */
export function showMoneyAnswer(value: Exact, unit: string, question: string): string {
  if (unit === 'cent' && !/\bcents?\b/i.test(question) && value.compare(100) >= 0) return `${showAnswer(value.div(100), 'dollar')} (${showAnswer(value, 'cent')})`;
  return showAnswer(value, unit);
}

export function showAnswer(value: Exact, unit: string): string {
  if (unit === 'dollar') return `$${value.d === 1n ? showExact(value) : Number(value.valueOf()).toFixed(2)}`;
  const shown = showExact(value, 'decimal');
  return unit ? `${shown} ${plural(unit, value)}` : shown;
}


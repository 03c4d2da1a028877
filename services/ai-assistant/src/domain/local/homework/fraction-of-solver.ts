import { exact, type Exact, showDecimal as show } from './math-engine.js';
import type { Solved } from './steps.js';

const FRACTION_OF = /^(?:(?:please\s+)?(?:what\s+is|what's|calculate|find|work\s+out|compute)\s+)?(\d+)\s*\/\s*(\d+)\s+of\s+(?:an?\s+|the\s+)?\$?(\d[\d,]*(?:\.\d+)?)\s*[?.!]*$/i;

function parts(text: string): [Exact, Exact, Exact] | null {
  const match = FRACTION_OF.exec(text.replace(/\s+/g, ' ').trim());
  if (!match) return null;
  const [numerator, denominator, whole] = [match[1], match[2], match[3]].map((n) => exact.fraction((n ?? '0').replace(/,/g, '')));
  if (!numerator || !denominator || !whole || denominator.equals(0)) return null;
  return [numerator, denominator, whole];
}

/** "What is 3/4 of 24?": divide into equal parts, then take some of them. */
export function solveFractionOf(text: string): Solved | null {
  const found = parts(text);
  if (!found) return null;
  const [numerator, denominator, whole] = found;
  const part = whole.div(denominator);
  const result = part.mul(numerator);
  const fraction = `${show(numerator)}/${show(denominator)}`;
  return {
    kind: 'fraction',
    steps: [
      { kind: 'restate', problem: `${fraction} of ${show(whole)}` },
      { kind: 'operation', operator: '/', left: show(whole), right: show(denominator), result: show(part), after: `${show(part)} * ${show(numerator)}`, why: 'only' },
      { kind: 'operation', operator: '*', left: show(part), right: show(numerator), result: show(result), after: show(result), why: 'only' },
    ],
    answer: show(result),
  };
}

/** Second way: numerator times the whole first, then divide. */
export function fractionOfCheck(text: string): Exact | null {
  const found = parts(text);
  return found ? found[0].mul(found[2]).div(found[1]) : null;
}

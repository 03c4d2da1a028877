import { exact, showExact } from './math-engine.js';
import type { Solved } from './steps.js';

const FRACTION_OF = /\b(\d+)\s*\/\s*(\d+)\s+of\s+(?:an?\s+|the\s+)?\$?(\d[\d,]*(?:\.\d+)?)/i;

/** "What is 3/4 of 24?": divide into equal parts, then take some of them. */
export function solveFractionOf(text: string): Solved | null {
  const match = FRACTION_OF.exec(text);
  if (!match) return null;
  const [numerator, denominator, whole] = [match[1], match[2], match[3]].map((n) => exact.fraction((n ?? '0').replace(/,/g, '')));
  if (!numerator || !denominator || !whole || denominator.equals(0)) return null;
  const part = whole.div(denominator);
  const result = part.mul(numerator);
  const show = (v: typeof part): string => showExact(v, 'decimal');
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

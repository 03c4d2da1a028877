import { clean, LEAD, NUM, saysTheSameNumbers, VERB, type Exercise } from './exercise-text.js';
import { readWordedExpression } from './worded-expression.js';

/**
 * Exercises with values told for their letters: an expression to evaluate ("Evaluate 24-(2x-y) if x=4
 * and y=3"), words to evaluate ("What is x squared plus 3 when x = 4?") and an equation to solve for the
 * letter left ("Given y = 3x - 2 and x = 4, find y").
 */
const ASSIGNMENT = new RegExp(String.raw`([a-z])\s*=\s*(${NUM})`, 'gi');

/** "x = 4 and y = 3" → { x: '4', y: '3' }; null when anything else is in the list. */
function assignments(text: string): Record<string, string> | null {
  const values: Record<string, string> = {};
  const rest = text.replace(ASSIGNMENT, (_m, name: string, value: string) => {
    values[name] = value;
    return '';
  });
  if (!/^[\s,;]*(?:(?:and|,)[\s,;]*)*$/i.test(rest) || Object.keys(values).length === 0) return null;
  return values;
}

const VALUES_AFTER = /^(.+?)\s+(?:if|when|for|where|given(?:\s+that)?|at)\s+([a-z]\s*=.+)$/i;
const VALUES_BEFORE = new RegExp(String.raw`^(?:if|when|given(?:\s+that)?|let)\s+([a-z]\s*=.+?),\s*(?:then\s+)?${VERB}\s+(?:the\s+value\s+of\s+)?(.+)$`, 'i');

/** Where values are told: after the words asked ("… if x = 4") and/or before them ("If x = 4, what is …"). */
function toldValueSplits(text: string): Array<{ asked: string; values: Record<string, string> }> {
  const after = VALUES_AFTER.exec(text.replace(LEAD, ''));
  const before = VALUES_BEFORE.exec(text);
  const splits: Array<[string | undefined, string | undefined]> = [[after?.[1], after?.[2]], [before?.[2], before?.[1]]];
  return splits.flatMap(([asked, told]) => {
    const values = asked && told ? assignments(clean(told)) : null;
    return asked && values ? [{ asked, values }] : [];
  });
}

/** "Evaluate 24-(2x-y) if x=4 and y=3", "Find 3a + b when a = 2, b = 5", "If a = 2 and b = 3, what is a^b?" */
export function evaluateWithValues(text: string): Exercise | null {
  for (const { asked, values } of toldValueSplits(text)) {
    const expression = clean(asked);
    if (!expression.includes('=') && !/[a-z]{2,}/i.test(expression.replace(/(\d)([a-z])/gi, '$1 $2'))) return { kind: 'evaluate', expression, values };
  }
  return null;
}

/** "What is x squared plus 3 when x = 4?", "If a = 2, find twice a plus 1.": words with told values. */
export function wordedWithValues(text: string): Exercise | null {
  for (const { asked, values } of toldValueSplits(text)) {
    const body = asked.replace(/[?.!]+\s*$/, '');
    const expression = readWordedExpression(body, values);
    if (expression && saysTheSameNumbers(body, expression)) return { kind: 'evaluate', expression, values };
  }
  return null;
}

const ASK = String.raw`(?:find|what\s+is|what's|calculate|determine|work\s+out|solve\s+for)\s+(?:the\s+value\s+of\s+)?([a-z])`;
const TOLD_FIRST = new RegExp(String.raw`^(?:if|given(?:\s+that)?|when|let|suppose)\s+(.+?)\s*,\s*(?:then\s+)?${ASK}(?:\s+(?:when|if|for|given)\s+(.+?))?$`, 'i');
const TOLD_THEN_ASKED = new RegExp(String.raw`^(.+?)\s*[.;]\s*${ASK}(?:\s+(?:when|if|for|given)\s+(.+?))?$`, 'i');
const VALUES_THEN_SOLVE = new RegExp(String.raw`^(?:if|given(?:\s+that)?|when|let)\s+(.+?)\s*,\s*solve\s+(.+?)(?:\s+for\s+([a-z]))?$`, 'i');
const A_VALUE = new RegExp(String.raw`^([a-z])\s*=\s*(${NUM})$`, 'i');

/**
 * One equation and values told for all its letters but one: "Given y = 3x - 2 and x = 4, find y",
 * "y = 2x + 1. What is y when x = 4?", "If a = 3, solve a + b = 10". The values are put in first.
 */
export function equationWithValues(text: string): Exercise | null {
  const body = text.replace(/[?.!]+\s*$/, '');
  const first = TOLD_FIRST.exec(body) ?? TOLD_THEN_ASKED.exec(body);
  const solve = first ? null : VALUES_THEN_SOLVE.exec(body);
  const told = first ? [first[1], first[3]] : solve ? [solve[1], solve[2]] : [];
  const asked = (first ? first[2] : solve?.[3])?.toLowerCase() ?? null;
  const pieces = told.filter((t): t is string => !!t).flatMap((t) => clean(t).split(/\s*(?:,|;|\band\b)\s*/i)).filter(Boolean);
  if (pieces.length < 2 || pieces.some((p) => p.split('=').length !== 2 || /[a-z]{2,}/i.test(p.replace(/(\d)([a-z])/gi, '$1 $2')))) return null;
  const values: Record<string, string> = {};
  const equations: string[] = [];
  for (const piece of pieces) {
    const value = A_VALUE.exec(piece);
    if (value?.[1] && value[2] && !(value[1].toLowerCase() in values)) values[value[1].toLowerCase()] = value[2];
    else equations.push(piece);
  }
  if (equations.length !== 1 || Object.keys(values).length === 0 || (asked && asked in values)) return null;
  return { kind: 'solve', equations, variable: asked, values };
}

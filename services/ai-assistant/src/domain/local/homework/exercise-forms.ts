import { normalizeMathText } from './math-engine.js';
import { writeNumbersAsDigits } from '../text/number-words.js';
import { readNumberPuzzle, readTwoNumbers } from './number-puzzle.js';
import { impliedNumbers, readWordedExpression } from './worded-expression.js';

/** What a plain exercise asks, once its instruction words are read. */
export type Exercise =
  | { kind: 'evaluate'; expression: string; values: Record<string, string> }
  | { kind: 'solve'; equations: string[]; variable: string | null; values?: Record<string, string> };

/** A number as written: whole, decimal, fraction, or a mixed number "2 1/2". */
const NUM = String.raw`-?\d+(?:\s+\d+\/\d+(?![\d./])|(?:\.\d+)?(?:\/\d+)?)`;
/** A fraction or mixed number that can take a part "of" something: "1/2", "1 1/2". */
const FRACTION = String.raw`\d+(?:\s+\d+)?\/\d+`;
const VERB = String.raw`(?:please\s+)?(?:what\s+is|what's|calculate|compute|evaluate|work\s+out|find|determine|give|simplify|tell\s+me)`;
const LEAD = new RegExp(String.raw`^${VERB}\s*(?:the\s+value\s+of\s+|the\s+result\s+of\s+)?:?\s*`, 'i');

/** Phrases for one operation on two numbers, turned into an expression (order as the words mean). */
const WORDED: Array<[RegExp, (a: string, b: string) => string]> = [
  [new RegExp(String.raw`^subtract\s+(${NUM})\s+from\s+(${NUM})$`, 'i'), (a, b) => `${b} - ${wrap(a)}`],
  [new RegExp(String.raw`^(?:the\s+)?(?:total|sum)\s+of\s+(${NUM})\s+and\s+(${NUM})$`, 'i'), (a, b) => `${a} + ${wrap(b)}`],
  [new RegExp(String.raw`^(?:put\s+together|add(?:\s+together)?|sum)\s+(${NUM})\s+and\s+(${NUM})$`, 'i'), (a, b) => `${a} + ${wrap(b)}`],
  [new RegExp(String.raw`^add\s+(${NUM})\s+to\s+(${NUM})$`, 'i'), (a, b) => `${b} + ${wrap(a)}`],
  [new RegExp(String.raw`^(${NUM})\s+added\s+to\s+(${NUM})$`, 'i'), (a, b) => `${b} + ${wrap(a)}`],
  [new RegExp(String.raw`^(${NUM})\s+(?:plus|and)\s+(${NUM})$`, 'i'), (a, b) => `${a} + ${wrap(b)}`],
  [new RegExp(String.raw`^(${NUM})\s+(?:minus|take\s+away)\s+(${NUM})$`, 'i'), (a, b) => `${a} - ${wrap(b)}`],
  [new RegExp(String.raw`^(${NUM})\s+less\s+than\s+(${NUM})$`, 'i'), (a, b) => `${b} - ${wrap(a)}`],
  [new RegExp(String.raw`^(${NUM})\s+more\s+than\s+(${NUM})$`, 'i'), (a, b) => `${b} + ${wrap(a)}`],
  [new RegExp(String.raw`^(?:the\s+)?(?:difference|distance)\s+between\s+(${NUM})\s+and\s+(${NUM})$`, 'i'), (a, b) => (Number(eval0(a)) >= Number(eval0(b)) ? `${a} - ${wrap(b)}` : `${b} - ${wrap(a)}`)],
  [new RegExp(String.raw`^(?:the\s+)?product\s+of\s+(${NUM})\s+and\s+(${NUM})$`, 'i'), (a, b) => `${a} * ${wrap(b)}`],
  [new RegExp(String.raw`^multiply\s+(${NUM})\s+(?:and|by)\s+(${NUM})$`, 'i'), (a, b) => `${a} * ${wrap(b)}`],
  [new RegExp(String.raw`^(${NUM})\s+(?:times|multiplied\s+by)\s+(${NUM})$`, 'i'), (a, b) => `${a} * ${wrap(b)}`],
  [new RegExp(String.raw`^(${FRACTION})\s+of\s+(${NUM})$`, 'i'), (a, b) => `${a} * ${wrap(b)}`],
  [new RegExp(String.raw`^divide\s+(${NUM})\s+by\s+(${NUM})$`, 'i'), (a, b) => `${a} / ${wrap(b)}`],
  [new RegExp(String.raw`^(${NUM})\s+divided\s+by\s+(${NUM})$`, 'i'), (a, b) => `${a} / ${wrap(b)}`],
  [new RegExp(String.raw`^(?:the\s+)?quotient\s+of\s+(${NUM})\s+and\s+(${NUM})$`, 'i'), (a, b) => `${a} / ${wrap(b)}`],
];

function eval0(text: string): number {
  const [whole, fraction] = text.includes(' ') ? text.split(/\s+/) : ['0', text];
  const [top, bottom] = (fraction ?? '0').split('/');
  const part = Number(top) / Number(bottom ?? 1);
  return whole?.startsWith('-') ? Number(whole) - part : Number(whole) + part;
}

/** A negative number inside an expression keeps its own brackets: 5 - (-3). */
function wrap(value: string): string {
  return value.startsWith('-') ? `(${value})` : value;
}

/** "|3 - 8|" → "abs(3 - 8)"; bars that do not pair up plainly (nested, odd) are left for the reader to refuse. */
function absoluteBars(text: string): string {
  const bars = (text.match(/\|/g) ?? []).length;
  return bars % 2 === 0 ? text.replace(/\|([^|]+)\|/g, 'abs($1)') : text;
}

function clean(text: string): string {
  return absoluteBars(normalizeMathText(text)).replace(/\*\*/g, '^').replace(/[?.!]+\s*$/, '').replace(/\s*=\s*$/, '').trim();
}

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
function evaluateWithValues(text: string): Exercise | null {
  for (const { asked, values } of toldValueSplits(text)) {
    const expression = clean(asked);
    if (!expression.includes('=') && !/[a-z]{2,}/i.test(expression.replace(/(\d)([a-z])/gi, '$1 $2'))) return { kind: 'evaluate', expression, values };
  }
  return null;
}

/**
 * A function's value: "Let m(w) = -3*w**2 - 31*w - 91. Determine m(-6).", "If f(x) = x^2, what is f(4)?",
 * "Find f(3) if f(x) = 2x + 1". The name asked must be the function told.
 */
function functionValue(text: string): Exercise | null {
  const definedFirst = new RegExp(String.raw`^(?:(?:let|if|given|suppose)\s+)?([a-z])\(([a-z])\)\s*=\s*(.+?)[.,;]\s+(?:then\s+)?(?:${VERB}\s+)?(?:the\s+value\s+of\s+)?([a-z])\((${NUM})\)\s*[?.]?$`, 'i').exec(text);
  const askedFirst = new RegExp(String.raw`^(?:${VERB}\s+)?(?:the\s+value\s+of\s+)?([a-z])\((${NUM})\)\s*,?\s+(?:if|when|given(?:\s+that)?|where|for)\s+([a-z])\(([a-z])\)\s*=\s*(.+?)\s*[?.]?$`, 'i').exec(text);
  const [name, letter, body, asked, value] = definedFirst
    ? [definedFirst[1], definedFirst[2], definedFirst[3], definedFirst[4], definedFirst[5]]
    : askedFirst ? [askedFirst[3], askedFirst[4], askedFirst[5], askedFirst[1], askedFirst[2]] : [];
  if (!name || !letter || !body || !value || asked !== name || name === letter) return null;
  return { kind: 'evaluate', expression: clean(body), values: { [letter]: value } };
}

/** "Solve 3x - 4 = 11 for x", "Solve for x: 2x + 3 = 11", "Solve 2b - c = 1, b + c = 5 for c". */
function solveForm(text: string): Exercise | null {
  const forFirst = /^(?:please\s+)?solve\s+for\s+([a-z])\s*(?::|in|,|-)?\s*(.+)$/i.exec(text);
  const forLast = /^(?:please\s+)?solve\s*:?\s*(.+?)\s+for\s+([a-z])\s*[.?]?$/i.exec(text);
  const findIf = /^(?:find|what\s+is)\s+([a-z])\s+(?:if|when|given(?:\s+that)?)\s+(.+)$/i.exec(text);
  const plainSolve = /^(?:please\s+)?solve\s*(?:the\s+(?:equation|system))?\s*:?\s*(.+)$/i.exec(text);
  const [variable, body] = forFirst ? [forFirst[1], forFirst[2]] : forLast ? [forLast[2], forLast[1]] : findIf ? [findIf[1], findIf[2]] : [null, plainSolve?.[1]];
  if (!body) return null;
  const equations = clean(body).split(/\s*(?:,|;|\band\b)\s*/i).map((e) => e.trim()).filter(Boolean);
  if (equations.length === 0 || equations.length > 2 || equations.some((e) => e.split('=').length !== 2)) return null;
  if (equations.some((e) => /[a-z]{2,}/i.test(e.replace(/(\d)([a-z])/gi, '$1 $2')))) return null;
  return { kind: 'solve', equations, variable: variable?.toLowerCase() ?? null };
}

/** "1/3 of 2/5 of 30": a chain of fractions of a number, one product. */
const FRACTION_CHAIN = new RegExp(String.raw`^((?:${FRACTION}\s+of\s+){2,})(${NUM})$`, 'i');

function wordedOperation(text: string): Exercise | null {
  const body = clean(text.replace(LEAD, ''));
  const chain = FRACTION_CHAIN.exec(body);
  if (chain?.[1] && chain[2]) return { kind: 'evaluate', expression: [...chain[1].split(/\s+of\s+/i).filter(Boolean), wrap(chain[2])].join(' * '), values: {} };
  for (const [pattern, build] of WORDED) {
    const match = pattern.exec(body);
    if (match?.[1] && match[2]) return { kind: 'evaluate', expression: build(match[1], match[2]), values: {} };
  }
  return null;
}

/** A bare expression after an instruction word: "Calculate (1 + 5 - -4) + -5." */
function bareExpression(text: string): Exercise | null {
  const body = clean(text.replace(LEAD, ''));
  if (!/^(?:[-+*/^().\d\s]|abs\()+$/.test(body) || !/\d/.test(body) || body.includes('=')) return null;
  return { kind: 'evaluate', expression: body.replace(/--/g, '- -').replace(/\+-/g, '+ -'), values: {} };
}

/** Signed numbers as written: a minus counts as a sign only at the start or after a space, bracket or operator. */
export function signedNumbers(text: string): string[] {
  const found = normalizeMathText(text).replace(/\*\*/g, '^').match(/(?:(?<=^|[\s(+*/^=,:|-])-)?\d+(?:\.\d+)?/g) ?? [];
  return found.map((n) => String(Number(n))).sort();
}

function numbersOfExercise(exercise: Exercise): string[] {
  const text = [...(exercise.kind === 'evaluate' ? [exercise.expression] : exercise.equations), ...Object.values(exercise.values ?? {})].join(' , ');
  return signedNumbers(text);
}

/**
 * "What is 3 more than twice 5?": an expression said in words. Its numbers must be the ones written
 * (as digits or words) and the ones its phrases stand for ("twice" is 2), no more and no fewer.
 */
function wordedExpression(text: string): Exercise | null {
  const body = text.replace(LEAD, '').replace(/[?.!]+\s*$/, '');
  const expression = readWordedExpression(body);
  if (!expression) return null;
  const said = [...signedNumbers(writeNumbersAsDigits(body)), ...impliedNumbers(body)].sort();
  return said.join(' ') === signedNumbers(expression).join(' ') ? { kind: 'evaluate', expression, values: {} } : null;
}

/** "What is x squared plus 3 when x = 4?", "If a = 2, find twice a plus 1.": words with told values. */
function wordedWithValues(text: string): Exercise | null {
  for (const { asked, values } of toldValueSplits(text)) {
    const body = asked.replace(/[?.!]+\s*$/, '');
    const expression = readWordedExpression(body, values);
    const said = [...signedNumbers(writeNumbersAsDigits(body)), ...impliedNumbers(body)].sort();
    if (expression && said.join(' ') === signedNumbers(expression).join(' ')) return { kind: 'evaluate', expression, values };
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
function equationWithValues(text: string): Exercise | null {
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

/** "Twice a number is 18. Find the number.": solved for n, its numbers exactly the ones said. */
function numberPuzzle(text: string): Exercise | null {
  const puzzle = readNumberPuzzle(text);
  if (!puzzle) return null;
  const said = [...signedNumbers(writeNumbersAsDigits(puzzle.words)), ...impliedNumbers(puzzle.words)].sort();
  return said.join(' ') === signedNumbers(puzzle.equation).join(' ') ? { kind: 'solve', equations: [puzzle.equation], variable: 'n' } : null;
}

function twoNumbers(text: string): Exercise | null {
  const equations = readTwoNumbers(text);
  return equations ? { kind: 'solve', equations, variable: null } : null;
}

/** Reads the instruction words of a plain exercise; null when it is not one of these forms. */
export function readExercise(statement: string): Exercise | null {
  const text = statement.replace(/\s+/g, ' ').trim();
  const exercise = functionValue(text) ?? evaluateWithValues(text) ?? solveForm(text) ?? equationWithValues(text) ?? wordedOperation(text) ?? bareExpression(text);
  if (!exercise) return wordedExpression(text) ?? wordedWithValues(text) ?? numberPuzzle(text) ?? twoNumbers(text);
  // Reading must keep every number of the statement, with its sign: otherwise it misread something.
  const written = signedNumbers(text.replace(/\b[a-z]\([a-z]\)/gi, '').replace(/\b[a-z]\((-?[\d.]+)\)/gi, '$1'));
  return written.join(' ') === numbersOfExercise(exercise).join(' ') ? exercise : null;
}

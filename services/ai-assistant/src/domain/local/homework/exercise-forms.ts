import { clean, FRACTION, LEAD, NUM, saysTheSameNumbers, signedNumbers, VERB, wrap, type Exercise } from './exercise-text.js';
import { readNumberPuzzle, readTwoNumbers } from './number-puzzle.js';
import { readOtherNumber } from './other-number.js';
import { equationWithValues, evaluateWithValues, wordedWithValues } from './told-values.js';
import { readWordedExpression } from './worded-expression.js';

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
  return saysTheSameNumbers(body, expression) ? { kind: 'evaluate', expression, values: {} } : null;
}

/** "Twice a number is 18. Find the number.": solved for n, its numbers exactly the ones said. */
function numberPuzzle(text: string): Exercise | null {
  const puzzle = readNumberPuzzle(text);
  if (!puzzle) return null;
  return saysTheSameNumbers(puzzle.words, puzzle.equation) ? { kind: 'solve', equations: [puzzle.equation], variable: 'n' } : null;
}

function otherNumber(text: string): Exercise | null {
  const equation = readOtherNumber(text);
  return equation ? { kind: 'solve', equations: [equation], variable: 'n' } : null;
}

function twoNumbers(text: string): Exercise | null {
  const equations = readTwoNumbers(text);
  return equations ? { kind: 'solve', equations, variable: null } : null;
}

/** Reads the instruction words of a plain exercise; null when it is not one of these forms. */
export function readExercise(statement: string): Exercise | null {
  const text = statement.replace(/\s+/g, ' ').trim();
  const exercise = functionValue(text) ?? evaluateWithValues(text) ?? solveForm(text) ?? equationWithValues(text) ?? wordedOperation(text) ?? bareExpression(text);
  if (!exercise) return wordedExpression(text) ?? wordedWithValues(text) ?? numberPuzzle(text) ?? twoNumbers(text) ?? otherNumber(text);
  // Reading must keep every number of the statement, with its sign: otherwise it misread something.
  const written = signedNumbers(text.replace(/\b[a-z]\([a-z]\)/gi, '').replace(/\b[a-z]\((-?[\d.]+)\)/gi, '$1'));
  return written.join(' ') === numbersOfExercise(exercise).join(' ') ? exercise : null;
}

export { signedNumbers, type Exercise } from './exercise-text.js';

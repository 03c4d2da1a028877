import { readWordedExpression } from './worded-expression.js';

/**
 * A number puzzle said in words: "Twice a number is 18. Find the number.", "If 5 more than twice a number
 * is 17, what is the number?", "The sum of a number and 7 is 15." The unknown number is written n and each
 * side read by `readWordedExpression`; every grouping of the words must give the same expression, tried at
 * several values of n (so "3 times a number decreased by 4 is 11", 3n − 4 or 3(n − 4), is declined). The
 * words must split into two sides at exactly one "is" or "equals".
 */
const UNKNOWN = /\b(?:a|the|some|an\s+unknown)\s+number\b(?!\s+of\b)/gi;
const ASKED = String.raw`(?:what\s+is|find|determine|calculate|work\s+out)\s+(?:the|this)\s+number`;
const STATEMENT_THEN_ASKED = new RegExp(String.raw`^(.+?)\s*[.;,]\s*${ASKED}\s*[?.!]?$`, 'i');
const IF_THEN_ASKED = new RegExp(String.raw`^if\s+(.+?)\s*,\s*${ASKED}\s*[?.!]?$`, 'i');
const ASKED_IF = new RegExp(String.raw`^${ASKED}\s+(?:if|such\s+that|so\s+that|when)\s+(.+?)\s*[?.!]?$`, 'i');
const EQUALS = /\s+(?:is\s+equal\s+to|is|equals|gives|makes)\s+/gi;
/** Values of n at which every grouping must agree: a reading of degree 3 or less is fixed by four. */
const TRIALS = ['2', '5', '7/3', '-4'];

/** One side as an expression in n, or null when its words are not read the same way by every grouping. */
function side(words: string): string | null {
  const text = words.trim();
  if (/^-?\d+(?:\.\d+)?(?:\/\d+)?$/.test(text)) return text;
  if (text === 'n') return 'n';
  const readings = TRIALS.map((n) => readWordedExpression(text, { n }));
  const first = readings[0];
  return first && readings.every((r) => r === first) ? first : null;
}

/** The puzzle as one equation in n ("(2 * n) + 5 = 17") and the words it was read from; null otherwise. */
export function readNumberPuzzle(text: string): { equation: string; words: string } | null {
  const body = IF_THEN_ASKED.exec(text)?.[1] ?? STATEMENT_THEN_ASKED.exec(text)?.[1] ?? ASKED_IF.exec(text)?.[1];
  if (!body || (body.match(UNKNOWN) ?? []).length === 0) return null;
  const words = body.replace(UNKNOWN, 'n').replace(/^the\s+number\b/i, 'n');
  const splits = [...words.matchAll(EQUALS)].map((m) => [words.slice(0, m.index), words.slice((m.index ?? 0) + m[0].length)] as const);
  const equations = splits
    .map(([left, right]) => [side(left), side(right)] as const)
    .filter((pair): pair is readonly [string, string] => pair[0] !== null && pair[1] !== null && `${pair[0]} ${pair[1]}`.includes('n'));
  const only = equations.length === 1 ? equations[0] : undefined;
  return only ? { equation: `${only[0]} = ${only[1]}`, words } : null;
}

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
export function side(words: string): string | null {
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

const N = String.raw`(-?\d+(?:\.\d+)?)`;
const SUM_TOLD = new RegExp(String.raw`\b(?:the\s+sum\s+of\s+two\s+numbers\s+is|two\s+numbers\s+(?:add\s+up\s+to|have\s+a\s+sum\s+of))\s+${N}\b`, 'i');
/** What else is told about the two numbers, as the second equation in x (the larger or named first) and y. */
const SECOND: ReadonlyArray<[RegExp, (k: string) => string]> = [
  [new RegExp(String.raw`\b(?:their|the)\s+difference\s+is\s+${N}\b|\bdiffer\s+by\s+${N}\b`, 'i'), (d) => `x - y = ${d}`],
  [new RegExp(String.raw`\bone\s+(?:number\s+|of\s+them\s+)?is\s+${N}\s+(?:more|greater|larger)\s+than\s+the\s+other\b`, 'i'), (d) => `x = y + ${d}`],
  [new RegExp(String.raw`\bone\s+(?:number\s+|of\s+them\s+)?is\s+(twice|${N}\s+times)\s+the\s+other\b`, 'i'), (k) => `x = ${/^twice$/i.test(k) ? '2' : k.replace(/\s+times$/i, '')} * y`],
];
const BOTH_ASKED = /(?:^|[.,;]\s*|\s+)(?:find|what\s+are|determine)\s+(?:the|both|these|those|the\s+two)\s+numbers\s*[?.!]?$|\bwhat\s+are\s+they\s*[?.!]?$/i;

/**
 * Two numbers with a told sum and one more fact: "The sum of two numbers is 20 and their difference is 4.
 * Find the numbers." → x + y = 20, x − y = 4, solved as a system. The sum and the one fact must be the
 * only things told: every number written must be one of theirs.
 */
export function readTwoNumbers(text: string): string[] | null {
  const sum = SUM_TOLD.exec(text);
  if (!sum?.[1] || !BOTH_ASKED.test(text)) return null;
  const facts = SECOND.map(([form, build]) => {
    const m = form.exec(text);
    const told = m?.slice(1).find(Boolean);
    return told ? { equation: build(told), numbers: [...(m?.[0].match(/-?\d+(?:\.\d+)?/g) ?? [])] } : null;
  }).filter((f) => f !== null);
  const fact = facts.length === 1 ? facts[0] : undefined;
  if (!fact) return null;
  const written = (text.match(/-?\d+(?:\.\d+)?/g) ?? []).sort().join(' ');
  return written === [sum[1], ...fact.numbers].sort().join(' ') ? [`x + y = ${sum[1]}`, fact.equation] : null;
}

import { substituteValues } from '../linear-form.js';
import { evaluateExact, showExact, type Exact } from '../math-engine.js';
import { explicitProducts } from './polynomial.js';
import { NUMBER, type SkillAnswer } from './skill-solved.js';

/**
 * Whether a value is a solution of an equation or inequality ("Is x = 4 a solution of 2x + 1 = 7?",
 * "Does x = 1 satisfy x + 2 = 5?", "Determine whether 3 is a solution to 2x + 1 > 5"). The value is put
 * into each side and the two sides compared exactly; "Show that x = 2 is a root of x^2 - 4 = 0" is
 * answered only when it holds. Checked a second way: the two sides worked out again in floating point
 * stand in the same order.
 */
const SIDE = String.raw`([-+*/^().\d\sa-z]+?)`;
const RELATION = String.raw`(<=|>=|<|>|=)`;
const TOLD = String.raw`(?:([a-z])\s*=\s*)?(${NUMBER})`;
const OF = String.raw`(?:of|to|for)\s+(?:the\s+(?:equation|inequality)\s+)?${SIDE}\s*${RELATION}\s*${SIDE}`;
const WHETHER = String.raw`(?:check|determine|decide|tell|find\s+out|test)\s+(?:whether|if)`;
const FORMS: ReadonlyArray<{ form: RegExp; mustHold: boolean }> = [
  { form: new RegExp(String.raw`^is\s+${TOLD}\s+a\s+(?:solution|root)\s+${OF}$`, 'i'), mustHold: false },
  { form: new RegExp(String.raw`^${WHETHER}\s+${TOLD}\s+is\s+a\s+(?:solution|root)\s+${OF}$`, 'i'), mustHold: false },
  { form: new RegExp(String.raw`^(?:does|${WHETHER})\s+${TOLD}\s+(?:satisfy|satisfies|solve|solves)\s+(?:the\s+(?:equation|inequality)\s+)?${SIDE}\s*${RELATION}\s*${SIDE}$`, 'i'), mustHold: false },
  { form: new RegExp(String.raw`^(?:show|verify|prove)\s+that\s+${TOLD}\s+is\s+a\s+(?:solution|root)\s+${OF}$`, 'i'), mustHold: true },
];
const HOLDS: Record<string, (order: number) => boolean> = { '=': (c) => c === 0, '<': (c) => c < 0, '>': (c) => c > 0, '<=': (c) => c <= 0, '>=': (c) => c >= 0 };
const SHOWN: Record<string, string> = { '=': '=', '<': '<', '>': '>', '<=': '≤', '>=': '≥' };
const show = (v: Exact): string => showExact(v, 'decimal');

function sideValue(side: string, letter: string, value: string): { put: string; value: Exact } | null {
  const put = substituteValues(side.trim(), { [letter]: value });
  if (/[a-z]/i.test(put)) return null;
  const worked = evaluateExact(explicitProducts(put));
  return worked ? { put, value: worked } : null;
}

function solutionCheck(statement: string): SkillAnswer | null {
  const text = statement.replace(/≤/g, '<=').replace(/≥/g, '>=');
  for (const { form, mustHold } of FORMS) {
    const m = form.exec(text);
    if (!m?.[2] || !m[3] || !m[4] || !m[5]) continue;
    const [named, value, leftText, relation, rightText] = [m[1]?.toLowerCase(), m[2].replace(/,/g, ''), m[3], m[4], m[5]];
    const letters = new Set(`${leftText} ${rightText}`.toLowerCase().match(/[a-z]/g) ?? []);
    const letter = [...letters][0];
    if (!letter || letters.size !== 1 || (named && named !== letter)) return null;
    const [left, right] = [sideValue(leftText, letter, value), sideValue(rightText, letter, value)];
    if (!left || !right) return null;
    const holds = HOLDS[relation]?.(left.value.compare(right.value)) ?? false;
    // Second way: both sides again in floating point, compared the same way.
    const again = Math.sign(Number(left.value.valueOf()) - Number(right.value.valueOf()));
    if (holds !== (HOLDS[relation]?.(again) ?? false) || (mustHold && !holds)) return null;
    const [l, r, sign] = [show(left.value), show(right.value), SHOWN[relation] ?? relation];
    const worked = `${left.put.trim()} = ${l} and ${right.put.trim()} = ${r}`;
    return {
      problem: `whether ${letter} = ${value} is a solution of ${leftText.trim()} ${sign} ${rightText.trim()}`,
      facts: [`put ${letter} = ${value} into both sides: ${worked}`],
      schema: 'solution-check',
      sentence: `${l} ${sign} ${r}?`,
      check: `the two sides worked out a second way, in decimals, are ${l} and ${r} again`,
      answer: holds ? `Yes: ${l} ${sign} ${r}` : `No: ${l} ${sign} ${r} is false`,
    };
  }
  return null;
}

export const SOLUTION_CHECK_SKILLS = [solutionCheck];

import { LETTER_TRIALS, lettersOfPoly, readPoly, sameAtTrials, showPoly } from './multivariate.js';
import { writesImaginaryUnit } from './complex-numbers.js';
import { type SkillAnswer } from './skill-solved.js';

/**
 * Products, powers and quotients of terms in two or more letters written out ("Simplify (3x^2y)(2xy^3)" →
 * 6x^3y^4, "Expand (x + 2y)(x − 3y)", "Simplify (6x^3y^2)/(2xy)" → 3x^2y, for x ≠ 0, y ≠ 0, "Multiply (2x^2)(3x^3)"),
 * tried after the one-letter readers (algebra-forms) and sums of single letters (linear-forms). Checked a second way: the written form and the
 * exercise, both evaluated by mathjs, agree at several points where no divisor is 0.
 */
const REWRITE = /^(?:please\s+)?(expand|multiply(?:\s+out)?|simplify|find\s+the\s+product(?:\s+of)?)\s*:?\s+([-+*/^().\d\sa-z]+)$/i;

function letterProducts(statement: string): SkillAnswer | null {
  const match = REWRITE.exec(statement);
  const expression = (match?.[2] ?? '').trim();
  const divisors = new Set<string>();
  const poly = match ? readPoly(expression, divisors) : null;
  // Something to multiply out: a bracket next to a term, a power of a product, or a product of terms.
  if (!poly || !/\)\s*[(a-z\d^]|[a-z\d]\s*\(|\*|\)\s*\^|\/\s*\(?\s*\d*[a-z]/i.test(expression)) return null;
  const letters = [...new Set(expression.match(/[a-z]/gi) ?? [])].sort();
  // An i written as in complex numbers is the imaginary unit (complex-numbers.ts), never a letter to expand.
  if (letters.length > 4 || (letters.includes('i') && writesImaginaryUnit(expression))) return null;
  const written = showPoly(poly);
  if (written.replace(/\s/g, '') === expression.replace(/[\s*]/g, '') || !sameAtTrials(expression, written, letters)) return null;
  const excluded = [...divisors].sort().map((l) => `${l} ≠ 0`);
  const answer = excluded.length > 0 ? `${written}, for ${excluded.join(', ')}` : written;
  const verb = (match![1] ?? '').toLowerCase().startsWith('expand') ? 'expanded' : 'simplified';
  return {
    problem: `${expression} ${verb}`,
    facts: [
      'multiply the numbers, and add the exponents of the same letter (x^2 · x = x^3)',
      ...(/\(.*[-+].*\)\s*\(|\)\s*\^/.test(expression) ? ['multiply every term of one bracket by every term of the other, then combine like terms'] : []),
      ...(excluded.length > 0 ? [`dividing subtracts exponents; a letter divided by cannot be 0: ${excluded.join(', ')}`] : []),
    ],
    schema: 'letter-products',
    sentence: `${expression} = ${written}`,
    check: `${written} and ${expression} give the same value for ${LETTER_TRIALS.length} choices of ${lettersOfPoly(poly).join(', ') || letters.join(', ')}`,
    answer,
  };
}


export const LETTER_PRODUCT_SKILLS = [letterProducts];

import type { Solved } from '../steps.js';
import { ALGEBRA_FORM_SKILLS } from './algebra-forms.js';
import { COMPARISON_SKILLS } from './comparisons.js';
import { COORDINATE_SKILLS } from './coordinates.js';
import { FACTOR_SKILLS } from './factors-multiples.js';
import { GEOMETRY_SKILLS } from './geometry.js';
import { MEASURE_SKILLS } from './measures.js';
import { PATTERN_SKILLS } from './next-term.js';
import { FORM_SKILLS } from './number-forms.js';
import { ORDER_SKILLS } from './ordering.js';
import { POLYNOMIAL_SKILLS } from './polynomial-roots.js';
import { PLACE_SKILLS } from './rounding.js';
import { exerciseText, skillSolved, type SkillAnswer } from './skill-solved.js';
import { STATISTICS_SKILLS } from './statistics.js';
import { DIVISOR_SKILLS } from './divisors.js';
import { FRACTION_FORM_SKILLS } from './fraction-forms.js';
import { INEQUALITY_SKILLS } from './inequalities.js';
import { LINE_SKILLS } from './line-equations.js';
import { LINEAR_FORM_SKILLS } from './linear-forms.js';
import { NOTATION_SKILLS } from './scientific-notation.js';
import { SOLUTION_CHECK_SKILLS } from './solution-check.js';
import { CONSECUTIVE_SKILLS } from './consecutive.js';
import { EXPONENT_SKILLS } from './exponents-logs.js';
import { RATIONAL_SKILLS } from './rational-expressions.js';
import { QUADRATIC_SKILLS } from './quadratics.js';
import { SEQUENCE_SKILLS } from './sequences.js';
import { INTEREST_SKILLS } from './interest-change.js';
import { COUNTING_SKILLS } from './counting.js';
import { LINE_THROUGH_SKILLS } from './line-through.js';
import { RADICAL_SKILLS } from './radical-equations.js';
import { LITERAL_EQUATION_SKILLS } from './literal-equations.js';
import { LETTER_PRODUCT_SKILLS } from './letter-products.js';
import { RADICAL_SUM_SKILLS } from './radical-sums.js';
import { FUNCTION_SKILLS } from './function-forms.js';
import { THREE_UNKNOWN_SKILLS } from './three-unknowns.js';
import { QUADRATIC_INEQUALITY_SKILLS } from './quadratic-inequalities.js';
import { COMPLEX_SKILLS } from './complex-numbers.js';
import { MONOMIAL_EXPONENT_SKILLS } from './monomial-exponents.js';
import { RATIONAL_SUM_SKILLS } from './rational-sums.js';
import { COMMON_FACTOR_SKILLS } from './common-factors.js';
import { RECTANGLE_SKILLS } from './rectangle-sides.js';
import { JOINT_WORK_SKILLS } from './joint-work.js';
import { AGE_SKILLS } from './age-equations.js';
import { ORDINAL_PART_SKILLS } from './ordinal-parts.js';
import { MOTION_SKILLS } from './motion.js';
import { MIXTURE_SKILLS } from './mixture.js';
import { TWO_LETTER_QUADRATIC_SKILLS } from './two-letter-quadratics.js';
import { TRIG_SKILLS } from './trig-values.js';
import { DOMAIN_SKILLS } from './function-domain.js';
import { POLYGON_ANGLE_SKILLS } from './polygon-angles.js';
import { LOG_EQUATION_SKILLS } from './log-equations.js';

/**
 * Number skills asked in one sentence (factors and multiples, remainders, primes, rounding, place value,
 * roots, polynomial roots and factoring, next terms, ordering, unit and clock conversions, mean/median/mode/
 * range, shape formulas, fraction/decimal/percent forms, percent change, powers, two points on a grid, all factors,
 * simplest ratios and roots, inequalities and absolute values, a line's slope and intercepts, like terms in
 * several letters, scientific notation, whether a value solves an equation, consecutive integers with a told sum, a power's exponent and a logarithm, rational expressions simplified and rational equations solved, the quadratic formula, a discriminant and a vertex, a term and a sum of an arithmetic or geometric sequence, a percent change between two amounts, simple and compound interest, combinations, permutations and arrangements, a line's equation from two points or a slope and a point, an equation with one square root, an equation solved for one of its letters, products of terms in several letters, sums of square roots, inverse and composed functions, slope-intercept form, three equations in three letters, quadratic inequalities, complex numbers, terms with negative exponents, sums of fractions with the letter in a denominator, common factors of terms with letters, quadratics in two letters factored, a rectangle's sides from a relation and its perimeter or area, work done together, ages told through relations, a whole told as numbered parts, two movers meeting, parting or catching up, mixtures of solutions, trigonometric values at special angles, a function's domain and a quadratic's range, the angles of polygons, an equation with one logarithm). Each reader
 * matches the whole exercise or nothing, and checks its answer a second way before it is shown.
 */
// Complex numbers first: in "(2 + 3i)(1 − i)" the i is the imaginary unit, not a letter to expand.
const SKILLS: ReadonlyArray<(text: string) => SkillAnswer | null> = [...COMPLEX_SKILLS, ...FACTOR_SKILLS, ...PLACE_SKILLS, ...ORDER_SKILLS, ...PATTERN_SKILLS, ...MEASURE_SKILLS, ...POLYNOMIAL_SKILLS,
  ...STATISTICS_SKILLS, ...GEOMETRY_SKILLS, ...FORM_SKILLS, ...COORDINATE_SKILLS, ...ALGEBRA_FORM_SKILLS, ...COMPARISON_SKILLS,
  ...DIVISOR_SKILLS, ...INEQUALITY_SKILLS, ...LINE_SKILLS, ...LINEAR_FORM_SKILLS, ...NOTATION_SKILLS, ...FRACTION_FORM_SKILLS,
  ...SOLUTION_CHECK_SKILLS, ...CONSECUTIVE_SKILLS, ...EXPONENT_SKILLS, ...RATIONAL_SKILLS,
  ...QUADRATIC_SKILLS, ...SEQUENCE_SKILLS, ...INTEREST_SKILLS, ...COUNTING_SKILLS, ...LINE_THROUGH_SKILLS, ...RADICAL_SKILLS,
  ...LITERAL_EQUATION_SKILLS, ...LETTER_PRODUCT_SKILLS, ...RADICAL_SUM_SKILLS, ...FUNCTION_SKILLS,
  ...THREE_UNKNOWN_SKILLS, ...QUADRATIC_INEQUALITY_SKILLS, ...MONOMIAL_EXPONENT_SKILLS,
  ...RATIONAL_SUM_SKILLS, ...TWO_LETTER_QUADRATIC_SKILLS, ...COMMON_FACTOR_SKILLS, ...RECTANGLE_SKILLS, ...JOINT_WORK_SKILLS, ...AGE_SKILLS, ...ORDINAL_PART_SKILLS, ...MOTION_SKILLS, ...MIXTURE_SKILLS, ...TRIG_SKILLS, ...DOMAIN_SKILLS, ...POLYGON_ANGLE_SKILLS, ...LOG_EQUATION_SKILLS];
const LONGEST = 400;

export function solveNumberSkill(statement: string): Solved | null {
  const text = exerciseText(statement.replace(/[−–—]/g, '-').replace(/[×·]/g, '*'));
  if (text.length > LONGEST) return null;
  for (const skill of SKILLS) {
    const answer = skill(text);
    if (answer) return skillSolved(answer);
  }
  return null;
}

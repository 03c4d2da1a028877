import { remaining, type Phrasebook } from './phrasebook.js';

const WHY = {
  parentheses: 'Because grouping symbols take precedence over every other operation, we first evaluate the parenthesized subexpression.',
  exponent: 'Exponentiation precedes multiplicative and additive operations, so we evaluate the power first.',
  'multiply-divide': 'Following the conventional order of operations, multiplicative operations are performed before additive ones.',
  'add-subtract': 'The remaining additive operations are then evaluated sequentially from left to right.',
  'clock-hours': 'The whole hours are applied first.',
  'clock-minutes': 'The remaining minutes are then applied, carrying in base 60.',
  only: 'Evaluating the final operation,',
} as const;
const SIDE_ACTION = { add: 'Adding', subtract: 'Subtracting', multiply: 'Multiplying', divide: 'Dividing' } as const;

const STORY_12 = {
  combine: 'Since the unknown is the aggregate of disjoint parts, it equals their sum.',
  change: 'The final quantity equals the initial quantity adjusted by each increment and decrement.',
  'start-unknown': 'As the initial quantity is unknown, we invert each change, proceeding backwards from the final state.',
  compare: 'A comparative question concerns the difference of two quantities, obtained by subtraction.',
  'equal-groups': 'For equal groups, the total is the product of the number of groups and the group size.',
  sharing: 'An equal partition yields the quotient of the total by the number of parts.',
  rate: 'The number of units is the quotient of the total by the amount per unit.',
  'missing-part': 'Since the whole is the sum of its parts, the missing part is the whole less the known part.',
  interest: 'Simple interest accrues linearly in time: I = P · r · t.',
  portions: 'Each proportional change applies to the quantity current at that stage, so the running quantity is updated step by step.',
  'age-shift': 'Present ages follow from the stated relations; each age then shifts by the same elapsed time.',
  relation: 'The compared quantity is expressed through the stated relation to the known quantity.',
  'rest-then-groups': 'We first determine the remaining count by subtraction and then scale it by the given rate.',
  'rest-then-share': 'We first determine the remaining amount by subtraction and then partition it into groups of the given size.',
  'priced-items': 'The total expenditure is the sum of each quantity multiplied by its unit price, together with any single charges.',
  area: 'The area of a rectangle is the product of its length and width, in square units.',
  speed: 'Average speed is the quotient of the distance traveled and the elapsed time.',
  'money-left': 'The expenditure is the sum of each price multiplied by its quantity; the remainder is the initial amount less that expenditure.',
  proportion: 'The two quantities are directly proportional, so the unknown is the given ratio scaled by the new amount.',
  average: 'The arithmetic mean is the sum of the observations divided by their count.',
  ratio: 'Each part is a fixed multiple of one common unit, so the known amount fixes that unit and every part and the whole follow.',
  'missing-parts': 'The known parts are summed and subtracted from the required whole, which leaves the missing part.',
  'compare-products': 'Each total is the product of a count and a unit amount; the comparison is the difference of the two products.',
  'taken-away': 'The amounts removed are summed; the remainder is the initial amount less that sum.',
  'parts-then-groups': 'The groups are first aggregated, and the total is the product of that count and the uniform group size.',
  'parts-then-rate': 'The parts are first aggregated, and the quotient by the amount per group gives the number of groups.',
  'parts-then-share': 'The parts are first aggregated, and the total is then partitioned equally among the groups.',
  'change-unknown': 'Given the initial and final quantities, the change is their difference, with its direction set by the action described.',
  'chance-one': 'With equally likely outcomes, the probability of an event is the ratio of favorable outcomes to all outcomes.',
  'chance-in-turn': 'By the multiplication rule, the probability of successive draws is the product of the conditional probabilities of each draw.',
  'chance-any-order': 'The probability of one ordering, by the multiplication rule, is multiplied by the number of distinct orderings of the wanted items.',
  'common-factor': 'The largest divisor common to all the given amounts, their greatest common factor, is required.',
  'common-multiple': 'The least positive integer divisible by every given amount, their least common multiple, is required.',
  'elapsed-time': 'Times of day combine with durations in mixed units: whole hours first, then minutes in base 60, with the meridiem changing at noon.',
  'remainder': 'By the division algorithm, a = bq + r with 0 ≤ r < b; we find the quotient q and then the remainder r.',
  // asdiv-mawps: the shortage of an equal share
  'share-shortage': 'The least k > 0 with n + k ≡ 0 (mod m) is m − (n mod m), the gap to the next multiple of m.',
  'stretch-rate': 'The mean rate over an interval is the amount over that interval divided by its length; other intervals do not enter.',
  'unknown-price': 'The bill is linear in the one unknown price p: p = (T − Σ known lots) / n, checked by substituting it back.',
  // lcm-gcd: cycles that meet again, packs that must match, identical groups
  'meeting-cycles': 'Periodic events coincide at t ≡ 0 modulo every period; the least positive such t is the least common multiple.',
  'matching-packs': 'An equal total N must satisfy N ≡ 0 modulo each pack size; the minimal N is the LCM, and N ÷ s packs of size s.',
  'identical-groups': 'A group count g with no remainder divides every amount; the maximal g is the greatest common divisor.',
  'rounding': 'We round to the nearest multiple of the given place value, with halves rounded away from zero.',
  'place-value': 'The digit in the 10^k place equals ⌊N / 10^k⌋ mod 10.',
  'prime-test': 'A composite number has a prime divisor not exceeding its square root, so trial division up to √N decides primality.',
  'divisibility': 'Divisibility holds exactly when the division leaves remainder zero.',
  'prime-factors': 'By the fundamental theorem of arithmetic, repeated division by primes yields the unique prime factorization.',
  'root': 'We bracket the real k-th root between consecutive integers and select the nearer by comparing with the midpoint.',
  'polynomial-roots': 'By the rational root theorem every rational root is a divisor of the constant term over a divisor of the leading coefficient; dividing out each root factors the polynomial, and the zero-product property gives the solutions.',
  'next-term': 'By the method of finite differences, a sequence whose k-th differences are constant is given by a polynomial of degree k, which we extrapolate.',
  'ordering': 'We order the values by comparing them as rational numbers.',
  'unit-conversion': 'We multiply by the conversion factor relating the two units.',
  'statistics': 'We order the data and apply the definition of the requested measure of central tendency or dispersion.',
  'formula': 'We apply the standard formula and substitute the given values.',
  'number-form': 'We rewrite the value in the requested equivalent representation, percent denoting parts per hundred.',
  'percent-change': 'We scale the quantity by the factor (1 ± r), where r is the rate expressed as a decimal.',
  'percent-whole': 'Since part = r · whole, the whole is the part divided by the rate r expressed as a decimal.',
  'solution-check': 'Substitute the candidate value and evaluate both sides; it is a solution precisely when the resulting statement holds.',
  'unknown-number': 'Introducing n for the unknown, the verbal description becomes a linear equation in n, which we solve.',
  'factorial': 'By definition n! = n(n − 1)⋯1, so a quotient of factorials reduces to the factors that do not cancel.',
  'logarithm': 'log_b a is the unique exponent k with b^k = a.',
  'exponent-equation': 'Since b^u = b^v implies u = v for b > 1, we equate the exponents once both sides share a base.',
  'rational-expression': 'Cancelling the common factors of numerator and denominator gives an equal expression on the original domain.',
  'rational-equation': 'Clearing denominators yields a polynomial equation whose roots are candidates; those at which a denominator vanishes are extraneous.',
  'quadratic-formula': 'By the quadratic formula, the roots are (−b ± √Δ)/2a with Δ = b² − 4ac; Δ < 0 means no real roots.',
  'vertex': 'Completing the square gives a(x − h)² + k with h = −b/2a and k = f(h), so the vertex is (h, k).',
  'sequence-term': 'The n-th term follows from the closed form a + (n − 1)d or ar^(n − 1).',
  'sequence-sum': 'The partial sum follows from the closed forms n(a_1 + a_n)/2 and a(rⁿ − 1)/(r − 1).',
  'counting': 'By the multiplication principle there are n!/(n − r)! ordered selections; dividing by r! counts unordered ones.',
  'compound-interest': 'Compounding n times a year for t years multiplies the principal by (1 + r/n)^(nt); the interest is the growth A − P.',
  'percent-of-change': 'The relative change (new − original)/original, expressed as a percentage, measures the change.',
  'radical-equation': 'Isolating the radical and squaring gives a polynomial equation whose roots are candidates; squaring may introduce extraneous roots, which substitution removes.',
  'literal-equation': 'The equation is linear in the requested variable, so isolating it and dividing by its (nonzero) coefficient expresses it in terms of the others.',
  'letter-products': 'By the product rule for exponents and distributivity, the product expands into a sum of monomials whose like terms are then combined.',
  'inverse-function': 'A linear function with nonzero slope is bijective; solving y = f(x) for x and interchanging the variables yields its inverse.',
  'composition': 'Composition substitutes the inner function into the outer one; evaluation proceeds from the innermost application outward.',
  'system-of-three': 'Gaussian elimination reduces the augmented matrix to reduced row echelon form; a pivot in every column gives the unique solution.',
  'quadratic-inequality': 'The quadratic changes sign only at its roots, so the solution set is a union of intervals determined by testing one point in each.',
  'complex-number': 'Complex arithmetic follows the field axioms with i^2 = -1; a quotient is rationalized by the conjugate of the denominator.',
  'joint-work': 'Rates of work are additive, so the joint completion time is the reciprocal of the sum of the individual reciprocal times.',
  'power': 'We evaluate the power as an iterated product.',
  'like-terms': 'We collect like terms by summing the coefficients of each variable.',
  'inequality': 'We isolate the variable; multiplication or division by a negative quantity reverses the direction of the inequality.',
  'absolute-value': 'By the definition of absolute value, |E| = c with c ≥ 0 is equivalent to E = c or E = −c.',
  'line-equation': 'Solving the linear equation for y gives slope-intercept form, from which the slope and intercepts are read.',
  'scientific-notation': 'We express the number as a × 10ⁿ with 1 ≤ |a| < 10 and integer exponent n.',
  'simplest-root': 'We extract the largest square factor, so that the remaining radicand is square-free.',
  'factor-list': 'We enumerate the divisor pairs (d, n/d) for d ≤ √n; their count agrees with the prime factorization.',
  'simplest-ratio': 'We divide each term of the ratio by the greatest common divisor of all its terms.',
} as const;

export const twelfthGrade: Phrasebook = {
  notation: { times: '·', divide: '/', superscripts: true },
  problemLabel: (n) => `Problem ${n}`,
  stepLabel: (i) => `(${i})`,
  answerLabel: 'Conclusion',
  restate: (s, kind) =>
    kind === 'word-problem' ? `We identify the quantity sought: ${s.problem}`
      : kind === 'number-skill' ? `We determine ${s.problem}.`
      : kind === 'linear-equation' ? `We determine the unique value of the unknown satisfying the linear equation ${s.problem}, isolating the variable through inverse operations.`
      : kind === 'linear-system' ? `We determine the ordered pair satisfying the simultaneous linear equations ${s.problem}, employing the elimination method.`
        : kind === 'percentage' ? `We determine ${s.problem}, interpreting the percentage as a proportion of the base quantity.`
        : `We evaluate the expression ${s.problem} systematically, respecting the conventional order of operations.`,
  operation: (s) => {
    const rest = remaining(s);
    const op = s.operator === '*' ? '·' : s.operator;
    return `${WHY[s.why]} ${s.left} ${op} ${s.right} evaluates to ${s.result}${rest ? `, and consequently the expression reduces to ${rest}` : ''}.`;
  },
  'common-denominator': (s) => `Since the denominators differ, we express both fractions over their least common denominator, ${s.denominator}, obtaining the equivalent expression ${s.after}.`,
  'simplify-fraction': (s) => `Dividing numerator and denominator by their greatest common divisor, ${s.divisor}, the fraction ${s.from} simplifies to ${s.to}.`,
  'percent-to-decimal': (s) => `Expressing the percentage as a decimal proportion, ${s.percent}% corresponds to ${s.decimal}.`,
  'percent-of': (s) => `Multiplying this proportion by the base quantity, ${s.decimal} · ${s.whole}, yields ${s.result}.`,
  'part-over-whole': (s) => `The requested percentage is the ratio of the part to the whole, ${s.part}/${s.whole} = ${s.decimal}, which corresponds to ${s.percent}%.`,
  'simplify-sides': (s) => `Applying the distributive property and collecting like terms on each side produces the equivalent equation ${s.equation}.`,
  'both-sides': (s) => {
    const what = s.action === 'add' ? `Adding ${s.amount} to both sides` : s.action === 'subtract' ? `Subtracting ${s.amount} from both sides` : `${SIDE_ACTION[s.action]} both sides by ${s.amount}`;
    return `${what} preserves equality and yields ${s.equation}.`;
  },
  'scale-equation': (s) => `Multiplying equation (${s.which}) by ${s.factor} aligns the coefficients of the variable to be eliminated: ${s.equation}.`,
  'combine-equations': (s) => `${s.action === 'add' ? 'Adding' : 'Subtracting'} the resulting equations eliminates ${s.eliminated}, leaving ${s.equation}.`,
  substitute: (s) => `Substituting ${s.variable} = ${s.value} into ${s.into} gives ${s.equation}.`,
  check: (s) => (s.holds ? `Verification by substitution confirms consistency: ${s.statement}.` : `Verification by substitution reveals an inconsistency: ${s.statement}.`),
  special: (s) =>
    s.note === 'no-solution' ? 'The variable terms cancel, producing a contradiction; consequently, the equation is inconsistent and possesses no solution.'
      : s.note === 'all-numbers' ? 'The variable terms cancel, producing an identity; consequently, every real number satisfies the equation.'
        : 'The coefficient determinant vanishes, so the system is either inconsistent or dependent and admits no unique solution.',
  facts: (s) => `The relevant given quantities are: ${s.facts.join('; ')}.`,
  'number-sentence': (s) => `${STORY_12[s.schema]} Accordingly, ${s.sentence}.`,
  answer: (answer, kind) => (kind === 'linear-system' ? `Therefore, the solution is ${answer}, that is, the ordered pair (${answer.replace(/[a-z]\s*=\s*/gi, '')}).` : `Therefore, ${answer}.`),
  studyGuideIntro: 'Because this problem cannot be resolved reliably from the provided text, the following structured study guide outlines an approach rather than presenting an unverified answer.',
  studyGuideHeadings: { question: 'Restated question', keyWords: 'Essential terminology', approach: 'Recommended approach', whereToLook: 'Recommended resources' },
};

import { remaining, type Phrasebook } from './phrasebook.js';

const WHY = {
  parentheses: 'Evaluate the grouped expression first.',
  exponent: 'Exponents take precedence.',
  'multiply-divide': 'By the order of operations, multiplication and division precede addition and subtraction.',
  'add-subtract': 'Then combine the remaining terms from left to right.',
  'clock-hours': 'Work in whole hours first.',
  'clock-minutes': 'Then the minutes (60 minutes make 1 hour).',
  only: '',
} as const;
const SIDE_ACTION = { add: 'Add', subtract: 'Subtract', multiply: 'Multiply', divide: 'Divide' } as const;

const STORY_9 = {
  combine: 'The unknown is a total of parts, so it is their sum.',
  change: 'The final amount equals the start plus gains minus losses.',
  'start-unknown': 'The start is unknown, so apply the inverse of each change to the final amount.',
  compare: 'The difference between two quantities is found by subtraction.',
  'equal-groups': 'Total = number of groups × amount per group.',
  sharing: 'Amount per group = total ÷ number of groups.',
  rate: 'Number of units = total ÷ amount per unit.',
  'missing-part': 'Missing part = whole − known part.',
  interest: 'Apply the simple-interest formula I = P · r · t.',
  portions: 'Each portion is a fraction of the amount at that point; compute it, then update the running amount by subtracting or adding it.',
  'age-shift': 'Express every present age through the known one, then shift each age by the elapsed years.',
  relation: 'Express the compared quantity in terms of the known one.',
  'rest-then-groups': 'Remaining count = total − removed; result = remaining × rate.',
  'rest-then-share': 'Remaining amount = total − removed; groups = remaining ÷ group size.',
  'priced-items': 'Total cost = Σ (quantity × unit price) + single charges.',
  area: 'Area of a rectangle: A = length × width.',
  speed: 'Average speed: v = distance ÷ time.',
  'money-left': 'Money left = starting money − (sum of count × price for each item).',
  proportion: 'Set up a proportion: a / b = x / c, so x = a ÷ b × c.',
  average: 'Mean = (sum of the values) ÷ (number of values).',
  ratio: 'One share = known amount ÷ its ratio number; the asked amount = one share × its ratio number.',
  'missing-parts': 'Missing amount = whole − (sum of the known parts).',
  'compare-products': 'Difference = (count₁ × rate₁) − (count₂ × rate₂).',
  'taken-away': 'Amount left = starting amount − (sum of the amounts taken away).',
  'parts-then-groups': 'Total = (sum of the groups) × (size of each group).',
  'parts-then-rate': 'Number of groups = (sum of the parts) ÷ (amount per group).',
  'parts-then-share': 'Amount per group = (sum of the parts) ÷ (number of groups).',
  'change-unknown': 'Change = |end amount − start amount|.',
  'chance-one': 'P(event) = favorable outcomes ÷ total outcomes.',
  'chance-in-turn': 'P(A then B) = P(A) × P(B given A); without replacement the totals drop by one each draw.',
  'chance-any-order': 'P = (number of orders) × P(one order), multiplying the probability of each draw.',
  'common-factor': 'Equal groups with nothing left over: the group count divides every amount, so take the GCF.',
  'common-multiple': 'Events that repeat or packs that must match: the answer is a multiple of every amount, so take the LCM.',
  'elapsed-time': 'End time = start time + elapsed time, worked in hours and then minutes (base 60, with noon switching a.m. and p.m.).',
  'remainder': 'By the division algorithm, dividend = divisor × quotient + remainder, with 0 ≤ remainder < divisor.',
  // asdiv-mawps: the shortage of an equal share
  'share-shortage': 'The amount needed is divisor − (dividend mod divisor): it brings the dividend up to the next multiple.',
  'stretch-rate': 'Rate in a stretch = amount in the stretch ÷ length of the stretch.',
  'unknown-price': 'Solve total = known lots + n × p for p: p = (total − known lots) ÷ n.',
  // lcm-gcd: cycles that meet again, packs that must match, identical groups
  'meeting-cycles': 'Cycles coincide at common multiples of their periods; the first coincidence is the LCM (in one unit).',
  'matching-packs': 'Equal totals are common multiples of the pack sizes: take the LCM, then divide by the asked pack size.',
  'identical-groups': 'The group count must divide every amount, so the greatest possible count is the GCF.',
  'rounding': 'Round to the nearest multiple of the place value; a digit of 5 or more after it rounds up.',
  'place-value': 'The digit in place 10^k is the whole part of N ÷ 10^k, modulo 10.',
  'prime-test': 'Test divisibility by every prime up to the square root; a number with no such divisor is prime.',
  'divisibility': 'Divide and inspect the remainder: remainder 0 means divisible.',
  'prime-factors': 'Factor by repeated division by primes to get the prime factorization.',
  'root': 'Bracket the k-th root between consecutive integers and choose the nearer one.',
  'polynomial-roots': 'Rewrite the equation as a product of factors equal to zero (rational root theorem) and apply the zero-product property.',
  'next-term': 'Use finite differences: when the k-th differences are constant, the sequence is a degree-k polynomial.',
  'ordering': 'Compare the values on the number line and order them.',
  'unit-conversion': 'Multiply by the conversion factor between the units.',
  'statistics': 'Sort the data and apply the definition of the measure of centre or spread.',
  'formula': 'Apply the formula and substitute the known values.',
  'number-form': 'Convert between equivalent forms: fraction, decimal and percent (per hundred).',
  'percent-change': 'Multiply the amount by 1 plus or minus the rate written as a decimal.',
  'percent-whole': 'Write part = rate · whole and divide the part by the rate written as a decimal.',
  'solution-check': 'Substitute the value and evaluate both sides; it is a solution exactly when the resulting statement is true.',
  'unknown-number': 'Let n be the unknown, translate the words into an equation, and solve for n.',
  'factorial': 'n! is the product n × (n − 1) × … × 1; equal factors in a quotient cancel.',
  'logarithm': 'log base b of a is the exponent k with b^k = a.',
  'exponent-equation': 'Write both sides as powers of one base and set the exponents equal.',
  'rational-expression': 'Factor numerator and denominator and cancel common factors, keeping the restrictions from the original denominator.',
  'rational-equation': 'Multiply through by the least common denominator, solve the resulting equation, and reject extraneous solutions.',
  'quadratic-formula': 'Apply the quadratic formula and simplify the square root of the discriminant.',
  'vertex': 'Complete the square: the vertex is at x = −b/2a, and y is the function value there.',
  'sequence-term': 'Use the explicit formula: a_n = a + (n − 1)d (arithmetic) or a_n = a·r^(n − 1) (geometric).',
  'sequence-sum': 'Use the partial-sum formula: S_n = n(a_1 + a_n)/2 or S_n = a(r^n − 1)/(r − 1).',
  'counting': 'Use the counting principle: P(n, r) = n!/(n − r)! for ordered choices, C(n, r) = n!/(r!(n − r)!) when order does not matter.',
  'compound-interest': 'Use A = P(1 + r/n)^(nt); the interest is A − P.',
  'percent-of-change': 'Percent change = (new − original) / original × 100%.',
  'radical-equation': 'Isolate the radical, square both sides, solve, and reject extraneous solutions by substituting back.',
  'literal-equation': 'Isolate the variable: collect its terms on one side, factor it out, and divide by its coefficient.',
  'letter-products': 'Multiply coefficients and add exponents of like bases; distribute every term across the brackets, then combine like terms.',
  'inverse-function': 'To find an inverse, replace f(x) with y, solve for x, and interchange the variables.',
  'composition': 'Evaluate a composition from the inside out: the output of the inner function is the input of the outer one.',
  'system-of-three': 'Use elimination to reduce the system to two equations in two variables, then to one, and back-substitute.',
  'quadratic-inequality': 'Solve the related equation, mark its roots on a number line, and test a value in each interval.',
  'complex-number': 'Treat i as a variable, replace i^2 with -1, and combine real and imaginary parts; divide by multiplying by the conjugate.',
  'joint-work': 'Work rates add: the combined rate is the sum of 1/t for each worker, and the time together is its reciprocal.',
  'power': 'Evaluate the power as repeated multiplication.',
  'like-terms': 'Combine like terms by adding the coefficients of the same variable.',
  'inequality': 'Isolate the variable using inverse operations; multiplying or dividing by a negative reverses the inequality.',
  'absolute-value': '|E| = c (c ≥ 0) splits into E = c or E = −c; solve both linear equations.',
  'line-equation': 'Rewrite the equation in slope-intercept form y = mx + b to read the slope m and the y-intercept b.',
  'scientific-notation': 'Write the number as a × 10ⁿ with 1 ≤ a < 10; n counts the places the decimal point moves.',
  'simplest-root': 'Factor out the largest perfect square: √(k²m) = k√m with m square-free.',
  'factor-list': 'List divisor pairs d × (n ÷ d) for every d up to √n.',
  'simplest-ratio': "Divide every term of the ratio by the terms' greatest common divisor.",
} as const;

export const ninthGrade: Phrasebook = {
  notation: { times: '·', divide: '÷', superscripts: true },
  problemLabel: (n) => `Problem ${n}`,
  stepLabel: (i) => `${i}.`,
  answerLabel: 'Solution',
  restate: (s, kind) =>
    kind === 'word-problem' ? `Identify the unknown: ${s.problem}`
      : kind === 'number-skill' ? `Determine ${s.problem}.`
      : kind === 'linear-equation' ? `Solve the linear equation ${s.problem} by isolating the variable.`
      : kind === 'linear-system' ? `Solve the system ${s.problem} using elimination.`
        : kind === 'percentage' ? `Compute ${s.problem} by converting the percentage to a decimal.`
        : `Evaluate ${s.problem} using the order of operations.`,
  operation: (s) => {
    const rest = remaining(s);
    const op = s.operator === '*' ? '·' : s.operator === '/' ? '÷' : s.operator;
    return `${WHY[s.why]} Compute ${s.left} ${op} ${s.right} = ${s.result}.${rest ? ` The expression simplifies to ${rest}.` : ''}`.trim();
  },
  'common-denominator': (s) => `Rewrite both fractions over the least common denominator, ${s.denominator}: ${s.after}.`,
  'simplify-fraction': (s) => `Reduce ${s.from} by the greatest common factor ${s.divisor}, giving ${s.to}.`,
  'percent-to-decimal': (s) => `Convert the percentage to a decimal: ${s.percent}% = ${s.decimal}.`,
  'percent-of': (s) => `Multiply the decimal by the base: ${s.decimal} · ${s.whole} = ${s.result}.`,
  'part-over-whole': (s) => `Divide the part by the whole, ${s.part} ÷ ${s.whole} = ${s.decimal}, and convert the decimal to a percentage: ${s.percent}%.`,
  'simplify-sides': (s) => `Distribute and combine like terms on each side: ${s.equation}.`,
  'both-sides': (s) => {
    const what = s.action === 'add' ? `Add ${s.amount} to both sides` : s.action === 'subtract' ? `Subtract ${s.amount} from both sides` : `${SIDE_ACTION[s.action]} both sides by ${s.amount}`;
    return `${what} (inverse operation): ${s.equation}.`;
  },
  'scale-equation': (s) => `Multiply equation (${s.which}) by ${s.factor} so that the coefficients match: ${s.equation}.`,
  'combine-equations': (s) => `${s.action === 'add' ? 'Add' : 'Subtract'} the equations to eliminate ${s.eliminated}: ${s.equation}.`,
  substitute: (s) => `Substitute ${s.variable} = ${s.value} into ${s.into}: ${s.equation}.`,
  check: (s) => (s.holds ? `Verify by substitution: ${s.statement}. The equation holds.` : `Verify by substitution: ${s.statement}. The equation does not hold.`),
  special: (s) =>
    s.note === 'no-solution' ? 'The variable terms cancel, leaving a false statement, so the equation has no solution.'
      : s.note === 'all-numbers' ? 'The variable terms cancel, leaving a true statement, so the equation is an identity.'
        : 'The determinant is zero, so the system has no unique solution.',
  facts: (s) => `Given quantities: ${s.facts.join('; ')}.`,
  'number-sentence': (s) => `${STORY_9[s.schema]} Model: ${s.sentence}.`,
  answer: (answer) => `Therefore, ${answer}.`,
  studyGuideIntro: 'This problem cannot be solved reliably from the text alone, so here is a structured study guide rather than an invented answer.',
  studyGuideHeadings: { question: 'Restated question', keyWords: 'Key terms', approach: 'Approach', whereToLook: 'Where to look' },
};

import { remaining, type Phrasebook } from './phrasebook.js';

const WHY = {
  parentheses: 'Parentheses come first.',
  exponent: 'Exponents come before multiplication and addition.',
  'multiply-divide': 'Multiplication and division come before addition and subtraction.',
  'add-subtract': 'Next, add and subtract from left to right.',
  'clock-hours': 'First move the clock by the whole hours.',
  'clock-minutes': 'Then move it by the minutes.',
  only: '',
} as const;
const WORD = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by', '^': 'to the power of' } as const;
const SIDE_ACTION = { add: 'Add', subtract: 'Subtract', multiply: 'Multiply', divide: 'Divide' } as const;

const STORY_7 = {
  combine: 'The question asks for a total, so we add the parts.',
  change: 'The amount changes: we add what is gained and subtract what is lost.',
  'start-unknown': 'The starting amount is unknown, so we undo each change, starting from the end.',
  compare: 'A "how many more" question compares two amounts, so we subtract.',
  'equal-groups': 'There are equal groups, so we multiply the number of groups by the size of each group.',
  sharing: 'The total is shared equally, so we divide by the number of groups.',
  rate: 'We divide the total by the amount for one, to see how many of them fit.',
  'missing-part': 'The whole and one part are known, so the missing part is the whole minus that part.',
  interest: 'Simple interest is principal × rate × time, with the rate written as a decimal.',
  portions: 'Each fraction or percent is a part of the amount there is at that moment, so we find each part and then subtract or add it.',
  'age-shift': "First find each age now from the comparisons, then add the years that pass to each person's age.",
  relation: 'One amount is described by comparing it with another, so we start from the known amount.',
  'rest-then-groups': 'First subtract the part that is removed, then multiply the rest by the amount for each one.',
  'rest-then-share': 'First subtract the part that is removed, then divide the rest into equal groups.',
  'priced-items': 'Each item costs its price times how many were bought; the total is the sum of those costs.',
  area: 'The area of a rectangle is its length times its width.',
  speed: 'Speed is distance divided by time.',
  'money-left': 'First add up the cost of everything bought (price times how many), then subtract it from the money there was.',
  proportion: 'The rate stays the same, so we find the amount for one and multiply by the new amount.',
  average: 'The average is the sum of the amounts divided by how many amounts there are.',
  ratio: 'The ratio splits the amount into equal shares: we find one share, then multiply by the shares asked for.',
  'missing-parts': 'Add the parts that are already there, then subtract their sum from the whole that is needed.',
  'compare-products': 'Find each total (count times the amount for one), then subtract to compare them.',
  'taken-away': 'Add up every amount taken away, then subtract that sum from the starting amount.',
  'parts-then-groups': 'First add the numbers of groups, then multiply by the size of each group.',
  'parts-then-rate': 'First add the parts to get the total, then divide by the amount in each group to find how many groups.',
  'parts-then-share': 'First add the parts to get the total, then divide it equally among the groups.',
  'change-unknown': 'The start and the end are known, so the change is the difference between them.',
  'chance-one': 'A probability is the number of favorable outcomes divided by the number of equally likely outcomes.',
  'chance-in-turn': 'For draws one after another, we multiply the probability of each draw; without replacement, one fewer item is left each time.',
  'chance-any-order': 'We multiply the probability of each draw, then multiply by the number of different orders the wanted items can come in.',
  'common-factor': 'The greatest number that divides every amount evenly is their greatest common factor.',
  'common-multiple': 'The smallest number that every amount divides evenly is their least common multiple.',
  'elapsed-time': 'Elapsed time: we move the clock by the whole hours first, then by the minutes; 60 minutes make 1 hour.',
  'remainder': 'Divide and keep the whole-number part of the quotient; the remainder is what is left after taking away that many divisors.',
  // asdiv-mawps: the shortage of an equal share
  'share-shortage': 'Divide to find the remainder; the divisor minus the remainder is what makes the total a whole multiple.',
  'stretch-rate': 'We divide the amount told for that stretch by the length of the stretch to get the amount for one day.',
  'unknown-price': 'Subtract the known lots from the total, then divide by the number of things whose price is unknown.',
  // lcm-gcd: cycles that meet again, packs that must match, identical groups
  'meeting-cycles': 'Events that repeat meet again at a common multiple of their cycles; the first time is the least common multiple.',
  'matching-packs': 'Equal totals from packs must be a common multiple of the pack sizes; the least one, divided by a pack size, gives the packs.',
  'identical-groups': 'Identical groups with nothing left over: the number of groups divides every amount, so use the greatest common factor.',
  'rounding': 'Look at the digit to the right of the rounding place: 5 or more rounds up, less than 5 rounds down.',
  'place-value': 'Each place is worth ten times the place to its right: ones, tens, hundreds, thousands, …',
  'prime-test': 'A prime has exactly two factors, 1 and itself, so we test for any other factor up to its square root.',
  'divisibility': 'One number is a factor of another when it divides it with remainder 0.',
  'prime-factors': 'Divide by primes, smallest first, until the quotient is 1; the primes used are the prime factors.',
  'root': 'A root undoes a power: we look for the number whose power gives ours.',
  'polynomial-roots': 'Factor the polynomial; a product is 0 exactly when one of its factors is 0.',
  'next-term': 'Find the differences between neighbouring terms until they follow a simple rule, then extend the pattern.',
  'ordering': 'Compare the numbers as decimals (fractions too) and list them in the asked order.',
  'unit-conversion': 'Multiply by the number of new units in one old unit.',
  'statistics': 'Order the data, then read off the measure: the middle value (median), the most frequent value (mode) or biggest minus smallest (range).',
  'formula': 'Use the formula for this shape or situation and substitute the given values.',
  'number-form': 'Fractions, decimals and percents are different ways to write the same number.',
  'percent-change': 'Find the percentage of the amount, then add it for an increase or subtract it for a decrease.',
  'percent-whole': 'The part equals the percent (as a decimal) times the whole, so divide the part by that decimal.',
  'solution-check': 'Substitute the value for the variable, simplify each side, and compare the two sides.',
  'unknown-number': 'Let n stand for the unknown number, write the equation the words describe, and solve it.',
  'factorial': 'A factorial n! is the product of every whole number from n down to 1.',
  'logarithm': 'A logarithm is the exponent: the power the base must be raised to to give the number.',
  'exponent-equation': 'Write both sides as powers of the same base; then the exponents are equal.',
  'rational-expression': 'Factor the top and the bottom, then cancel the factors they share; the values that make the bottom 0 stay excluded.',
  'rational-equation': 'Multiply both sides by the common denominator, solve, and throw out any value that makes a denominator 0.',
  'quadratic-formula': 'Use the quadratic formula x = (−b ± √(b² − 4ac)) / 2a; the discriminant b² − 4ac tells how many real solutions there are.',
  'vertex': 'The vertex of y = ax² + bx + c is at x = −b/2a; put that x in to find y.',
  'sequence-term': 'An arithmetic sequence adds the same difference each time, a geometric one multiplies by the same ratio: use a + (n − 1)d or a × r^(n − 1).',
  'sequence-sum': 'Add the terms with the sum formula: n(first + last)/2 for arithmetic, a(r^n − 1)/(r − 1) for geometric.',
  'counting': 'Multiply the number of choices for each place; when order does not matter, divide by the ways to order the chosen ones.',
  'compound-interest': 'Compound interest is added to the balance each period, so the balance is multiplied by (1 + rate per period) every period.',
  'percent-of-change': 'Divide the change by the original amount, then multiply by 100 to write it as a percent.',
  'radical-equation': 'Get the square root alone, square both sides, solve, and check every answer in the original equation.',
  'literal-equation': 'Get the terms with the asked letter alone on one side, then divide both sides by what multiplies it.',
  'letter-products': 'Multiply the numbers and add the exponents of the same letter; multiply every term of one bracket by every term of the other.',
  'inverse-function': 'Write y = f(x), solve for x, then swap x and y: the inverse undoes what f does.',
  'composition': 'Work from the inside out: find the inner function’s value first, then put it into the outer function.',
  'system-of-three': 'Eliminate one letter at a time by adding or subtracting equations, then substitute back to find the others.',
  'quadratic-inequality': 'Find where the two sides are equal; those values split the number line into parts, and one test value per part shows which parts work.',
  'complex-number': 'Work as with a letter i, then use i × i = −1 and put the real parts and the i parts together.',
  'joint-work': 'Each worker does 1/t of the job per unit of time; add these rates, then divide 1 whole job by the total rate.',
  'power': 'A power is repeated multiplication of the same number.',
  'like-terms': 'Like terms have the same letter: add or subtract their numbers and keep the letter.',
  'inequality': 'Solve it like an equation; when you multiply or divide both sides by a negative number, turn the sign around.',
  'absolute-value': 'The absolute value is the distance from 0, so the inside is that number or its opposite.',
  'line-equation': 'Write the equation as y = mx + b: m is the slope and b is where the line crosses the y-axis.',
  'scientific-notation': 'Scientific notation writes a number as (a number from 1 up to 10) × (a power of 10).',
  'simplest-root': 'Split the number into a perfect square times the rest; the square root of the perfect square comes outside.',
  'factor-list': 'Factors come in pairs that multiply to the number: test 1, 2, 3, … up to its square root.',
  'simplest-ratio': 'Divide every part of the ratio by their greatest common factor.',
} as const;

export const seventhGrade: Phrasebook = {
  notation: { times: '×', divide: '÷', superscripts: false },
  problemLabel: (n) => `Problem ${n}`,
  stepLabel: (i) => `Step ${i}:`,
  answerLabel: 'Answer',
  restate: (s, kind) =>
    kind === 'word-problem' ? `The question asks: ${s.problem}`
      : kind === 'number-skill' ? `We need to find ${s.problem}.`
      : kind === 'linear-equation' ? `We want the value of the variable that makes ${s.problem} true.`
      : kind === 'linear-system' ? `We need values for both variables that make these equations true: ${s.problem}.`
        : kind === 'percentage' ? `We need to find ${s.problem}.`
        : `We need to find the value of ${s.problem}.`,
  operation: (s) => {
    const rest = remaining(s);
    return `${WHY[s.why]} ${s.left} ${WORD[s.operator]} ${s.right} equals ${s.result}.${rest ? ` The expression becomes ${rest}.` : ''}`.trim();
  },
  'common-denominator': (s) => `To add or subtract fractions, we need a common denominator. The least common denominator is ${s.denominator}, so we rewrite it as ${s.after}.`,
  'simplify-fraction': (s) => `Simplify ${s.from} by dividing the numerator and denominator by ${s.divisor}. This gives ${s.to}.`,
  'percent-to-decimal': (s) => `Change the percent to a decimal: ${s.percent}% = ${s.percent} ÷ 100 = ${s.decimal}.`,
  'percent-of': (s) => `"Of" means multiply, so ${s.decimal} × ${s.whole} = ${s.result}.`,
  'part-over-whole': (s) => `Divide the part by the whole: ${s.part} ÷ ${s.whole} = ${s.decimal}. Multiply by 100 to get ${s.percent}%.`,
  'simplify-sides': (s) => `First simplify each side by distributing and combining like terms, which gives ${s.equation}.`,
  'both-sides': (s) => {
    const what = s.action === 'add' ? `Add ${s.amount} to both sides` : s.action === 'subtract' ? `Subtract ${s.amount} from both sides` : `${SIDE_ACTION[s.action]} both sides by ${s.amount}`;
    return `${what} so that the equation stays balanced, which gives ${s.equation}.`;
  },
  'scale-equation': (s) => `Multiply every term of equation ${s.which} by ${s.factor}, which gives ${s.equation}.`,
  'combine-equations': (s) => `${s.action === 'add' ? 'Add' : 'Subtract'} the equations so ${s.eliminated} cancels out: ${s.equation}.`,
  substitute: (s) => `Substitute ${s.variable} = ${s.value} back into ${s.into}, which leaves ${s.equation}.`,
  check: (s) => (s.holds ? `Check: ${s.statement}. Both sides match, so the answer is correct.` : `Check: ${s.statement}. The sides do not match.`),
  special: (s) =>
    s.note === 'no-solution' ? 'The variable cancels and the two sides can never be equal, so there is no solution.'
      : s.note === 'all-numbers' ? 'The variable cancels and both sides are always equal, so every number is a solution.'
        : 'The equations describe parallel or identical lines, so there is no single solution.',
  facts: (s) => `The important facts are: ${s.facts.join('; ')}.`,
  'number-sentence': (s) => `${STORY_7[s.schema]} The number sentence is ${s.sentence}.`,
  answer: (answer) => `The answer is ${answer}.`,
  studyGuideIntro: 'This problem needs information I cannot check exactly, so here is a study guide instead of a guess.',
  studyGuideHeadings: { question: 'The question', keyWords: 'Key words', approach: 'How to approach it', whereToLook: 'Where to look' },
};

import { remaining, type Phrasebook } from './phrasebook.js';

const WHY = {
  parentheses: 'First we do the part in the brackets.',
  exponent: 'We do the power first.',
  'multiply-divide': 'We always do times and divide before we add or take away.',
  'add-subtract': 'Now we add and take away as we go from left to right.',
  'clock-hours': 'First we move the clock by the whole hours.',
  'clock-minutes': 'Then we move it by the minutes.',
  only: '',
} as const;
const WORD = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by', '^': 'to the power of' } as const;
const SIDE_ACTION = { add: ['Add', 'to'], subtract: ['Take away', 'from'], multiply: ['Times', 'by'], divide: ['Divide', 'by'] } as const;

const STORY_4 = {
  combine: 'We put the groups together, so we add.',
  change: 'Some are added and some are taken away, so we add and take away.',
  'start-unknown': 'We work backwards from the end to find the start.',
  compare: 'To find how many more, we take the smaller number away from the bigger one.',
  'equal-groups': 'We have equal groups, so we times.',
  sharing: 'We share equally, so we divide.',
  rate: 'We find how many times the small amount fits into the big one, so we divide.',
  'missing-part': 'We know the whole and one part, so we take the part away from the whole.',
  interest: 'Interest is a part of the money for every year, so we times the money by the rate and by the number of years.',
  portions: 'Each time a part is taken or added, we find that part of what there is at that time. Then we take it away or add it.',
  'age-shift': 'We find how old everyone is now, then add the years that pass to each age (take them away for years ago).',
  relation: 'We start from the number we know and change it the way the story says.',
  'rest-then-groups': 'First we take away the ones that are gone. Then we times what is left by the amount for each one.',
  'rest-then-share': 'First we take away the ones that are gone. Then we share the rest into equal groups.',
  'priced-items': 'For each thing we times how many by the price, then we add all the costs.',
  area: 'To find how much space a rectangle covers, we times the length by the width.',
  speed: 'To find how fast, we divide how far it went by how long it took.',
  'money-left': 'First we add up what everything costs. Then we take that away from the money there was.',
  proportion: 'First we find how much goes with one. Then we times it by how many we need.',
  average: 'We add all the amounts. Then we share the sum out equally, one share for each amount.',
  ratio: 'We find how much one share is. Then we times it by the shares we need.',
  'missing-parts': 'First we add up what is already there. Then we take that away from what is needed.',
  'compare-products': 'First we find each total by timesing. Then we take the smaller total away from the bigger one.',
  'taken-away': 'First we add up everything that was taken away. Then we take that away from what there was at the start.',
  'parts-then-groups': 'First we add the groups together. Then we times by how many are in each group.',
  'parts-then-rate': 'First we add all the things together. Then we divide by how many go in each group.',
  'parts-then-share': 'First we add all the things together. Then we share them equally, so we divide.',
  'change-unknown': 'We know how many there were at the start and at the end, so we find the difference to see how many changed.',
  'chance-one': 'The chance is the number of ways to get what we want over the number of things in the bag.',
  'chance-in-turn': 'We find the chance of each draw and times them. If we do not put one back, there is one less in the bag next time.',
  'chance-any-order': 'We find the chance of each draw and times them. What we want can come in more than one order, so we times by the number of orders too.',
  'common-factor': 'We look for the biggest number that goes into every amount with nothing left over.',
  'common-multiple': 'We look for the smallest number that every amount goes into with nothing left over.',
  'elapsed-time': 'We move along the clock: first we count the whole hours, then the minutes.',
  'remainder': 'We see how many whole times the small number fits into the big one. What does not fit is the remainder.',
  // asdiv-mawps: the shortage of an equal share
  'share-shortage': 'We find what is left over after equal shares, then how many more make one more full share.',
  'stretch-rate': 'We take the amount made in that stretch of time and share it equally over its days (or hours), so we divide.',
  'unknown-price': 'We take away what the other things cost from the total, then share what is left among the things with the unknown price.',
  // lcm-gcd: cycles that meet again, packs that must match, identical groups
  'meeting-cycles': 'Each one comes back after its own number of days. We look for the first number all of them go into, so they meet again.',
  'matching-packs': 'Each pack holds its own number. We look for the smallest number every pack size goes into, then count the packs.',
  'identical-groups': 'Every group gets the same things and none are left. We look for the biggest number that goes into every amount.',
  'rounding': 'We look at the digit just after the place we round to. If it is 5 or more we round up, if it is less we round down.',
  'place-value': 'Each digit has a place: ones, tens, hundreds, and so on. We count the places from the right.',
  'prime-test': 'A prime number can only be divided by 1 and itself. We look for any other number that goes into it.',
  'divisibility': 'We divide and look at what is left over. If nothing is left over, it goes in exactly.',
  'prime-factors': 'We keep dividing by the smallest prime number that goes in, until only primes are left.',
  'root': 'We look for the number that, timesed by itself the right number of times, gives our number.',
  'polynomial-roots': 'We write the problem as brackets timesed together. It is 0 when one of the brackets is 0.',
  'next-term': 'We look at how much the numbers change each time, and keep the pattern going.',
  'ordering': 'We compare the numbers and put them in order.',
  'unit-conversion': 'We find how many of the new unit are in one of the old unit, then we times.',
  'statistics': 'We put the numbers in order and look at them: the middle one, the one we see most, or the gap from the smallest to the biggest.',
  'formula': 'We use the rule (formula) for this shape and put our numbers into it.',
  'number-form': 'The number stays the same, we only write it in a new way.',
  'percent-change': 'First we find the percent of the number. Then we add it on or take it away.',
  'percent-whole': 'The part is a percent of a number we do not know yet. We divide the part by the percent written as a decimal.',
  'solution-check': 'We put the number in place of the letter and work out each side. If the two sides are equal, it is a solution.',
  'unknown-number': 'We call the number we do not know n, write what the words say about it, and work out n.',
  'factorial': 'We times all the whole numbers from the number down to 1.',
  'logarithm': 'We find how many times we multiply the base by itself to get the number.',
  'exponent-equation': 'We write the number as a power of the same base. Then the top numbers must be the same.',
  'rational-expression': 'We split the top and the bottom into parts that multiply, and cross out a part that is on both.',
  'rational-equation': 'We multiply both sides by the bottom numbers to get rid of the fractions. A number that makes a bottom 0 is not allowed.',
  'quadratic-formula': 'We put the numbers a, b and c into the quadratic formula.',
  'vertex': 'The tip of the curve is where x is the opposite of b, divided by 2 times a.',
  'sequence-term': 'We start at the first number and add the same jump, or times by the same number, again and again.',
  'sequence-sum': 'We add up all the numbers in the pattern, using a shortcut rule.',
  'counting': 'We count the choices for each place and times them together.',
  'compound-interest': 'Each year the interest is added to the money, and the next year earns interest on all of it.',
  'percent-of-change': 'We find how much it changed, then see what part of the first amount that is, out of 100.',
  'radical-equation': 'We get the square root alone, then times each side by itself. We check each answer in the first problem.',
  'literal-equation': 'We want the letter alone. We move the other parts to the other side, then divide by the number or letters stuck to it.',
  'letter-products': 'We multiply the numbers, and we count how many times each letter is used: x times x is x^2.',
  'inverse-function': 'The inverse undoes the function. We write y for the answer, find x, then swap x and y.',
  'composition': 'We work from the inside out: first the inside function, then we put that answer into the outside one.',
  'system-of-three': 'We use one equation to get rid of a letter in the others, until one letter is left. Then we go back and find the rest.',
  'quadratic-inequality': 'We find where both sides are equal. Those numbers cut the number line into parts. We test one number in each part.',
  'complex-number': 'The letter i is a special number: i times i is -1. We multiply like with letters, then change each i times i into -1.',
  'joint-work': 'Each worker does a part of the job every hour. We add the parts to see how much they do together in one hour, then see how long the whole job takes.',
  'age-equations': 'We give each person’s age a letter, write each sentence as an equation, and find the ages that make every sentence true.',
  'motion': 'Each hour the two movers change the gap between them by their speeds together (or the difference when they go the same way).',
  'mixture': 'Each part brings its own amount of the ingredient; the amounts add up in the mixture, and so do the parts.',
  'trig-value': 'Find the angle’s reference angle on the unit circle, read the value for it, and give it the sign the quadrant has.',
  'domain-range': 'Look for what the function cannot do: divide by 0, or take the square root of a negative number; every other x works.',
  'polygon-angles': 'A polygon with n sides can be cut into n − 2 triangles, and each triangle has 180°.',
  'power': 'We times the number by itself as many times as it says.',
  'like-terms': 'We put the same letters together, like putting apples with apples: 3x and 2x make 5x.',
  'inequality': 'We work it out like an equals sign, but the answer is a whole bunch of numbers: all the numbers on the right side of the sign.',
  'absolute-value': 'The bars mean how far from 0. Two numbers are that far from 0: one above and one below.',
  'line-equation': 'We write the line as y = (a number) × x + (a number). The first number tells how steep it is, the second where it crosses the up-and-down line.',
  'scientific-notation': 'A big or small number is written as a number from 1 to 10 timesed by 10 a few times.',
  'simplest-root': 'We find the biggest square number hiding inside, and take its root out in front.',
  'factor-list': 'We find the pairs of numbers that times together to make our number.',
  'simplest-ratio': 'We divide every part by the biggest number that goes into all of them.',
} as const;

export const fourthGrade: Phrasebook = {
  notation: { times: '×', divide: '÷', superscripts: false },
  problemLabel: (n) => `Problem ${n}`,
  stepLabel: (i) => `Step ${i}:`,
  answerLabel: 'Answer',
  restate: (s, kind) =>
    kind === 'word-problem' ? `The question is: ${s.problem}`
      : kind === 'number-skill' ? `We need to find ${s.problem}.`
      : kind === 'linear-equation' ? `We need to find the mystery number that makes ${s.problem} true.`
      : kind === 'linear-system' ? `We have two number facts, ${s.problem}, and we need to find both mystery numbers.`
        : kind === 'percentage' ? `We need to find ${s.problem}.`
        : `We need to work out ${s.problem}.`,
  operation: (s) => {
    const rest = remaining(s);
    return `${WHY[s.why]} ${s.left} ${WORD[s.operator]} ${s.right} is ${s.result}${rest ? `, so now we have ${rest}` : ''}.`.trim();
  },
  'common-denominator': (s) => `The bottom numbers are not the same, so we make them both ${s.denominator}. Now we have ${s.after}.`,
  'simplify-fraction': (s) => `We can make ${s.from} simpler if we divide the top and the bottom by ${s.divisor}. Then we get ${s.to}.`,
  'percent-to-decimal': (s) => `${s.percent}% means ${s.percent} out of 100, and that is the same as ${s.decimal}.`,
  'percent-of': (s) => `Now we do ${s.decimal} times ${s.whole}, and that gives us ${s.result}.`,
  'part-over-whole': (s) => `Divide the part by the whole. ${s.part} ÷ ${s.whole} is ${s.decimal}. Then times 100. That is ${s.percent}%.`,
  'simplify-sides': (s) => `First we tidy up each side so it is easy to read. Now it says ${s.equation}.`,
  'both-sides': (s) => {
    const [verb, joint] = SIDE_ACTION[s.action];
    const what = s.action === 'add' || s.action === 'subtract' ? `${verb} ${s.amount} ${joint} both sides` : `${verb} both sides ${joint} ${s.amount}`;
    return `${what} so that the two sides stay the same. Now it says ${s.equation}.`;
  },
  'scale-equation': (s) => `We times the ${s.which === 1 ? 'first' : 'second'} fact by ${s.factor}, and now it says ${s.equation}.`,
  'combine-equations': (s) => `When we ${s.action === 'add' ? 'add' : 'take away'} the two facts, the ${s.eliminated} goes away and we get ${s.equation}.`,
  substitute: (s) => `Now we put ${s.value} in place of ${s.variable} in ${s.into}, and we get ${s.equation}.`,
  check: (s) => (s.holds ? `Let's check our work: ${s.statement}. It works, so we got it right!` : `Let's check our work: ${s.statement}. It does not match, so we look again.`),
  special: (s) =>
    s.note === 'no-solution' ? 'The two sides can never be the same. There is no answer.'
      : s.note === 'all-numbers' ? 'The two sides are always the same. Any number works.'
        : 'The two facts do not give just one answer.',
  facts: (s) => `What we know: ${s.facts.join('; ')}.`,
  'number-sentence': (s) => `${STORY_4[s.schema]} Our number sentence is ${s.sentence}.`,
  answer: (answer) => `The answer is ${answer}.`,
  studyGuideIntro: 'I can not work this one out for sure. Here is a plan to help you do it.',
  studyGuideHeadings: { question: 'What it asks', keyWords: 'Key words', approach: 'How to start', whereToLook: 'Where to look' },
};

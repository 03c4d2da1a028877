import { remaining, type Phrasebook } from './phrasebook.js';

const WHY = {
  parentheses: 'First we do the part in the brackets.',
  exponent: 'We do the power first.',
  'multiply-divide': 'We times and divide before we add or take away.',
  'add-subtract': 'Now we go from left to right.',
  only: '',
} as const;
const WORD = { '+': 'plus', '-': 'minus', '*': 'times', '/': 'divided by', '^': 'to the power of' } as const;
const SIDE_ACTION = { add: ['Add', 'to'], subtract: ['Take away', 'from'], multiply: ['Times', 'by'], divide: ['Divide', 'by'] } as const;

export const fourthGrade: Phrasebook = {
  notation: { times: '×', divide: '÷', superscripts: false },
  problemLabel: (n) => `Problem ${n}`,
  stepLabel: (i) => `Step ${i}:`,
  answerLabel: 'Answer',
  restate: (s, kind) =>
    kind === 'linear-equation' ? `We need to find the mystery number. The problem says ${s.problem}.`
      : kind === 'linear-system' ? `We have two number facts: ${s.problem}. We need both mystery numbers.`
        : kind === 'percentage' ? `We need to find ${s.problem}.`
        : `We need to work out ${s.problem}.`,
  operation: (s) => {
    const rest = remaining(s);
    return `${WHY[s.why]} ${s.left} ${WORD[s.operator]} ${s.right} is ${s.result}.${rest ? ` Now we have ${rest}.` : ''}`.trim();
  },
  'common-denominator': (s) => `The bottom numbers are not the same. We make them both ${s.denominator}. Now we have ${s.after}.`,
  'simplify-fraction': (s) => `We can make ${s.from} smaller. Divide the top and the bottom by ${s.divisor}. We get ${s.to}.`,
  'percent-to-decimal': (s) => `${s.percent}% means ${s.percent} out of 100. That is ${s.decimal}.`,
  'percent-of': (s) => `Now do ${s.decimal} times ${s.whole}. That is ${s.result}.`,
  'part-over-whole': (s) => `Divide the part by the whole. ${s.part} ÷ ${s.whole} is ${s.decimal}. Then times 100. That is ${s.percent}%.`,
  'simplify-sides': (s) => `First we tidy up each side. Now it says ${s.equation}.`,
  'both-sides': (s) => {
    const [verb, joint] = SIDE_ACTION[s.action];
    const what = s.action === 'add' || s.action === 'subtract' ? `${verb} ${s.amount} ${joint} both sides` : `${verb} both sides ${joint} ${s.amount}`;
    return `${what}. It stays fair. Now it says ${s.equation}.`;
  },
  'scale-equation': (s) => `Times the ${s.which === 1 ? 'first' : 'second'} fact by ${s.factor}. Now it says ${s.equation}.`,
  'combine-equations': (s) => `${s.action === 'add' ? 'Add' : 'Take away'} the two facts. The ${s.eliminated} goes away. We get ${s.equation}.`,
  substitute: (s) => `Put ${s.value} in place of ${s.variable} in ${s.into}. We get ${s.equation}.`,
  check: (s) => (s.holds ? `Let's check. ${s.statement}. It works!` : `Let's check. ${s.statement}. It does not match, so look again.`),
  special: (s) =>
    s.note === 'no-solution' ? 'The two sides can never be the same. There is no answer.'
      : s.note === 'all-numbers' ? 'The two sides are always the same. Any number works.'
        : 'The two facts do not give just one answer.',
  answer: (answer) => `The answer is ${answer}.`,
  studyGuideIntro: 'I can not work this one out for sure. Here is a plan to help you do it.',
  studyGuideHeadings: { question: 'What it asks', keyWords: 'Key words', approach: 'How to start', whereToLook: 'Where to look' },
};

import type { StudyTopic } from './study-topics.js';

export const UNDERSTANDING_TOPICS: StudyTopic[] = [
  {
    id: 'feynman', title: 'The Feynman technique',
    cues: ['feynman', 'understand', 'understanding', 'explain it', 'don\'t get it', 'do not get it', 'confused', 'concept', 'make sense'],
    tips: [
      'Use the Feynman technique: explain the idea in plain words as if teaching a younger student. Where you get stuck or fall back on jargon is exactly where your understanding has a gap.',
      'Go back to the source for each gap, then explain it again more simply, ideally with an example or an analogy of your own.',
      'Ask "why?" and "how?" about each fact (elaboration). Connecting facts to reasons turns a list into an understanding.',
    ],
  },
  {
    id: 'interleaving', title: 'Interleaving',
    cues: ['interleav', 'mix topics', 'mixing', 'different types of problems', 'same type', 'math practice', 'problem sets'],
    tips: [
      'Mix different kinds of problems in one practice session instead of doing 20 of the same kind. It feels harder, but it trains you to choose the right method, which is what tests ask for.',
      'After a block of practice on one topic, add a few problems from earlier topics so they stay fresh.',
    ],
  },
  {
    id: 'reading', title: 'Reading textbooks',
    cues: ['read', 'reading', 'textbook', 'chapter', 'sq3r', 'skim'],
    tips: [
      'Use SQ3R: Survey the chapter (headings, pictures), turn headings into Questions, Read to answer them, Recite the answers from memory, and Review.',
      'Stop after each section and summarise it in one or two sentences without looking. If you cannot, reread just that section.',
    ],
  },
  {
    id: 'math-practice', title: 'Practising maths',
    cues: ['math', 'maths', 'equation', 'equations', 'algebra', 'word problem', 'word problems', 'formula', 'fractions', 'geometry'],
    tips: [
      'Study worked examples first, then cover the solution and redo the problem yourself. Compare your steps with the example, not just the answer.',
      'Keep a mistakes list: for every error write what went wrong (sign slip, wrong operation, forgot a step). Reread it before the test.',
      'Practise a few problems every day instead of many on one day, and mix problem types so you learn to pick the method.',
      'Check answers by putting them back into the problem: a solution to an equation must make both sides equal.',
    ],
  },
];

import type { MultipleChoiceQuestion } from '@studyhall/ai-contracts';
import { describe, expect, it } from 'vitest';
import { combinedTitle, roundRobin } from './multi-lesson-quizzes.js';
import type { Lesson } from './lessons.js';

const question = (text: string) => ({ question: { questionText: text } as MultipleChoiceQuestion, from: text[0] });
const bank = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => question(`${prefix}${i}`));

describe('roundRobin', () => {
  it('alternates between lessons up to 10 questions', () => {
    const picked = roundRobin([bank('a', 5), bank('b', 5)], 0);
    expect(picked.map((q) => q.from).join('')).toBe('ababababab');
  });

  it('fills from the lessons that still have questions when one runs out', () => {
    expect(roundRobin([bank('a', 2), bank('b', 10)], 0).map((q) => q.from).join('')).toBe('ababbbbbbb');
  });

  it('with more than 10 lessons, later quizzes start with other lessons', () => {
    const banks = Array.from({ length: 12 }, (_, i) => bank(String.fromCharCode(97 + i), 1));
    expect(roundRobin(banks, 0).map((q) => q.from).join('')).toBe('abcdefghij');
    expect(roundRobin(banks, 1).map((q) => q.from).join('')).toBe('klabcdefgh');
  });

  it('never repeats a question text within a quiz', () => {
    expect(roundRobin([[question('same'), question('a1')], [question('same')]], 0).map((q) => q.question.questionText)).toEqual(['same', 'a1']);
  });
});

describe('combinedTitle', () => {
  const lessons = (...titles: string[]) => titles.map((title) => ({ title }) as Lesson);
  it('names one, two or many lessons', () => {
    expect(combinedTitle(lessons('Fractions'))).toBe('Fractions');
    expect(combinedTitle(lessons('Fractions', 'Planets'))).toBe('Fractions & Planets');
    expect(combinedTitle(lessons('A', 'B', 'C', 'D'))).toBe('A, B + 2 more');
  });
});

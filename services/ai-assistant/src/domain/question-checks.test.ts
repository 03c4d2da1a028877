import type { MultipleChoiceQuestion } from '@studyhall/ai-contracts';
import { describe, expect, it } from 'vitest';
import { checkQuestion, generateChecked, isMultipleChoice } from './question-checks.js';

const good: MultipleChoiceQuestion = {
  questionType: 'multiple-choice',
  questionText: 'A skater lands 4 tricks worth 6 points each. How many points?',
  options: ['10 points', '24 points', '18 points', '30 points'],
  correctAnswer: 1,
  explanation: 'Four groups of six is 4 × 6 = 24 points.',
  solutionSteps: ['4 × 6 = 24'],
  difficultyLevelInt: 1,
  check: { expression: '4 * 6' },
};

describe('checkQuestion', () => {
  it('accepts a well-formed question whose key matches the computation', () => {
    expect(checkQuestion(good).ok).toBe(true);
  });

  it('rejects a wrong key, even when everything else is fine', () => {
    const result = checkQuestion({ ...good, correctAnswer: 2 });
    expect(result).toMatchObject({ ok: false, problems: [expect.stringContaining('does not equal 24')] });
  });

  it('rejects two options that both equal the answer', () => {
    expect(checkQuestion({ ...good, options: ['24 points', '24', '18 points', '30 points'], correctAnswer: 0 }).ok).toBe(false);
  });

  it('rejects duplicate or empty options, three options, and an index out of range', () => {
    expect(checkQuestion({ ...good, options: ['A', 'a', 'B', 'C'], check: null }).ok).toBe(false);
    expect(checkQuestion({ ...good, options: ['A', ' ', 'B', 'C'], check: null }).ok).toBe(false);
    expect(checkQuestion({ ...good, options: ['A', 'B', 'C'] }).ok).toBe(false);
    expect(checkQuestion({ ...good, correctAnswer: 4 }).ok).toBe(false);
  });

  it('refuses check expressions that are not plain arithmetic', () => {
    expect(checkQuestion({ ...good, check: { expression: 'import({}, {})' } }).ok).toBe(false);
    expect(checkQuestion({ ...good, check: { expression: '4 * ' } }).ok).toBe(false);
  });

  it('checks fill-in-blank answers against the computation', () => {
    const blank = { ...good, questionType: 'fill-in-blank', acceptedAnswers: ['24'], options: undefined, correctAnswer: undefined };
    expect(checkQuestion(blank).ok).toBe(true);
    expect(checkQuestion({ ...blank, acceptedAnswers: ['25'] }).ok).toBe(false);
  });
});

describe('generateChecked', () => {
  it('regenerates failing questions and reports honestly what it dropped', async () => {
    const calls: number[] = [];
    const batch = await generateChecked({
      requested: 3,
      accept: isMultipleChoice,
      generate: async (count, attempt) => {
        calls.push(count);
        if (attempt === 0) return [good, { ...good, correctAnswer: 0 }, { ...good, questionText: `${good.questionText} ` }];
        return [{ ...good, questionText: 'A surfer rides 3 waves of 8 meters. How far in total?', options: ['24 m', '11 m', '16 m', '32 m'], correctAnswer: 0, check: { expression: '3 * 8' } }];
      },
    });
    expect(calls).toEqual([3, 2, 1]);
    expect(batch.questions).toHaveLength(2);
    // Dropped: the wrong key, the near-duplicate text, and the repeat offered on the third attempt.
    expect(batch.report).toEqual({ requested: 3, delivered: 2, dropped: 3 });
  });

  it('gives up after the bounded number of attempts', async () => {
    let attempts = 0;
    const batch = await generateChecked({
      requested: 2,
      accept: isMultipleChoice,
      maxAttempts: 3,
      generate: async (count) => {
        attempts++;
        return Array.from({ length: count }, () => ({ ...good, correctAnswer: 3 }));
      },
    });
    expect(attempts).toBe(3);
    expect(batch.report).toEqual({ requested: 2, delivered: 0, dropped: 6 });
  });
});

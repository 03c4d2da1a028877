import { isAnswerCorrect } from '@studyhall/ai-contracts';
import type { MissedQuestion } from '@studyhall/ai-contracts';
import { describe, expect, it } from 'vitest';
import { checkQuestion } from '../question-checks.js';
import { retryQuestion } from './retry-question.js';

const numeric: MissedQuestion = {
  questionText: 'A surfer rides a wave at 2.5 meters per second for 4 seconds. How many meters does she travel?',
  options: ['6.5 meters', '10 meters', '1,000 meters', '8 meters'],
  correctAnswer: 1,
  explanation: 'Distance = rate × time = 2.5 × 4 = 10 meters.',
  solutionSteps: ['Multiply rate by time: 2.5 × 4 = 10 meters.'],
  difficultyLevelInt: 3,
};

const cloze: MissedQuestion = {
  questionText: 'Fill in the missing key term: "The _____ are the organelles where cellular respiration happens."',
  options: ['Chlorophyll', 'Mitochondria', 'Stoma', 'Photosynthesis'],
  correctAnswer: 1,
};

describe('retry fill-in-the-blank questions', () => {
  it('turns a missed numeric question into a checked blank that accepts equivalent answers', () => {
    const question = retryQuestion({ missedQuestion: numeric, theme: 'X-Games', variant: 0 });
    expect(checkQuestion(question).ok).toBe(true);
    expect(question.questionText).toMatch(/_____$/);
    expect(question.questionText).toContain('in meters');
    expect(question.difficultyLevelInt).toBe(3);
    for (const answer of ['10', '10 meters', '10.0', ' 10 ']) expect(isAnswerCorrect(answer, question.acceptedAnswers)).toBe(true);
    expect(isAnswerCorrect('100', question.acceptedAnswers)).toBe(false);
    expect(question.solutionSteps).toEqual(numeric.solutionSteps);
  });

  it('keeps the blank of a cloze question and accepts the term in any case', () => {
    const question = retryQuestion({ missedQuestion: cloze, theme: 'Science', variant: 1 });
    expect(checkQuestion(question).ok).toBe(true);
    expect(question.questionText).toContain('"The _____ are the organelles');
    expect(isAnswerCorrect('mitochondria', question.acceptedAnswers)).toBe(true);
    expect(isAnswerCorrect('chlorophyll', question.acceptedAnswers)).toBe(false);
    expect(question.explanation).toContain('Mitochondria');
  });
});

import { describe, expect, it } from 'vitest';
import {
  HomeworkSolutionRequestSchema,
  LessonQuestionsRequestSchema,
  LessonSummaryRequestSchema,
  MultipleChoiceQuestionSchema,
  QuizSetsRequestSchema,
  toDifficultyInt,
} from './index.js';

describe('AI contracts', () => {
  it('applies the product defaults (spec §9)', () => {
    expect(QuizSetsRequestSchema.parse({ lessonText: 'Some lesson text.', lessonTitle: 'T' })).toMatchObject({
      quizCount: 2, questionsPerQuiz: 10, theme: 'X-Games',
    });
    expect(LessonQuestionsRequestSchema.parse({ lessonText: 'Some lesson text.' })).toMatchObject({ count: 5, difficulty: 3 });
    expect(HomeworkSolutionRequestSchema.parse({ text: '2x = 4' }).gradeLevel).toBe('7th');
  });

  it('rejects out-of-range requests', () => {
    expect(QuizSetsRequestSchema.safeParse({ lessonText: 'x', lessonTitle: 'T', quizCount: 6 }).success).toBe(false);
    expect(LessonSummaryRequestSchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(LessonSummaryRequestSchema.safeParse({ text: 'ok', theme: 'Hockey' }).success).toBe(false);
    expect(HomeworkSolutionRequestSchema.safeParse({ text: 'x', gradeLevel: '5th' }).success).toBe(false);
  });

  it('accepts difficulty as 1-5 or as the lesson words', () => {
    expect(['beginner', 'intermediate', 'advanced', 4].map((d) => toDifficultyInt(LessonQuestionsRequestSchema.parse({ lessonText: 'x', difficulty: d }).difficulty))).toEqual([1, 3, 5, 4]);
  });

  it('holds questions to spec §3: four options, index 0-3, text and explanation of 10+ characters', () => {
    const question = {
      questionType: 'multiple-choice', questionText: 'What is 2 + 2 here?', options: ['1', '2', '3', '4'], correctAnswer: 3,
      explanation: 'Two plus two is four.', solutionSteps: ['2 + 2 = 4'], difficultyLevelInt: 1,
    };
    expect(MultipleChoiceQuestionSchema.safeParse(question).success).toBe(true);
    expect(MultipleChoiceQuestionSchema.safeParse({ ...question, options: ['1', '2', '3'] }).success).toBe(false);
    expect(MultipleChoiceQuestionSchema.safeParse({ ...question, correctAnswer: 4 }).success).toBe(false);
    expect(MultipleChoiceQuestionSchema.safeParse({ ...question, explanation: 'Four.' }).success).toBe(false);
  });
});

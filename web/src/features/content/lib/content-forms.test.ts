import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { integerOf, questionCountOf } from './form-numbers';
import { generateQuestionsErrorToast } from './generate-error';
import { emptyLessonForm, lessonRequestOf, validateLessonForm } from './lesson-form';
import { emptyQuestionForm, validateQuestionForm } from './question-form';

describe('Add Lesson form', () => {
  it('names every missing field with the spec message', () => {
    expect(validateLessonForm({ ...emptyLessonForm, estimatedTime: '', order: '' })).toEqual({
      topicId: 'Please select a topic',
      title: 'Please enter a lesson title',
      content: 'Please enter lesson content (minimum 10 characters)',
      estimatedTime: 'Please enter estimated time',
      order: 'Please enter lesson order',
    });
  });

  it('caps the time at 300 minutes and accepts a complete lesson', () => {
    const values = { ...emptyLessonForm, topicId: 't1', title: 'Slopes', content: 'Rise over run, on a ramp.' };
    expect(validateLessonForm({ ...values, estimatedTime: '301' })).toEqual({ estimatedTime: 'Maximum 300 minutes' });
    expect(validateLessonForm(values)).toEqual({});
    expect(lessonRequestOf(values)).toEqual({
      topicId: 't1',
      title: 'Slopes',
      content: 'Rise over run, on a ramp.',
      difficultyLevel: 'intermediate',
      estimatedTime: 15,
      order: 1,
      diagramUrl: null,
    });
  });

  it('parses number inputs as integers, empty as 0, and question counts default to 5', () => {
    expect(integerOf('12')).toBe(12);
    expect(integerOf('7.9')).toBe(7);
    expect(integerOf('')).toBe(0);
    expect(questionCountOf('abc')).toBe(5);
    expect(questionCountOf('3')).toBe(3);
  });
});

describe('Add Quiz form', () => {
  it('names every problem with the spec message', () => {
    expect(validateQuestionForm({ ...emptyQuestionForm, options: ['A', '', 'C', ''], questionText: 'Too short' })).toEqual({
      lessonId: 'Please select a lesson',
      questionText: 'Question must be at least 10 characters',
      options: [undefined, 'Option 2 is required', undefined, 'Option 4 is required'],
      explanation: 'Explanation must be at least 10 characters',
    });
  });
});

describe('question generation errors', () => {
  it('titles a 429 Rate Limit Exceeded and puts the support hint after a blank line', () => {
    const error = new ApiError(429, 'Too Many Requests', JSON.stringify({ message: 'Daily AI limit reached.', supportHint: 'Try again tomorrow.' }));
    expect(generateQuestionsErrorToast(error)).toEqual({
      title: 'Rate Limit Exceeded',
      description: 'Daily AI limit reached.\n\nTry again tomorrow.',
    });
  });

  it('falls back to Failed to generate questions under the title Error', () => {
    expect(generateQuestionsErrorToast(new ApiError(502, 'Bad Gateway', ''))).toEqual({
      title: 'Error',
      description: 'Failed to generate questions',
    });
  });
});

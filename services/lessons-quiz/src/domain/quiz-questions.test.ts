import { UpstreamFailed } from '@studyhall/platform/errors';
import { describe, expect, it, vi } from 'vitest';
import type { LessonAi } from './lesson-ai.js';
import type { Lesson } from './lessons.js';
import { pickQuestion, type PickDeps } from './quiz-questions.js';

const lesson: Lesson = {
  id: 'l1', topicId: null, userId: 'u1', title: 'Fractions', content: 'A fraction names part of a whole.', difficultyLevel: null, estimatedTime: null,
  order: null, diagramUrl: null, sourceFileName: null, wordProblemTheme: null, subject: null, uploadedAt: null, isPublic: false,
};
const generated = {
  questionText: 'What is 1/2 + 1/4?', questionType: 'multiple-choice' as const, options: ['3/4', '1/6', '2/6', '1'], correctAnswer: 0,
  explanation: 'Common denominator', solutionSteps: ['1/2 = 2/4', '2/4 + 1/4 = 3/4'], difficultyLevelInt: 2,
};

function depsWith(nextQuestion: LessonAi['nextQuestion']): PickDeps {
  return { questions: { listForLesson: async () => [] } as unknown as PickDeps['questions'], ai: { nextQuestion } as LessonAi };
}

describe('pickQuestion from the AI engine', () => {
  it('asks again with another variant when the engine found no valid question', async () => {
    const nextQuestion = vi.fn<LessonAi['nextQuestion']>()
      .mockRejectedValueOnce(new UpstreamFailed('Could not generate a valid question. Please try again.'))
      .mockResolvedValueOnce({ question: generated });
    const question = await pickQuestion(depsWith(nextQuestion), 'u1', lesson, 2, []);
    expect(question).toMatchObject({ questionText: generated.questionText, questionType: 'multiple-choice' });
    expect(nextQuestion.mock.calls.map(([, request]) => request.variant)).toEqual([0, 1]);
  });

  it('gives up after three variants, and does not retry a timeout', async () => {
    const failing = vi.fn<LessonAi['nextQuestion']>().mockRejectedValue(new UpstreamFailed('Could not generate a valid question. Please try again.'));
    await expect(pickQuestion(depsWith(failing), 'u1', lesson, 2, [])).rejects.toThrow('Could not generate');
    expect(failing).toHaveBeenCalledTimes(3);
    const slow = vi.fn<LessonAi['nextQuestion']>().mockRejectedValue(new UpstreamFailed('The AI assistant took too long to answer. Please try again.', 504));
    await expect(pickQuestion(depsWith(slow), 'u1', lesson, 2, [])).rejects.toThrow('took too long');
    expect(slow).toHaveBeenCalledTimes(1);
  });
});

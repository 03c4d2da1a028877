import { describe, expect, it } from 'vitest';
import type { CustomQuiz } from '@studyhall/api-contracts/lessons';
import { customQuizReducer, generateQuizzesLabel, initialCustomQuizState, type CustomQuizState } from './custom-quiz-state';

const quiz = (n: number): CustomQuiz => ({ quizId: `q${n}`, quizNumber: n, questions: [] });
const lesson = { lesson: 'Photosynthesis turns light into sugar.', fileName: 'bio.pdf', title: 'Photosynthesis', uploadKey: 'uploads/u1/k1' };

function through(...actions: Parameters<typeof customQuizReducer>[1][]): CustomQuizState {
  return actions.reduce(customQuizReducer, initialCustomQuizState);
}

describe('custom quiz flow', () => {
  it('starts on upload with X-Games and two quizzes', () => {
    expect(initialCustomQuizState).toMatchObject({ view: 'upload', theme: 'X-Games', quizCount: 2, quizzes: [] });
  });

  it('goes upload → lesson → saved → quiz selection → quiz → back to selection with the score', () => {
    let state = through(
      { type: 'generationStarted' },
      { type: 'lessonGenerated', lesson },
      { type: 'lessonSaved', lessonId: 'L1' },
      { type: 'quizCountChosen', quizCount: 3 },
      { type: 'quizzesGenerated', quizzes: [quiz(1), quiz(2), quiz(3)] },
    );
    expect(state).toMatchObject({ view: 'quizSelection', savedLessonId: 'L1', quizCount: 3 });
    state = customQuizReducer(state, { type: 'quizStarted', index: 1 });
    expect(state).toMatchObject({ view: 'quiz', activeQuiz: 1 });
    state = customQuizReducer(state, { type: 'quizFinished', result: { score: 7, total: 10 } });
    expect(state).toMatchObject({ view: 'quizSelection', activeQuiz: null, results: { q2: { score: 7, total: 10 } } });
  });

  it('forgets the saved lesson and quizzes when generation starts again', () => {
    const state = through(
      { type: 'lessonGenerated', lesson },
      { type: 'lessonSaved', lessonId: 'L1' },
      { type: 'quizzesGenerated', quizzes: [quiz(1)] },
      { type: 'generationStarted' },
    );
    expect(state.savedLessonId).toBeNull();
    expect(state.quizzes).toEqual([]);
  });

  it('Upload Another File clears file, theme, lesson, saved state, quiz count and quizzes', () => {
    const file = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    const state = through(
      { type: 'fileChosen', file },
      { type: 'themeChosen', theme: 'Astronomy' },
      { type: 'lessonGenerated', lesson },
      { type: 'lessonSaved', lessonId: 'L1' },
      { type: 'quizCountChosen', quizCount: 5 },
      { type: 'quizzesGenerated', quizzes: [quiz(1)] },
      { type: 'reset' },
    );
    expect(state).toEqual(initialCustomQuizState);
  });

  it('labels the button by count', () => {
    expect(generateQuizzesLabel(1)).toBe('Generate 1 Quiz');
    expect(generateQuizzesLabel(4)).toBe('Generate 4 Quizzes');
  });
});

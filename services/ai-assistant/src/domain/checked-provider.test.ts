import type { MultipleChoiceQuestion } from '@studyhall/ai-contracts';
import { describe, expect, it } from 'vitest';
import { NoQuestionAvailableError, type AiProvider } from './ai-provider.js';
import { withQuestionChecks } from './checked-provider.js';
import { withoutWorkedExample } from './render-summary.js';
import { LocalAiProvider } from './local/local-ai-provider.js';

const lessonText = 'Speed is the distance travelled per unit of time.';

/** Every call of the local provider passed on as it is; tests replace the question calls. */
function passThrough(local: LocalAiProvider): AiProvider {
  return {
    name: 'local',
    summarizeLesson: (r) => local.summarizeLesson(r),
    solveHomework: (r) => local.solveHomework(r),
    studyChat: (r) => local.studyChat(r),
    retryQuestion: (r) => local.retryQuestion(r),
    generateLessonQuestions: (r) => local.generateLessonQuestions(r),
    generateQuizSets: (r) => local.generateQuizSets(r),
    nextAdaptiveQuestion: (r) => local.nextAdaptiveQuestion(r),
  };
}

/** The local provider with every other question given a wrong key, like a careless model. */
function carelessProvider(): AiProvider {
  const local = new LocalAiProvider();
  const spoil = (q: MultipleChoiceQuestion, i: number): MultipleChoiceQuestion =>
    i % 2 === 0 ? { ...q, correctAnswer: (q.correctAnswer + 1) % 4 } : q;
  return {
    ...passThrough(local),
    generateLessonQuestions: async (r) => {
      const result = await local.generateLessonQuestions(r);
      return { ...result, questions: result.questions.map(spoil) };
    },
    generateQuizSets: async (r) => {
      const result = await local.generateQuizSets(r);
      return { ...result, quizzes: result.quizzes.map((quiz) => ({ ...quiz, questions: quiz.questions.map(spoil) })) };
    },
    nextAdaptiveQuestion: async (r) => ({ question: spoil((await local.nextAdaptiveQuestion(r)).question, 0) }),
  };
}

describe('withQuestionChecks', () => {
  const checked = withQuestionChecks(carelessProvider());

  it('drops wrong keys, regenerates the missing questions and counts honestly', async () => {
    const { questions, report } = await checked.generateLessonQuestions({
      lessonText, count: 6, difficulty: 2, theme: 'Football', avoidQuestionTexts: [], variant: 0,
    });
    expect(report.dropped).toBeGreaterThan(0);
    expect(report.delivered).toBe(questions.length);
    expect(report.requested).toBe(6);
    expect(questions.length).toBeGreaterThanOrEqual(5);
  });

  it('refills quizzes after dropping bad questions, within bounded attempts, and says so', async () => {
    const { quizzes, report } = await checked.generateQuizSets({ lessonText, lessonTitle: 'Speed', quizCount: 2, questionsPerQuiz: 10, theme: 'Anatomy' });
    // Per quiz: 10 candidates → 5 kept; refill 5 → 2 kept; refill 3 → 1 kept; then attempts run out.
    expect(quizzes.map((q) => q.questions.length)).toEqual([8, 8]);
    expect(report).toEqual({ requested: 20, delivered: 16, dropped: 20 });
  });

  it('reports no question at all as an error instead of a wrong one', async () => {
    await expect(
      checked.nextAdaptiveQuestion({ lessonText, difficulty: 3, theme: 'Science', previousQuestionTexts: [], variant: 0 }),
    ).rejects.toBeInstanceOf(NoQuestionAvailableError);
  });
});

describe('questions about a saved lesson', () => {
  const passage = [
    'Photosynthesis is the process by which green plants make glucose from light, water and carbon dioxide.',
    'Chlorophyll is the green pigment in chloroplasts that absorbs the light energy plants use.',
    'The stomata are small openings in the leaf that let carbon dioxide in and oxygen out.',
    'Glucose made in the leaves is carried to the rest of the plant and stored as starch.',
    'Without light, the chloroplasts cannot make glucose, so the plant uses its stored starch.',
  ].join(' ');

  it('never ask about the worked example the summary wrote into the lesson', async () => {
    const local = new LocalAiProvider();
    const { lessonText: saved } = await local.summarizeLesson({ text: passage, theme: 'Football' });
    expect(saved).toMatch(/Worked example \(Football\):/);
    const seen: string[] = [];
    const spy: AiProvider = {
      ...passThrough(local),
      generateLessonQuestions: (r) => (seen.push(r.lessonText), local.generateLessonQuestions(r)),
      generateQuizSets: (r) => (seen.push(r.lessonText), local.generateQuizSets(r)),
      nextAdaptiveQuestion: (r) => (seen.push(r.lessonText), local.nextAdaptiveQuestion(r)),
    };
    const checked = withQuestionChecks(spy);
    const { quizzes } = await checked.generateQuizSets({ lessonText: saved, lessonTitle: 'Photosynthesis', quizCount: 3, questionsPerQuiz: 10, theme: 'Football' });
    await checked.generateLessonQuestions({ lessonText: saved, count: 5, difficulty: 2, theme: 'Football', avoidQuestionTexts: [], variant: 0 });
    await checked.nextAdaptiveQuestion({ lessonText: saved, difficulty: 3, theme: 'Football', previousQuestionTexts: [], variant: 0 });
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const text of seen) {
      expect(text).not.toMatch(/Worked example|Answer:/);
      expect(text).toMatch(/Chlorophyll/);
    }
    const texts = quizzes.flatMap((quiz) => quiz.questions.map((q) => `${q.questionText} ${q.options.join(' ')}`));
    expect(texts.join('\n')).not.toMatch(/Worked example/);
  });

  it('keep a lesson that is nothing but such an example', () => {
    const only = 'Worked example (Golf):\nA golfer hits 3 balls 40 yards each. How far in all?\n1. 3 × 40 = 120.\nAnswer: 120 yards';
    expect(withoutWorkedExample(only)).toBe(only);
    expect(withoutWorkedExample(`Speed is distance per time.\n\n${only}\n`)).toBe('Speed is distance per time.');
  });
});

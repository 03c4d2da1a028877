import fc from 'fast-check';
import { LessonSummarySchema, THEMES, type DifficultyInt, type Theme } from '@studyhall/ai-contracts';
import { describe, expect, it } from 'vitest';
import { checkQuestion } from '../question-checks.js';
import { HISTORY, PHOTOSYNTHESIS } from './__fixtures__/lessons.js';
import { independentKeyProblems } from './__fixtures__/independent-key-check.js';
import { LocalAiProvider } from './local-ai-provider.js';

const provider = new LocalAiProvider();
const theme = fc.constantFrom<Theme>(...THEMES);
const level = fc.integer({ min: 1, max: 5 }) as fc.Arbitrary<DifficultyInt>;
const lesson = fc.tuple(fc.constantFrom(PHOTOSYNTHESIS, HISTORY, 'Fractions compare parts of a whole.'), fc.integer()).map(
  ([text, seed]) => `${text}\nPractice set ${seed}.`,
);

describe('local provider questions (property)', () => {
  it('for every theme × difficulty × seed: well-formed, key right, no duplicates', async () => {
    await fc.assert(
      fc.asyncProperty(theme, level, lesson, async (t, l, text) => {
        const { questions, report } = await provider.generateLessonQuestions({
          lessonText: text, count: 10, difficulty: l, theme: t, avoidQuestionTexts: [], variant: 0,
        });
        expect(report.delivered).toBe(questions.length);
        expect(questions).toHaveLength(10);
        expect(new Set(questions.map((q) => q.questionText)).size).toBe(10);
        for (const question of questions) {
          expect(checkQuestion(question).ok).toBe(true);
          expect(question.difficultyLevelInt).toBe(l);
          expect(independentKeyProblems(question, text), question.questionText).toEqual([]);
        }
      }),
      { numRuns: 120 },
    );
  });

  it('quiz sets: count × 10 questions, easy to hard, never a repeated question', async () => {
    await fc.assert(
      fc.asyncProperty(theme, lesson, fc.integer({ min: 1, max: 5 }), async (t, text, quizCount) => {
        const { quizzes, report } = await provider.generateQuizSets({ lessonText: text, lessonTitle: 'Lesson', quizCount, questionsPerQuiz: 10, theme: t });
        expect(quizzes.map((q) => q.quizNumber)).toEqual(Array.from({ length: quizCount }, (_, i) => i + 1));
        const all = quizzes.flatMap((q) => q.questions);
        expect(report).toEqual({ requested: quizCount * 10, delivered: all.length, dropped: 0 });
        expect(new Set(all.map((q) => q.questionText)).size).toBe(all.length);
        for (const quiz of quizzes) {
          expect(quiz.questions).toHaveLength(10);
          expect(quiz.questions[0]?.difficultyLevelInt).toBe(1);
          expect(quiz.questions[9]?.difficultyLevelInt).toBe(5);
          for (const q of quiz.questions) expect(independentKeyProblems(q, text)).toEqual([]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('adaptive next question: the asked difficulty and never one of the previous questions', async () => {
    const previous: string[] = [];
    for (let i = 0; i < 25; i++) {
      const difficulty = ((i % 5) + 1) as DifficultyInt;
      const { question } = await provider.nextAdaptiveQuestion({ lessonText: PHOTOSYNTHESIS, difficulty, theme: 'Astronomy', previousQuestionTexts: previous, variant: 0 });
      expect(previous).not.toContain(question.questionText);
      expect(question.difficultyLevelInt).toBe(difficulty);
      previous.push(question.questionText);
    }
  });
});

describe('local provider on arbitrary text (property)', () => {
  it('never crashes and never returns an unchecked question, whatever the lesson text', async () => {
    const text = fc.oneof(fc.string({ minLength: 1, maxLength: 400 }), fc.lorem({ maxCount: 40, mode: 'sentences' }), fc.constantFrom('   ', '!!!', '42', '<b>x</b>'));
    await fc.assert(
      fc.asyncProperty(text, theme, level, async (lessonText, t, l) => {
        const { questions } = await provider.generateLessonQuestions({ lessonText, count: 5, difficulty: l, theme: t, avoidQuestionTexts: [], variant: 0 });
        expect(questions).toHaveLength(5);
        for (const q of questions) expect(checkQuestion(q).ok).toBe(true);
        const summary = await provider.summarizeLesson({ text: lessonText, theme: t });
        expect(summary.summaryHtml).not.toMatch(/<script/i);
        expect(LessonSummarySchema.safeParse(summary).success).toBe(true);
        const chat = await provider.studyChat({ messages: [{ role: 'user', content: lessonText }], lessonContext: lessonText });
        expect(chat.response.trim().length).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });
});

describe('local provider behaviour', () => {
  it('is deterministic for the same input and varies with the variant', async () => {
    const request = { lessonText: PHOTOSYNTHESIS, count: 5, difficulty: 'intermediate' as const, theme: 'Football' as const, avoidQuestionTexts: [], variant: 0 };
    const first = await provider.generateLessonQuestions(request);
    expect(await provider.generateLessonQuestions(request)).toEqual(first);
    const other = await provider.generateLessonQuestions({ ...request, variant: 1 });
    expect(other.questions.map((q) => q.questionText)).not.toEqual(first.questions.map((q) => q.questionText));
    expect(first.questions.every((q) => q.difficultyLevelInt === 3)).toBe(true);
  });

  it('uses the lesson: concept questions quote its key terms', async () => {
    const { quizzes } = await provider.generateQuizSets({ lessonText: PHOTOSYNTHESIS, lessonTitle: 'Photosynthesis', quizCount: 3, questionsPerQuiz: 10, theme: 'Science' });
    const concept = quizzes.flatMap((q) => q.questions).filter((q) => !q.check);
    expect(concept.length).toBeGreaterThanOrEqual(3);
    expect(concept.some((q) => q.options.includes('Chlorophyll') || q.options.includes('Photosynthesis'))).toBe(true);
  });
});

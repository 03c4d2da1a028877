import { z } from 'zod';
import {
  DEFAULT_THEME,
  DifficultyInputSchema,
  DifficultyIntSchema,
  SourceTextSchema,
  ThemeSchema,
} from './common.js';
import {
  FillInBlankQuestionSchema,
  GenerationReportSchema,
  MultipleChoiceQuestionSchema,
} from './question.js';

const QuestionTextListSchema = z.array(z.string()).max(500).default([]);

/** Regeneration counter: 0 first; the question checks raise it to ask for different candidates. */
const VariantSchema = z.number().int().min(0).max(100).default(0);

/** Custom quizzes: quizCount × questionsPerQuiz questions in one theme (spec §2, §9). */
export const QuizSetsRequestSchema = z.object({
  lessonText: SourceTextSchema,
  lessonTitle: z.string().trim().min(1).max(200),
  quizCount: z.number().int().min(1).max(5).default(2),
  questionsPerQuiz: z.number().int().min(1).max(20).default(10),
  theme: ThemeSchema.default(DEFAULT_THEME),
});
export type QuizSetsRequest = z.infer<typeof QuizSetsRequestSchema>;
export type QuizSetsRequestInput = z.input<typeof QuizSetsRequestSchema>;

export const QuizSetSchema = z.object({
  quizNumber: z.number().int().min(1),
  questions: z.array(MultipleChoiceQuestionSchema),
});
export type QuizSet = z.infer<typeof QuizSetSchema>;

export const QuizSetsResponseSchema = z.object({
  quizzes: z.array(QuizSetSchema),
  report: GenerationReportSchema,
});
export type QuizSetsResponse = z.infer<typeof QuizSetsResponseSchema>;

/** Content management's AI question generator (default 5 questions). */
export const LessonQuestionsRequestSchema = z.object({
  lessonText: SourceTextSchema,
  lessonTitle: z.string().trim().max(200).optional(),
  count: z.number().int().min(1).max(20).default(5),
  difficulty: DifficultyInputSchema.default(3),
  theme: ThemeSchema.default(DEFAULT_THEME),
  /** Question texts the caller already has; the provider must not repeat them. */
  avoidQuestionTexts: QuestionTextListSchema,
  variant: VariantSchema,
});
export type LessonQuestionsRequest = z.infer<typeof LessonQuestionsRequestSchema>;
export type LessonQuestionsRequestInput = z.input<typeof LessonQuestionsRequestSchema>;

export const LessonQuestionsResponseSchema = z.object({
  questions: z.array(MultipleChoiceQuestionSchema),
  report: GenerationReportSchema,
});
export type LessonQuestionsResponse = z.infer<typeof LessonQuestionsResponseSchema>;

/** Progressive quiz: one question at the session's current difficulty, never a repeat. */
export const NextQuestionRequestSchema = z.object({
  lessonText: SourceTextSchema,
  lessonTitle: z.string().trim().max(200).optional(),
  difficulty: DifficultyIntSchema,
  theme: ThemeSchema.default(DEFAULT_THEME),
  previousQuestionTexts: QuestionTextListSchema,
  variant: VariantSchema,
});
export type NextQuestionRequest = z.infer<typeof NextQuestionRequestSchema>;
export type NextQuestionRequestInput = z.input<typeof NextQuestionRequestSchema>;

export const NextQuestionResponseSchema = z.object({ question: MultipleChoiceQuestionSchema });
export type NextQuestionResponse = z.infer<typeof NextQuestionResponseSchema>;

/** The question the student just missed, as stored in quiz_attempts. */
export const MissedQuestionSchema = z.object({
  questionText: z.string().trim().min(1),
  options: z.array(z.string()).length(4),
  correctAnswer: z.number().int().min(0).max(3),
  explanation: z.string().optional(),
  solutionSteps: z.array(z.string()).optional(),
  difficultyLevelInt: DifficultyIntSchema.optional(),
});
export type MissedQuestion = z.infer<typeof MissedQuestionSchema>;

/** Adaptive quiz: a fill-in-the-blank retry built from a missed question. */
export const RetryQuestionRequestSchema = z.object({
  missedQuestion: MissedQuestionSchema,
  lessonText: z.string().max(200_000).optional(),
  theme: ThemeSchema.default(DEFAULT_THEME),
  variant: VariantSchema,
});
export type RetryQuestionRequest = z.infer<typeof RetryQuestionRequestSchema>;
export type RetryQuestionRequestInput = z.input<typeof RetryQuestionRequestSchema>;

export const RetryQuestionResponseSchema = z.object({ question: FillInBlankQuestionSchema });
export type RetryQuestionResponse = z.infer<typeof RetryQuestionResponseSchema>;

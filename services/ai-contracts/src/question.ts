import { z } from 'zod';
import { DifficultyIntSchema } from './common.js';

/**
 * A computable check for numeric questions: a mathjs expression whose value is the correct answer
 * (e.g. "(120 - 45) / 3"). The shared question checks evaluate it and compare with the key, so a
 * wrong key never reaches a student, whichever provider wrote the question.
 */
export const NumericCheckSchema = z.object({
  expression: z.string().min(1),
  /** Allowed absolute difference when comparing the evaluated value with the keyed answer. */
  tolerance: z.number().nonnegative().optional(),
});
export type NumericCheck = z.infer<typeof NumericCheckSchema>;

const questionBase = {
  questionText: z.string().trim().min(10),
  explanation: z.string().trim().min(10),
  solutionSteps: z.array(z.string().trim().min(1)).min(1),
  difficultyLevelInt: DifficultyIntSchema,
  check: NumericCheckSchema.nullable().optional(),
};

/** Spec §3: four options, correct index 0-3. */
export const MultipleChoiceQuestionSchema = z.object({
  ...questionBase,
  questionType: z.literal('multiple-choice'),
  options: z.array(z.string().trim().min(1)).length(4),
  correctAnswer: z.number().int().min(0).max(3),
});
export type MultipleChoiceQuestion = z.infer<typeof MultipleChoiceQuestionSchema>;

/** Free-text retry question of the adaptive quiz; any accepted answer counts (tolerant compare). */
export const FillInBlankQuestionSchema = z.object({
  ...questionBase,
  questionType: z.literal('fill-in-blank'),
  acceptedAnswers: z.array(z.string().trim().min(1)).min(1),
});
export type FillInBlankQuestion = z.infer<typeof FillInBlankQuestionSchema>;

export const GeneratedQuestionSchema = z.discriminatedUnion('questionType', [
  MultipleChoiceQuestionSchema,
  FillInBlankQuestionSchema,
]);
export type GeneratedQuestion = z.infer<typeof GeneratedQuestionSchema>;

/** Honest bookkeeping returned with every batch of generated questions. */
export const GenerationReportSchema = z.object({
  requested: z.number().int().nonnegative(),
  delivered: z.number().int().nonnegative(),
  dropped: z.number().int().nonnegative(),
});
export type GenerationReport = z.infer<typeof GenerationReportSchema>;

import { z } from 'zod';
import { DEFAULT_GRADE_LEVEL, GradeLevelSchema, SourceTextSchema } from './common.js';

export const HomeworkSolutionRequestSchema = z.object({
  text: SourceTextSchema,
  gradeLevel: GradeLevelSchema.default(DEFAULT_GRADE_LEVEL),
  title: z.string().trim().max(200).optional(),
});
export type HomeworkSolutionRequest = z.infer<typeof HomeworkSolutionRequestSchema>;
export type HomeworkSolutionRequestInput = z.input<typeof HomeworkSolutionRequestSchema>;

export const PROBLEM_KINDS = [
  'arithmetic',
  'fraction',
  'percentage',
  'linear-equation',
  'linear-system',
  'unsolved',
] as const;
export const ProblemKindSchema = z.enum(PROBLEM_KINDS);
export type ProblemKind = z.infer<typeof ProblemKindSchema>;

/** What a student gets instead of an invented answer when a problem cannot be solved. */
export const StudyGuideSchema = z.object({
  restatedQuestion: z.string().min(1),
  keyWords: z.array(z.string()),
  approachSteps: z.array(z.string()).min(1),
  whereToLook: z.array(z.string()).min(1),
});
export type StudyGuide = z.infer<typeof StudyGuideSchema>;

export const SolvedProblemSchema = z.object({
  number: z.number().int().min(1),
  statement: z.string().min(1),
  kind: ProblemKindSchema,
  solved: z.boolean(),
  /** Final answer as text (e.g. "x = 4", "3/4", "12"); null when not solved. */
  answer: z.string().nullable(),
  steps: z.array(z.string()),
  studyGuide: StudyGuideSchema.nullable(),
});
export type SolvedProblem = z.infer<typeof SolvedProblemSchema>;

export const HomeworkSolutionSchema = z.object({
  gradeLevel: GradeLevelSchema,
  /** Markdown-ish text stored as homework.solvedContent and shown on HomeGen. */
  solvedContent: z.string().min(1),
  problems: z.array(SolvedProblemSchema),
});
export type HomeworkSolution = z.infer<typeof HomeworkSolutionSchema>;

import { z } from 'zod';
import { DEFAULT_THEME, SourceTextSchema, ThemeSchema } from './common.js';

export const LessonSummaryRequestSchema = z.object({
  text: SourceTextSchema,
  theme: ThemeSchema.default(DEFAULT_THEME),
  fileName: z.string().trim().max(255).optional(),
});
export type LessonSummaryRequest = z.infer<typeof LessonSummaryRequestSchema>;
export type LessonSummaryRequestInput = z.input<typeof LessonSummaryRequestSchema>;

export const KeyTermSchema = z.object({
  term: z.string().trim().min(1),
  /** The lesson sentence (or model text) that defines the term. Plain text, not HTML. */
  definition: z.string().trim().min(1),
});
export type KeyTerm = z.infer<typeof KeyTermSchema>;

export const WorkedExampleSchema = z.object({
  problem: z.string().trim().min(1),
  steps: z.array(z.string().trim().min(1)).min(1),
  answer: z.string().trim().min(1),
});
export type WorkedExample = z.infer<typeof WorkedExampleSchema>;

export const LessonSummarySchema = z.object({
  title: z.string().trim().min(1).max(200),
  keyIdeas: z.array(z.string().trim().min(1)),
  keyTerms: z.array(KeyTermSchema),
  workedExample: WorkedExampleSchema,
  /** HTML-safe rendering of the parts above (every piece of source text escaped). */
  summaryHtml: z.string().min(1),
  /** The lesson content the UI shows and stores (spec: lesson preview response `lesson`). */
  lessonText: z.string().min(1),
});
export type LessonSummary = z.infer<typeof LessonSummarySchema>;

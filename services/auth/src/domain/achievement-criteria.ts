// An achievement's `criteria` is stored JSON (spec §3 achievements.criteria): a threshold on one of
// the student's metrics, or several that must all hold. One evaluator reads every achievement, so a
// new achievement is a new catalogue entry, not new code.
import { z } from 'zod';

export const metricNames = [
  'quizzesCompleted', // progressive quizzes finished, all lessons
  'lessonsCompleted', // lessons with all their quizzes done
  'bestStreak', // the longest run of consecutive quiz days
  'perfectQuizzes', // quizzes with every answer correct
  'maxDifficulty', // the highest difficulty reached (1 Beginner … 5 Expert)
  'totalScore',
] as const;
export type Metric = (typeof metricNames)[number];
export type Metrics = Record<Metric, number>;

export type Criteria = { metric: Metric; atLeast: number } | { allOf: Criteria[] };

const thresholdSchema = z.strictObject({ metric: z.enum(metricNames), atLeast: z.number().int().min(1) });
export const CriteriaSchema: z.ZodType<Criteria> = z.union([
  thresholdSchema,
  z.strictObject({ allOf: z.array(z.lazy(() => CriteriaSchema)).min(1) }),
]);

/** Parses stored criteria; undefined when the JSON is not one this evaluator understands. */
export function parseCriteria(json: unknown): Criteria | undefined {
  const parsed = CriteriaSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

export function meets(criteria: Criteria, metrics: Metrics): boolean {
  if ('allOf' in criteria) return criteria.allOf.every((part) => meets(part, metrics));
  return metrics[criteria.metric] >= criteria.atLeast;
}

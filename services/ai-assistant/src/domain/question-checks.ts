import { evaluate } from 'mathjs';
import {
  GeneratedQuestionSchema,
  type GeneratedQuestion,
  type GenerationReport,
  type NumericCheck, normalizeAnswerText, numbersClose, parseDisplayedNumber } from '@studyhall/ai-contracts';

export type QuestionCheckResult =
  | { ok: true; question: GeneratedQuestion }
  | { ok: false; problems: string[] };

const SAFE_EXPRESSION = /^(?:[\d\s.+\-*/()^,]|sqrt|abs|round|floor|ceil|min|max|pi)+$/;

/** Evaluates a check expression with mathjs; only arithmetic is allowed. Null when unusable. */
export function evaluateCheckExpression(expression: string): number | null {
  if (!SAFE_EXPRESSION.test(expression)) return null;
  try {
    const value: unknown = evaluate(expression);
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** Runs on every generated question, whatever the provider. */
export function checkQuestion(candidate: unknown): QuestionCheckResult {
  const parsed = GeneratedQuestionSchema.safeParse(candidate);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((issue) => issue.message) };
  const question = parsed.data;
  const problems =
    question.questionType === 'multiple-choice'
      ? multipleChoiceProblems(question.options, question.correctAnswer, question.check)
      : fillInBlankProblems(question.acceptedAnswers, question.check);
  return problems.length === 0 ? { ok: true, question } : { ok: false, problems };
}

function multipleChoiceProblems(options: string[], correct: number, check?: NumericCheck | null): string[] {
  const problems: string[] = [];
  const distinct = new Set(options.map(normalizeAnswerText));
  if (distinct.size !== options.length || distinct.has('')) problems.push('options are not four distinct texts');
  if (!check) return problems;
  const expected = evaluateCheckExpression(check.expression);
  if (expected === null) return [...problems, `check expression cannot be evaluated: ${check.expression}`];
  const matching = options.flatMap((option, index) =>
    matchesValue(option, expected, check.tolerance) ? [index] : [],
  );
  if (!matching.includes(correct)) problems.push(`keyed option does not equal ${expected}`);
  if (matching.length > 1) problems.push('more than one option equals the computed answer');
  return problems;
}

function fillInBlankProblems(accepted: string[], check?: NumericCheck | null): string[] {
  if (!check) return [];
  const expected = evaluateCheckExpression(check.expression);
  if (expected === null) return [`check expression cannot be evaluated: ${check.expression}`];
  return accepted.some((answer) => matchesValue(answer, expected, check.tolerance))
    ? []
    : [`no accepted answer equals ${expected}`];
}

function matchesValue(text: string, expected: number, tolerance = 1e-6): boolean {
  const shown = parseDisplayedNumber(text);
  return shown !== null && numbersClose(shown.value, expected, tolerance);
}

export interface CheckedBatch<Q extends GeneratedQuestion> {
  questions: Q[];
  report: GenerationReport;
}

export interface GenerateCheckedOptions<Q extends GeneratedQuestion> {
  requested: number;
  /** Produces candidates; `attempt` starts at 0; `avoid` lists texts already accepted or given. */
  generate: (count: number, attempt: number, avoid: string[]) => Promise<readonly unknown[]>;
  accept: (question: GeneratedQuestion) => question is Q;
  avoid?: readonly string[];
  maxAttempts?: number;
}

/**
 * Keeps the candidates that pass `checkQuestion` and are not repeats, asks again for the missing
 * ones (bounded), and reports honestly how many were delivered and dropped.
 */
export async function generateChecked<Q extends GeneratedQuestion>(
  options: GenerateCheckedOptions<Q>,
): Promise<CheckedBatch<Q>> {
  const accepted: Q[] = [];
  const seen = new Set((options.avoid ?? []).map(normalizeAnswerText));
  let dropped = 0;
  const maxAttempts = options.maxAttempts ?? 3;
  for (let attempt = 0; attempt < maxAttempts && accepted.length < options.requested; attempt++) {
    const missing = options.requested - accepted.length;
    const avoid = [...(options.avoid ?? []), ...accepted.map((q) => q.questionText)];
    const candidates = await options.generate(missing, attempt, avoid);
    for (const candidate of candidates.slice(0, missing)) {
      const result = checkQuestion(candidate);
      const key = result.ok ? normalizeAnswerText(result.question.questionText) : '';
      if (result.ok && options.accept(result.question) && !seen.has(key) && accepted.length < options.requested) {
        seen.add(key);
        accepted.push(result.question);
      } else dropped++;
    }
  }
  return { questions: accepted, report: { requested: options.requested, delivered: accepted.length, dropped } };
}

export function isMultipleChoice(q: GeneratedQuestion): q is Extract<GeneratedQuestion, { questionType: 'multiple-choice' }> {
  return q.questionType === 'multiple-choice';
}

export function isFillInBlank(q: GeneratedQuestion): q is Extract<GeneratedQuestion, { questionType: 'fill-in-blank' }> {
  return q.questionType === 'fill-in-blank';
}

import type { CreateQuestionRequest } from '@studyhall/api-contracts/lessons';
import type { DifficultyLevel } from './difficulty';

// The Add Quiz form of spec §5 ("Question form"), with its messages word for word.

export type QuestionFormValues = {
  lessonId: string;
  questionText: string;
  options: [string, string, string, string];
  correctAnswer: number;
  difficultyLevel: DifficultyLevel;
  explanation: string;
};

export type QuestionFormErrors = Partial<Record<'lessonId' | 'questionText' | 'correctAnswer' | 'explanation', string>> & {
  options?: (string | undefined)[];
};

export const emptyQuestionForm: QuestionFormValues = {
  lessonId: '',
  questionText: '',
  options: ['', '', '', ''],
  correctAnswer: 0,
  difficultyLevel: 'beginner',
  explanation: '',
};

export function validateQuestionForm(values: QuestionFormValues): QuestionFormErrors {
  const errors: QuestionFormErrors = {};
  if (!values.lessonId) errors.lessonId = 'Please select a lesson';
  if (values.questionText.trim().length < 10) errors.questionText = 'Question must be at least 10 characters';
  const optionErrors = values.options.map((option, i) => (option.trim() ? undefined : `Option ${i + 1} is required`));
  if (optionErrors.some(Boolean)) errors.options = optionErrors;
  if (!Number.isInteger(values.correctAnswer) || values.correctAnswer < 0 || values.correctAnswer > 3) {
    errors.correctAnswer = 'Select which option is correct (0-3)';
  }
  if (values.explanation.trim().length < 10) errors.explanation = 'Explanation must be at least 10 characters';
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

export function questionRequestOf(values: QuestionFormValues): CreateQuestionRequest {
  return {
    lessonId: values.lessonId,
    questionText: values.questionText.trim(),
    options: values.options.map((o) => o.trim()) as CreateQuestionRequest['options'],
    correctAnswer: values.correctAnswer,
    explanation: values.explanation.trim(),
    difficultyLevel: values.difficultyLevel,
    diagramUrl: null,
  };
}

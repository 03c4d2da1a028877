import type { CreateLessonRequest } from '@studyhall/api-contracts/lessons';
import type { DifficultyLevel } from './difficulty';
import { integerOf } from './form-numbers';

// The Add Lesson form of spec §5 ("Lesson form"), with its messages word for word.

export type LessonFormValues = {
  topicId: string;
  title: string;
  content: string;
  difficultyLevel: DifficultyLevel;
  estimatedTime: string;
  order: string;
};

export type LessonFormErrors = Partial<Record<keyof LessonFormValues, string>>;

export const emptyLessonForm: LessonFormValues = {
  topicId: '',
  title: '',
  content: '',
  difficultyLevel: 'intermediate',
  estimatedTime: '15',
  order: '1',
};

export function validateLessonForm(values: LessonFormValues): LessonFormErrors {
  const errors: LessonFormErrors = {};
  if (!values.topicId) errors.topicId = 'Please select a topic';
  if (values.title.trim().length < 1) errors.title = 'Please enter a lesson title';
  if (values.content.trim().length < 10) errors.content = 'Please enter lesson content (minimum 10 characters)';
  const minutes = integerOf(values.estimatedTime);
  if (minutes < 1) errors.estimatedTime = 'Please enter estimated time';
  else if (minutes > 300) errors.estimatedTime = 'Maximum 300 minutes';
  if (integerOf(values.order) < 1) errors.order = 'Please enter lesson order';
  return errors;
}

export function lessonRequestOf(values: LessonFormValues): CreateLessonRequest {
  return {
    topicId: values.topicId,
    title: values.title.trim(),
    content: values.content,
    difficultyLevel: values.difficultyLevel,
    estimatedTime: integerOf(values.estimatedTime),
    order: integerOf(values.order),
    diagramUrl: null,
  };
}

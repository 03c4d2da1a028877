import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from '../../../lib/api-client';
import type {
  CreateLessonRequest,
  CreateQuestionRequest,
  GenerateQuestionsRequest,
  GenerateQuestionsResponse,
  Lesson,
  Topic,
} from '@studyhall/api-contracts/lessons';

// Content management's calls (spec §7): topics and lessons to pick from, create a lesson, generate
// AI questions for it, create a question by hand.

export const topicsQueryOptions = queryOptions({
  queryKey: ['/api/topics'],
  queryFn: async () => (await getJson<Topic[]>('/api/topics')) ?? [],
});

export function useTopics() {
  return useQuery(topicsQueryOptions);
}

export const lessonOptionsQueryOptions = queryOptions({
  queryKey: ['/api/lessons'],
  queryFn: async () => (await getJson<Lesson[]>('/api/lessons')) ?? [],
});

export function useLessons() {
  return useQuery(lessonOptionsQueryOptions);
}

export async function createLesson(input: CreateLessonRequest) {
  const res = await apiRequest('POST', '/api/lessons', input);
  return (await res.json()) as Lesson;
}

/** A new lesson joins the Add Quiz tab's lesson list. */
export function useCreateLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/lessons'] }),
  });
}

export async function generateQuestions({ lessonId, ...body }: GenerateQuestionsRequest & { lessonId: string }) {
  const res = await apiRequest('POST', `/api/lessons/${encodeURIComponent(lessonId)}/generate-questions`, body);
  return (await res.json()) as GenerateQuestionsResponse;
}

export function useGenerateQuestions() {
  return useMutation({ mutationFn: generateQuestions });
}

export async function createQuestion(input: CreateQuestionRequest) {
  await apiRequest('POST', '/api/questions', input);
}

export function useCreateQuestion() {
  return useMutation({ mutationFn: createQuestion });
}

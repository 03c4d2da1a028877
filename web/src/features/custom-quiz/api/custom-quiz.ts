import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { WordProblemTheme } from '../../../components/word-problem-themes';
import type { GenerateQuizzesResponse, LessonPreviewResponse, SaveLessonRequest, SaveLessonResponse } from '@studyhall/api-contracts/lessons';

// The upload flow's three calls (spec §7): preview a lesson from a file, save it, generate quizzes.

export async function generateLessonPreview(input: { file: File; wordProblemTheme: WordProblemTheme }) {
  const form = new FormData();
  form.append('file', input.file);
  form.append('wordProblemTheme', input.wordProblemTheme);
  const res = await apiRequest('POST', '/api/custom-quiz/generate-lesson-preview', form);
  return (await res.json()) as LessonPreviewResponse;
}

export function useGenerateLessonPreview() {
  return useMutation({ mutationFn: generateLessonPreview });
}

export async function saveLesson(input: SaveLessonRequest) {
  const res = await apiRequest('POST', '/api/custom-quiz/save-lesson', input);
  return (await res.json()) as SaveLessonResponse;
}

/** A saved lesson belongs in the dashboard and history lists: both are fetched again. */
export function useSaveLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLesson,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/lessons'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/lessons/history'] }),
      ]);
    },
  });
}

export async function generateQuizzes(input: { lessonId: string; quizCount: number }) {
  const url = `/api/lessons/${encodeURIComponent(input.lessonId)}/generate-quizzes`;
  const res = await apiRequest('POST', url, { quizCount: input.quizCount });
  return (await res.json()) as GenerateQuizzesResponse;
}

export function useGenerateQuizzes() {
  return useMutation({ mutationFn: generateQuizzes });
}

import type { Lesson, LessonProgress } from '@studyhall/api-contracts/lessons';
import type { AnswerRequest, AnswerResult, CompleteQuizResponse, QuizSession } from '@studyhall/api-contracts/quiz-sessions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getJson } from '../../../lib/api-client';
import { userQueryKey, type User } from '../../../lib/auth';
import { catchUpStanding } from '../lib/standing-catch-up';

// The progressive quiz's calls (spec §7): the lesson and its progress, start, answer, complete.

const lessonUrl = (lessonId: string) => `/api/lessons/${encodeURIComponent(lessonId)}`;

export const quizLessonQueryOptions = (lessonId: string) =>
  queryOptions({
    queryKey: ['/api/lessons', lessonId],
    queryFn: async () => (await getJson<Lesson>(lessonUrl(lessonId)))!,
  });

export function useQuizLesson(lessonId: string) {
  return useQuery(quizLessonQueryOptions(lessonId));
}

export const lessonProgressQueryOptions = (lessonId: string) =>
  queryOptions({
    queryKey: ['/api/lessons', lessonId, 'progress'],
    queryFn: async () => (await getJson<LessonProgress>(`${lessonUrl(lessonId)}/progress`))!,
  });

export function useLessonProgress(lessonId: string) {
  return useQuery(lessonProgressQueryOptions(lessonId));
}

/** The browser's time zone goes along so the streak counts the student's own calendar days. */
export function startQuiz(lessonId: string) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return apiJson<QuizSession>('POST', '/api/quiz-sessions/start', { lessonId, timeZone });
}

export function useStartQuiz() {
  return useMutation({ mutationFn: startQuiz });
}

const sessionUrl = (sessionId: string) => `/api/quiz-sessions/${encodeURIComponent(sessionId)}`;

/**
 * `idempotencyKey` names the question being answered (lib/progressive-quiz answerKeyOf): sent again
 * after a lost answer, the service returns the first result instead of counting the answer twice.
 */
export function answerQuestion({ sessionId, idempotencyKey, ...body }: AnswerRequest & { sessionId: string; idempotencyKey: string }) {
  return apiJson<AnswerResult>('POST', `${sessionUrl(sessionId)}/answer`, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useAnswerQuestion() {
  return useMutation({ mutationFn: answerQuestion });
}

/** One key per session: a Finish resent after a lost answer gets the first answer, not a 409. */
export function completeQuiz(sessionId: string) {
  return apiJson<CompleteQuizResponse>('POST', `${sessionUrl(sessionId)}/complete`, undefined, { headers: { 'Idempotency-Key': `${sessionId}:complete` } });
}

/**
 * Finishing refreshes the lesson's progress (spec §4) and, as auth counts the quiz from its event a
 * moment later, catches up with the user's score, streak and rank in the background.
 */
export function useCompleteQuiz(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeQuiz,
    onSuccess: () => {
      const before = queryClient.getQueryData<User | null>(userQueryKey);
      const rereadUser = async () => {
        await queryClient.refetchQueries({ queryKey: userQueryKey });
        return queryClient.getQueryData<User | null>(userQueryKey);
      };
      void catchUpStanding(before, rereadUser).catch(() => undefined);
      return queryClient.invalidateQueries({ queryKey: lessonProgressQueryOptions(lessonId).queryKey });
    },
  });
}

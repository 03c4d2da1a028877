// Every public /api call (product-spec §7 plus the auth paths), each with the service that owns it
// (ARCHITECTURE "Who owns what"). The gateway's route table, the OpenAPI document and the routers'
// agreement test all read this one list.
import { z } from 'zod';
import { AI_ERRORS, UPLOAD_ERRORS, created, noContent, ok, redirect, type ApiRoute } from './api-route.js';
import * as auth from './auth.js';
import {
  FollowingIdParamsSchema as followingIdParams,
  IdParamsSchema as idParams,
  PrivacyRequestSchema,
  RequestIdParamsSchema as requestIdParams,
  SessionIdParamsSchema as sessionIdParams,
} from './common.js';
import * as homework from './homework.js';
import * as lessons from './lessons.js';
import * as quiz from './quiz-sessions.js';
import * as social from './social.js';
import * as study from './study.js';

const signIn = { service: 'auth', public: true, limit: 'login' } as const;
const L = 'lessons-quiz';
const H = 'homework';
const S = 'social-feed';

const authRoutes: ApiRoute[] = [
  { method: 'GET', path: '/api/login', ...signIn, summary: 'Start a sign-in', responses: redirect('To the provider or the sign-in page'), errors: [502] },
  {
    method: 'GET', path: '/api/callback', ...signIn, summary: 'Finish a provider sign-in',
    request: { query: auth.CallbackQuerySchema }, responses: redirect('Signed in; to /'), errors: [400, 401],
  },
  { method: 'GET', path: '/api/logout', service: 'auth', public: true, summary: 'Sign out and go to /', responses: redirect('To /') },
  { method: 'POST', path: '/api/logout', service: 'auth', public: true, summary: 'Sign out', responses: noContent('Signed out') },
  {
    method: 'POST', path: '/api/auth/register', ...signIn, summary: 'Create a local account and sign in',
    request: { body: auth.RegisterRequestSchema }, responses: created(auth.UserSchema, 'Signed up; session cookie set'), errors: [400, 409],
  },
  {
    method: 'POST', path: '/api/auth/login', ...signIn, summary: 'Sign in with e-mail and password',
    request: { body: auth.SignInRequestSchema }, responses: ok(auth.UserSchema, 'Signed in; session cookie set'), errors: [400, 401],
  },
  { method: 'GET', path: '/api/auth/user', service: 'auth', summary: 'The signed-in user', responses: ok(auth.UserSchema) },
  {
    method: 'GET', path: '/api/users/search', service: 'auth', summary: 'Find students by e-mail or username prefix',
    request: { query: auth.UserSearchQuerySchema }, responses: ok(auth.UserSearchResponseSchema), errors: [400],
  },  {
    method: 'GET', path: '/api/users/{id}/achievements', service: 'auth', summary: 'Own achievements: the catalogue, unlocked or not (another user → 404)',
    request: { params: idParams }, responses: ok(auth.StudentAchievementListSchema), errors: [404],
  },
];

const lessonRoutes: ApiRoute[] = [
  { method: 'GET', path: '/api/topics', service: L, summary: 'All topics', responses: ok(z.array(lessons.TopicSchema)) },
  { method: 'GET', path: '/api/topics/{id}', service: L, summary: 'One topic', request: { params: idParams }, responses: ok(lessons.TopicSchema), errors: [404] },
  { method: 'GET', path: '/api/topics/{id}/lessons', service: L, summary: "A topic's lessons", request: { params: idParams }, responses: ok(lessons.LessonListSchema), errors: [404] },
  {
    method: 'GET', path: '/api/users/{id}/progress-by-topic', service: L, summary: 'Own progress by topic (another user → 404)',
    request: { params: idParams }, responses: ok(lessons.ProgressByTopicSchema), errors: [404],
  },
  {
    method: 'GET', path: '/api/users/{id}/quiz-attempts', service: L, summary: 'Own quiz attempts (another user → 404)',
    request: { params: idParams }, responses: ok(lessons.QuizAttemptListSchema), errors: [404],
  },
  { method: 'GET', path: '/api/lessons', service: L, summary: "The caller's lessons", responses: ok(lessons.LessonListSchema) },
  {
    method: 'POST', path: '/api/lessons', service: L, summary: 'Publish a topic lesson (content management)',
    request: { body: lessons.CreateLessonRequestSchema }, responses: created(lessons.LessonSchema), errors: [400, 404],
  },
  { method: 'GET', path: '/api/lessons/history', service: L, summary: "The caller's uploaded lessons (study history)", responses: ok(lessons.LessonListSchema) },
  { method: 'GET', path: '/api/lessons/{id}', service: L, summary: 'One lesson', request: { params: idParams }, responses: ok(lessons.LessonSchema), errors: [404] },
  {
    method: 'PATCH', path: '/api/lessons/{id}', service: L, summary: 'Rename a lesson or set its subject',
    request: { params: idParams, body: lessons.UpdateLessonRequestSchema }, responses: ok(lessons.LessonSchema), errors: [400, 404],
  },
  {
    method: 'DELETE', path: '/api/lessons/{id}', service: L, summary: 'Delete a lesson and its quizzes',
    request: { params: idParams }, responses: noContent('Deleted'), errors: [404],
  },
  {
    method: 'GET', path: '/api/lessons/{id}/progress', service: L, summary: "The caller's progress on a lesson",
    request: { params: idParams }, responses: ok(lessons.LessonProgressSchema), errors: [404],
  },
  {
    method: 'PATCH', path: '/api/lessons/{id}/privacy', service: L, summary: 'Make a lesson public or private',
    request: { params: idParams, body: PrivacyRequestSchema }, responses: ok(lessons.LessonSchema), errors: [400, 404],
  },
  {
    method: 'POST', path: '/api/lessons/{id}/generate-quizzes', service: L, limit: 'ai', summary: 'Custom quizzes from one lesson',
    request: { params: idParams, body: lessons.GenerateQuizzesRequestSchema }, responses: ok(lessons.GenerateQuizzesResponseSchema), errors: [...AI_ERRORS, 404],
  },
  {
    method: 'POST', path: '/api/lessons/{id}/generate-questions', service: L, limit: 'ai', summary: 'AI questions saved to a lesson',
    request: { params: idParams, body: lessons.GenerateQuestionsRequestSchema }, responses: created(lessons.GenerateQuestionsResponseSchema), errors: [...AI_ERRORS, 404],
  },
  {
    method: 'POST', path: '/api/questions', service: L, summary: 'Add a question to a lesson',
    request: { body: lessons.CreateQuestionRequestSchema }, responses: created(lessons.QuestionSchema), errors: [400, 404],
  },
  {
    method: 'POST', path: '/api/quiz-sessions/start', service: L, summary: 'Start a progressive quiz',
    request: { body: quiz.StartQuizRequestSchema }, responses: created(quiz.QuizSessionSchema), errors: [...AI_ERRORS, 404],
  },
  {
    method: 'POST', path: '/api/quiz-sessions/{sessionId}/answer', service: L, summary: 'Answer the current question',
    request: { params: sessionIdParams, body: quiz.AnswerRequestSchema }, responses: ok(quiz.AnswerResultSchema), errors: [...AI_ERRORS, 404, 409],
  },
  {
    method: 'POST', path: '/api/quiz-sessions/{sessionId}/complete', service: L, summary: 'Finish a progressive quiz',
    request: { params: sessionIdParams }, responses: ok(quiz.CompleteQuizResponseSchema), errors: [404, 409],
  },
  {
    method: 'POST', path: '/api/custom-quiz/generate-lesson-preview', service: L, limit: 'ai', upload: true,
    summary: 'A lesson summary of an uploaded PDF or image (not saved yet)',
    request: { body: lessons.LessonPreviewFormSchema, multipart: true }, responses: ok(lessons.LessonPreviewResponseSchema),
    errors: [...UPLOAD_ERRORS, ...AI_ERRORS],
  },
  {
    method: 'POST', path: '/api/custom-quiz/save-lesson', service: L, summary: 'Save a previewed lesson',
    request: { body: lessons.SaveLessonRequestSchema }, responses: created(lessons.SaveLessonResponseSchema), errors: [400],
  },
  {
    method: 'POST', path: '/api/quiz/multi-lesson', service: L, limit: 'ai', summary: 'Custom quizzes from several lessons',
    request: { body: lessons.MultiLessonQuizRequestSchema }, responses: ok(lessons.MultiLessonQuizResponseSchema), errors: [...AI_ERRORS, 404],
  },
];

const homeworkRoutes: ApiRoute[] = [
  { method: 'GET', path: '/api/homework', service: H, summary: "The caller's homework history", responses: ok(homework.HomeworkListSchema) },
  {
    method: 'POST', path: '/api/homework/solve', service: H, limit: 'ai', upload: true, summary: 'Solve uploaded homework in a grade-level style',
    request: { body: homework.SolveHomeworkFormSchema, multipart: true }, responses: created(homework.SolveHomeworkResponseSchema),
    errors: [...UPLOAD_ERRORS, ...AI_ERRORS],
  },
  { method: 'DELETE', path: '/api/homework/{id}', service: H, summary: 'Delete homework', request: { params: idParams }, responses: noContent('Deleted'), errors: [404] },
  {
    method: 'PATCH', path: '/api/homework/{id}/privacy', service: H, summary: 'Share homework in the feed or make it private',
    request: { params: idParams, body: PrivacyRequestSchema }, responses: ok(homework.HomeworkSchema), errors: [400, 404],
  },
];

const relations = ok(social.FollowRelationListSchema);
const socialRoutes: ApiRoute[] = [
  { method: 'GET', path: '/api/followers', service: S, summary: 'Accepted followers', responses: relations },
  { method: 'GET', path: '/api/following', service: S, summary: 'Accepted followees', responses: relations },
  { method: 'GET', path: '/api/follow/requests/pending', service: S, summary: 'Requests waiting for the caller', responses: relations },
  {
    method: 'POST', path: '/api/follow/request', service: S, summary: 'Ask to follow a student',
    request: { body: social.FollowRequestSchema }, responses: created(social.FollowRelationSchema), errors: [400, 404, 409],
  },
  {
    method: 'POST', path: '/api/follow/accept/{requestId}', service: S, summary: 'Accept a request (recipient only)',
    request: { params: requestIdParams }, responses: ok(social.FollowRelationSchema), errors: [404, 409],
  },
  {
    method: 'POST', path: '/api/follow/reject/{requestId}', service: S, summary: 'Reject a request (recipient only)',
    request: { params: requestIdParams }, responses: ok(social.FollowRelationSchema), errors: [404, 409],
  },
  {
    method: 'DELETE', path: '/api/follow/{followingId}', service: S, summary: 'Unfollow',
    request: { params: followingIdParams }, responses: noContent('Unfollowed'), errors: [404],
  },
  {
    method: 'GET', path: '/api/feed', service: S, summary: 'Public lessons and homework of followed students, 50 per page',
    request: { query: social.FeedQuerySchema }, responses: ok(social.FeedPageSchema), errors: [400],
  },
];

const studyRoutes: ApiRoute[] = [
  {
    method: 'POST', path: '/api/study-chat', service: 'ai-assistant', limit: 'ai', budget: 'interactive', summary: 'Ask the study assistant',
    request: { body: study.StudyChatBodySchema }, responses: ok(study.StudyChatResponseSchema), errors: AI_ERRORS,
  },
  {
    method: 'POST', path: '/api/text-to-speech', service: 'ai-assistant', limit: 'ai', budget: 'interactive', summary: 'Read text aloud',
    request: { body: study.SpeechRequestSchema }, responses: { 200: { description: 'Audio', binary: study.SPEECH_CONTENT_TYPES } },
    errors: AI_ERRORS,
  },
];

export const apiRoutes: readonly ApiRoute[] = [...authRoutes, ...lessonRoutes, ...homeworkRoutes, ...socialRoutes, ...studyRoutes];

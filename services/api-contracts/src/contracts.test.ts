import { describe, expect, it } from 'vitest';
import { apiRoutes } from './routes.js';
import { RegisterRequestSchema, UserSchema } from './auth.js';
import { CreateLessonRequestSchema, CreateQuestionRequestSchema, MultiLessonQuizRequestSchema } from './lessons.js';
import { AnswerRequestSchema } from './quiz-sessions.js';
import { FeedPageSchema } from './social.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('apiRoutes', () => {
  it('lists each method and path once', () => {
    const keys = apiRoutes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('PATCH /api/homework/{id}/privacy');
  });

  it('declares a schema for every path parameter and no parameter the path lacks', () => {
    for (const route of apiRoutes) {
      const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = Object.keys(route.request?.params?.shape ?? {}).sort();
      expect(declared, `${route.method} ${route.path}`).toEqual(inPath);
    }
  });

  it('marks exactly the multipart routes as uploads', () => {
    const uploads = apiRoutes.filter((route) => route.upload).map((route) => route.path);
    const multipart = apiRoutes.filter((route) => route.request?.multipart).map((route) => route.path);
    expect(uploads).toEqual(multipart);
    expect(uploads).toEqual(['/api/custom-quiz/generate-lesson-preview', '/api/homework/solve']);
  });
});

describe('request schemas keep the spec wording', () => {
  it('lesson form: the messages of spec §5 and its defaults', () => {
    expect(firstMessage(CreateLessonRequestSchema.safeParse({ topicId: '', title: 'x', content: '0123456789' }))).toBe(
      'Please select a topic',
    );
    expect(firstMessage(CreateLessonRequestSchema.safeParse({ topicId: 't', title: 'x', content: 'short' }))).toBe(
      'Please enter lesson content (minimum 10 characters)',
    );
    const parsed = CreateLessonRequestSchema.parse({ topicId: 't', title: 'x', content: '0123456789' });
    expect(parsed).toMatchObject({ difficultyLevel: 'intermediate', estimatedTime: 15, order: 1 });
    expect(firstMessage(CreateLessonRequestSchema.safeParse({ ...parsed, estimatedTime: 301 }))).toBe('Maximum 300 minutes');
  });

  it('question form: four options and a correct index 0-3', () => {
    const question = { lessonId: 'l', questionText: 'What is 2 + 2?', options: ['1', '2', '3', '4'], explanation: 'Two and two is four.' };
    expect(CreateQuestionRequestSchema.parse(question)).toMatchObject({ correctAnswer: 0, difficultyLevel: 'beginner' });
    expect(firstMessage(CreateQuestionRequestSchema.safeParse({ ...question, correctAnswer: 4 }))).toBe(
      'Select which option is correct (0-3)',
    );
  });

  it('multi-lesson quizzes need a lesson; answers default to 30 seconds', () => {
    expect(firstMessage(MultiLessonQuizRequestSchema.safeParse({ lessonIds: [] }))).toBe(
      'Please select at least one lesson to generate quizzes.',
    );
    expect(AnswerRequestSchema.parse({ userAnswer: '2' }).timeSpent).toBe(30);
  });

  it('sign-up treats an empty username as none', () => {
    expect(RegisterRequestSchema.parse({ email: 'a@b.co', password: '12345678', username: '' }).username).toBeUndefined();
  });
});

describe('response schemas', () => {
  it('read a user as JSON carries it (dates as ISO strings)', () => {
    const now = new Date();
    const user = { id: 'u1', email: 'a@b.co', username: null, firstName: null, lastName: null, profileImageUrl: null, totalScore: 0, streak: 0, globalRank: 0, createdAt: now, updatedAt: now };
    expect(UserSchema.safeParse(JSON.parse(JSON.stringify(user))).success).toBe(true);
  });

  it('a feed page holds at most 50 lesson or homework items', () => {
    const item = { id: 'f', type: 'homework', title: 't', content: 'c', createdAt: new Date().toISOString(), user: { username: null, email: 'a@b.co' }, gradeLevel: '7th' };
    expect(FeedPageSchema.safeParse({ items: [item], nextCursor: null }).success).toBe(true);
    expect(FeedPageSchema.safeParse({ items: Array(51).fill(item), nextCursor: 'x' }).success).toBe(false);
    expect(FeedPageSchema.safeParse({ items: [{ ...item, type: 'quiz' }], nextCursor: null }).success).toBe(false);
  });
});

// A real lessons-quiz for component tests, next to a real ai-assistant (offline local provider) that
// reads the same S3 bucket: the upload → text → summary → quizzes path runs end to end.
import { randomUUID } from 'node:crypto';
import { aiAssistantService } from '@studyhall/ai-assistant/service';
import { startTestApp, type TestApp, type TestReply, type TestRequest } from '@studyhall/platform/testing';
import { lessonsQuizService } from '../service.js';

type Service = typeof lessonsQuizService;
type Deps = Service extends { wire(...args: never[]): Promise<infer D> } ? D : never;

export type LessonsTestApp = TestApp<unknown, Service['clients'], Deps> & { aiUrl: string };

export const testBucket = 'lessons-quiz-test';

export async function startLessonsTestApp(options: { aiQuotaLimit?: number; env?: Record<string, string> } = {}): Promise<LessonsTestApp> {
  const ai = await startTestApp(aiAssistantService, {
    env: { AI_PROVIDER: 'local', OPENAI_API_KEY: '', S3_BUCKET: testBucket, AI_QUOTA_LIMIT: String(options.aiQuotaLimit ?? 1000) },
  });
  try {
    const app = await startTestApp(lessonsQuizService, { env: { S3_BUCKET: testBucket, AI_ASSISTANT_URL: ai.url, AI_TIMEOUT_MS: '30000', ...options.env } });
    return {
      ...app,
      aiUrl: ai.url,
      async close() {
        await app.close();
        await ai.close();
      },
    };
  } catch (error) {
    await ai.close();
    throw error;
  }
}

/** A user id the gateway would vouch for: a fresh one per test, so tests never see each other's data. */
export const newUser = () => randomUUID().replaceAll('-', '').slice(0, 24);

export function as(app: LessonsTestApp, userId: string) {
  return (path: string, request: Omit<TestRequest, 'userId'> = {}): Promise<TestReply> => app.request(path, { ...request, userId });
}

/** A lesson saved through the custom-quiz flow's save step (no AI call). */
export async function savedLesson(app: LessonsTestApp, userId: string, fields: Record<string, unknown> = {}): Promise<string> {
  const reply = await app.request('/api/custom-quiz/save-lesson', {
    userId,
    body: { lesson: 'Fractions\n\nA fraction names part of a whole. 1/2 + 1/4 = 3/4.', fileName: 'fractions.pdf', wordProblemTheme: 'Football', ...fields },
  });
  if (reply.status !== 201) throw new Error(`save-lesson answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.lessonId as string;
}

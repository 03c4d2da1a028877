// A real homework app for component tests (the kit's startTestApp: its own database, Kafka topics of
// its own, the stack's MinIO) talking to a real ai-assistant booted the same way in this process
// (offline local provider, real document reading) — nothing faked but what the test says it fakes.
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp, type TestReply } from '@studyhall/platform/testing';
import { aiAssistantService } from '@studyhall/ai-assistant/service';
import type { AppDeps } from '../app.js';
import { originalModel, type OriginalModel } from '../data/original-model.js';
import { shelfModel, type ShelfModel } from '../data/shelf-model.js';
import { homeworkService } from '../service.js';

export const testBucket = 'homework-test';

type Clients = (typeof homeworkService)['clients'];
export type HomeworkTestApp = TestApp<unknown, Clients, AppDeps> & { shelves: ShelfModel; originals: OriginalModel };

export interface TestAppOptions {
  /** AI requests a student may make per hour in the in-process ai-assistant. */
  aiQuotaLimit?: number;
  /** Point the service at another AI (a stub answering errors) instead of a real ai-assistant. */
  aiUrl?: string;
  env?: Record<string, string>;
}

export async function startHomeworkTestApp(options: TestAppOptions = {}): Promise<HomeworkTestApp> {
  const ai = options.aiUrl
    ? undefined
    : await startTestApp(aiAssistantService, {
        env: { AI_PROVIDER: 'local', OPENAI_API_KEY: '', S3_BUCKET: testBucket, AI_QUOTA_LIMIT: String(options.aiQuotaLimit ?? 1000) },
      });
  const app = await startTestApp(homeworkService, { env: { S3_BUCKET: testBucket, AI_ASSISTANT_URL: options.aiUrl ?? ai!.url, ...options.env } });
  return {
    ...app,
    shelves: shelfModel(app.clients.mongo),
    originals: originalModel(app.clients.mongo),
    async close() {
      await app.close();
      await ai?.close();
    },
  };
}

export const newUserId = () => randomUUID();

export interface CallOptions {
  method?: string;
  userId?: string;
  json?: unknown;
  form?: FormData;
  token?: string;
}

/** One HTTP call to the app, as the gateway makes it for `userId` (or with the given token). */
export async function call(app: HomeworkTestApp, path: string, options: CallOptions = {}): Promise<TestReply> {
  const headers = options.token ? { authorization: `Bearer ${options.token}` } : undefined;
  return app.request(path, { method: options.method, userId: options.userId, body: options.json, form: options.form, headers });
}

/** The multipart body of POST /api/homework/solve. */
export function solveForm(file: { bytes: Uint8Array; name: string; type?: string } | undefined, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.bytes as BlobPart], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

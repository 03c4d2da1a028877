// INTERIM: stands in for @studyhall/ai-contracts `createAiClient` until it lands on main.
// Calls ai-assistant's internal API with a token minted for the student (audience ai-assistant),
// a timeout per call, and maps its answers onto the platform's errors.
import { HomeworkSolutionSchema, type GradeLevel, type HomeworkSolution } from '@studyhall/ai-contracts';
import { mintInternalToken } from '@studyhall/platform';
import { TooMany, Unprocessable, UpstreamFailed } from '@studyhall/platform/errors';
import { z } from 'zod';

export const INTERNAL_PATHS = {
  extractDocument: '/internal/documents/extract',
  homeworkSolution: '/internal/homework/solution',
} as const;

export interface AiClientOptions {
  baseUrl: string;
  tokenKey: Uint8Array;
  timeoutMs: number;
  /** Reading a photo (OCR) takes longer than writing a solution. */
  extractTimeoutMs?: number;
}

const ExtractedSchema = z.object({ text: z.string() });
const ErrorBodySchema = z.object({ message: z.string().optional(), supportHint: z.string().optional(), retryAfterSeconds: z.number().optional() });

export function createAiClient(options: AiClientOptions) {
  async function post<S extends z.ZodType>(userId: string, path: string, body: unknown, schema: S, timeoutMs: number): Promise<z.infer<S>> {
    const token = await mintInternalToken(options.tokenKey, { userId, audience: 'ai-assistant' });
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw new UpstreamFailed('The AI service took too long to answer. Please try again.', 504, { cause: error });
      throw new UpstreamFailed('The AI service could not be reached. Please try again.', 502, { cause: error });
    }
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw errorFor(response, json);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new UpstreamFailed('The AI service gave an answer we could not use. Please try again.', 502, { cause: parsed.error });
    return parsed.data;
  }
  return {
    extractDocument: (userId: string, location: { bucket: string; key: string }) =>
      post(userId, INTERNAL_PATHS.extractDocument, location, ExtractedSchema, options.extractTimeoutMs ?? options.timeoutMs),
    solveHomework: (userId: string, request: { text: string; gradeLevel: GradeLevel }): Promise<HomeworkSolution> =>
      post(userId, INTERNAL_PATHS.homeworkSolution, request, HomeworkSolutionSchema, options.timeoutMs),
  };
}

export type AiClient = ReturnType<typeof createAiClient>;

function errorFor(response: Response, json: unknown): Error {
  const body = ErrorBodySchema.safeParse(json).data ?? {};
  const message = body.message ?? `The AI service answered ${response.status}`;
  if (response.status === 429) {
    const retryAfter = body.retryAfterSeconds ?? (Number(response.headers.get('retry-after')) || 60);
    return new TooMany(message, retryAfter, body.supportHint ? { supportHint: body.supportHint } : {});
  }
  if (response.status === 422) return new Unprocessable(message);
  if (response.status === 504) return new UpstreamFailed(message, 504);
  if (response.status === 503) return new UpstreamFailed(message, 503);
  return new UpstreamFailed(response.status >= 500 ? message : 'The AI service could not solve this homework. Please try again.', 502);
}

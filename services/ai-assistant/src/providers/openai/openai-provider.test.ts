import { TooMany, UpstreamFailed } from '@studyhall/platform/errors';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withQuestionChecks } from '../../domain/checked-provider.js';
import { startOpenAiStub, type OpenAiStub } from '../../testing/openai-stub.js';
import { createOpenAiClient, type OpenAiSettings } from './openai-settings.js';
import { createOpenAiProvider } from './openai-provider.js';
import { createChatCaller } from './structured-chat.js';
import { MalformedAnswerError } from './upstream-errors.js';

const COMPLETIONS = '/v1/chat/completions';
let stub: OpenAiStub;
let logLines: string[];

function provider(overrides: Partial<OpenAiSettings> = {}) {
  const settings: OpenAiSettings = {
    apiKey: 'sk-test-secret', baseURL: stub.baseURL, chatModel: 'chat-model', visionModel: 'vision-model',
    speechModel: 'speech-model', speechVoice: 'alloy', timeoutMs: 2_000, maxRetries: 0, malformedRetries: 2, ...overrides,
  };
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });
  const chat = createChatCaller(createOpenAiClient(settings), () => logger, settings.malformedRetries);
  return createOpenAiProvider(chat, settings);
}

const question = (overrides: Record<string, unknown> = {}) => ({
  questionText: 'A surfer rides 3 waves an hour for 4 hours. How many waves?',
  explanation: 'Multiply waves per hour by hours: 3 × 4 = 12.',
  solutionSteps: ['3 waves per hour', '3 × 4 = 12'],
  difficultyLevelInt: 2,
  check: { expression: '3 * 4', tolerance: null },
  questionType: 'multiple-choice',
  options: ['7', '12', '34', '1'],
  correctAnswer: 1,
  ...overrides,
});
const lessonRequest = {
  lessonText: 'Multiplication is repeated addition.', count: 1, difficulty: 2 as const, theme: 'X-Games' as const,
  avoidQuestionTexts: [], variant: 0,
};

beforeEach(async () => {
  stub = await startOpenAiStub();
  logLines = [];
});
afterEach(() => stub.close());

describe('openai provider: structured outputs', () => {
  it('asks for a strict JSON schema and returns the validated, HTML-safe summary', async () => {
    stub.reply(COMPLETIONS, { json: {
      title: 'Cells <script>alert(1)</script>',
      keyIdeas: ['Cells are the unit of life.'],
      keyTerms: [{ term: 'Cell', definition: 'The smallest unit of life.' }],
      workedExample: { problem: 'A skater has 2 boards and buys 3.', steps: ['2 + 3 = 5'], answer: '5 boards' },
    } });
    const summary = await provider().summarizeLesson({ text: 'Cells are the unit of life.', theme: 'X-Games' });
    expect(summary.title).toBe('Cells <script>alert(1)</script>');
    expect(summary.summaryHtml).toContain('&lt;script&gt;');
    expect(summary.summaryHtml).not.toContain('<script>');

    const sent = stub.requests[0]!;
    expect(sent.headers.authorization).toBe('Bearer sk-test-secret');
    expect(sent.body.model).toBe('chat-model');
    const format = sent.body.response_format as { type: string; json_schema: { strict: boolean; schema: { required: string[] } } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.required).toEqual(['title', 'keyIdeas', 'keyTerms', 'workedExample']);
  });

  it('accepts null for fields that may be absent and logs token usage without the key', async () => {
    stub.reply(COMPLETIONS, { json: { questions: [question({ check: null })] }, usage: { prompt: 321, completion: 54 } });
    const result = await provider().generateLessonQuestions(lessonRequest);
    expect(result.questions).toHaveLength(1);
    expect(result.questions[0]!.check).toBeNull();
    const usage = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'openai usage');
    expect(usage.tokens).toEqual({ prompt: 321, completion: 54, total: 375 });
    expect(logLines.join('\n')).not.toContain('sk-test-secret');
  });

  it('rejects a malformed answer and asks again', async () => {
    stub.reply(COMPLETIONS, { content: '{"questions": [{"questionText": "cut off' }, { json: { questions: [question()] } });
    const result = await provider().generateLessonQuestions(lessonRequest);
    expect(result.questions[0]!.options).toEqual(['7', '12', '34', '1']);
    expect(stub.requests).toHaveLength(2);
    expect(logLines.some((line) => line.includes('openai answer rejected'))).toBe(true);
  });

  it('gives up with a 502 after a bounded number of answers that break the schema', async () => {
    const threeOptions = { questions: [question({ options: ['1', '2', '3'] })] };
    stub.reply(COMPLETIONS, { json: threeOptions }, { json: threeOptions }, { json: threeOptions }, { json: threeOptions });
    const error = await provider().generateLessonQuestions(lessonRequest).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedAnswerError);
    expect((error as MalformedAnswerError).status).toBe(502);
    expect(stub.requests).toHaveLength(3);
  });

  it('lets the shared question checks replace a question whose key is wrong', async () => {
    stub.reply(COMPLETIONS, { json: { questions: [question({ correctAnswer: 0 })] } }, { json: { questions: [question()] } });
    const result = await withQuestionChecks(provider()).generateLessonQuestions(lessonRequest);
    expect(result.questions.map((q) => q.options[q.correctAnswer])).toEqual(['12']);
    expect(stub.requests).toHaveLength(2);
  });
});

describe('openai provider: upstream failures', () => {
  it('maps an upstream 429 to our 429 with Retry-After, after the bounded SDK retries', async () => {
    // retry-after-ms paces the SDK's own retry (kept short here); retry-after is what we pass on.
    const busy = { status: 429, headers: { 'retry-after': '7', 'retry-after-ms': '20' } };
    stub.reply(COMPLETIONS, busy, busy);
    const error = await provider({ maxRetries: 1 }).studyChat({ messages: [{ role: 'user', content: 'Hi' }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooMany);
    expect((error as TooMany).extras.retryAfterSeconds).toBe(7);
    expect(stub.requests).toHaveLength(2);
  });

  it('maps an upstream 5xx to a 502 with a clear message', async () => {
    stub.reply(COMPLETIONS, { status: 503 });
    const error = await provider().studyChat({ messages: [{ role: 'user', content: 'Hi' }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamFailed);
    expect((error as UpstreamFailed).status).toBe(502);
    expect((error as Error).message).toMatch(/AI service is having trouble/);
  });

  it('maps a model that answers after the timeout to a 504', async () => {
    stub.reply(COMPLETIONS, { delayMs: 3_000, then: { json: { response: 'late' } } });
    const started = Date.now();
    const error = await provider({ timeoutMs: 300 }).studyChat({ messages: [{ role: 'user', content: 'Hi' }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamFailed);
    expect((error as UpstreamFailed).status).toBe(504);
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});

describe('openai provider: chat', () => {
  it('grounds the conversation in the lesson and returns the model text', async () => {
    stub.reply(COMPLETIONS, { content: 'Try active recall: close the book and explain chlorophyll aloud.' });
    const result = await provider().studyChat({
      messages: [{ role: 'user', content: 'How do I remember this?' }],
      lessonContext: 'Chlorophyll absorbs light.',
    });
    expect(result.response).toMatch(/active recall/);
    const messages = stub.requests[0]!.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.role).toBe('system');
    expect(messages[0]!.content).toContain('Chlorophyll absorbs light.');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'How do I remember this?' });
  });
});

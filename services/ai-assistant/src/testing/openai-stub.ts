// A real HTTP server on 127.0.0.1 that speaks enough of the OpenAI API for our provider's tests:
// /v1/chat/completions and /v1/audio/speech answer from a scripted queue (valid JSON, malformed
// content, an error status such as 429, or a delay longer than the client's timeout). Every request
// is recorded. An unscripted request gets a 500 so a test cannot pass by accident.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubReply =
  | { json: unknown; usage?: { prompt: number; completion: number } }
  | { content: string }
  | { refusal: string }
  | { status: number; error?: string; headers?: Record<string, string> }
  | { audio: Buffer; contentType?: string }
  | { delayMs: number; then?: StubReply };

export interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface OpenAiStub {
  baseURL: string;
  requests: RecordedRequest[];
  reply(path: '/v1/chat/completions' | '/v1/audio/speech', ...replies: StubReply[]): void;
  pending(): number;
  close(): Promise<void>;
}

export async function startOpenAiStub(): Promise<OpenAiStub> {
  const queues = new Map<string, StubReply[]>();
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const path = (req.url ?? '').split('?')[0]!;
    requests.push({ path, headers: req.headers, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {} });
    const reply = queues.get(path)?.shift();
    if (!reply) return sendJson(res, 500, { error: { message: `openai-stub: nothing scripted for ${path}` } });
    await send(res, reply, String(requests.at(-1)?.body.model ?? 'stub-model'), timers);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(path, ...replies) {
      queues.set(path, [...(queues.get(path) ?? []), ...replies]);
    },
    pending: () => [...queues.values()].reduce((sum, queue) => sum + queue.length, 0),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function send(res: ServerResponse, reply: StubReply, model: string, timers: Set<NodeJS.Timeout>): Promise<void> {
  if ('delayMs' in reply) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, reply.delayMs);
      timers.add(timer);
      res.on('close', () => { clearTimeout(timer); resolve(); });
    });
    if (res.destroyed || res.writableEnded) return;
    return send(res, reply.then ?? { status: 500, error: 'delayed reply without a follow-up' }, model, timers);
  }
  if ('status' in reply) {
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify({ error: { message: reply.error ?? `stub error ${reply.status}`, type: 'stub_error' } }));
    return;
  }
  if ('audio' in reply) {
    res.writeHead(200, { 'content-type': reply.contentType ?? 'audio/mpeg' });
    res.end(reply.audio);
    return;
  }
  const content = 'json' in reply ? JSON.stringify(reply.json) : 'content' in reply ? reply.content : null;
  const usage = 'usage' in reply && reply.usage ? reply.usage : { prompt: 120, completion: 80 };
  sendJson(res, 200, {
    id: `chatcmpl-stub-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{
      index: 0,
      message: { role: 'assistant', content, refusal: 'refusal' in reply ? reply.refusal : null },
      finish_reason: 'stop',
    }],
    usage: { prompt_tokens: usage.prompt, completion_tokens: usage.completion, total_tokens: usage.prompt + usage.completion },
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

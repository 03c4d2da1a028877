import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { EmptyReplyError } from '../lib/chat-reply';
import { postStudyChat, studyChatRequest } from './study-chat';

const messages = [{ role: 'user' as const, content: 'How do I remember dates?' }];

describe('studyChatRequest', () => {
  it('sends lessonContext only when there is one', () => {
    expect(studyChatRequest(messages)).toEqual({ messages });
    expect(studyChatRequest(messages, '  ')).toEqual({ messages });
    expect(studyChatRequest(messages, 'The French Revolution began in 1789.')).toEqual({
      messages,
      lessonContext: 'The French Revolution began in 1789.',
    });
  });
});

describe('postStudyChat', () => {
  afterEach(() => vi.unstubAllGlobals());

  function answer(response: Response) {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response);
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('posts the conversation as JSON with credentials and returns the reply', async () => {
    const fetchMock = answer(Response.json({ response: 'Make a timeline.' }));
    await expect(postStudyChat({ request: { messages } })).resolves.toBe('Make a timeline.');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/study-chat');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init.body as string)).toEqual({ messages });
  });

  it('raises an ApiError carrying the body on a non-OK answer', async () => {
    answer(Response.json({ message: 'Too many questions' }, { status: 429 }));
    const error = await postStudyChat({ request: { messages } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).bodyText).toContain('Too many questions');
  });

  it('raises EmptyReplyError for an OK answer without a reply', async () => {
    answer(Response.json({ answer: 'wrong field' }));
    await expect(postStudyChat({ request: { messages } })).rejects.toBeInstanceOf(EmptyReplyError);
    answer(new Response('not json', { status: 200 }));
    await expect(postStudyChat({ request: { messages } })).rejects.toBeInstanceOf(EmptyReplyError);
  });
});

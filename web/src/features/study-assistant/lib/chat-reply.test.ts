import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { CHAT_EMPTY_REPLY_MESSAGE, CHAT_FAILED_MESSAGE, chatErrorMessage, EmptyReplyError, readChatReply } from './chat-reply';

describe('readChatReply', () => {
  it('returns the response text', () => {
    expect(readChatReply({ response: '  Try spaced practice.\n' })).toBe('Try spaced practice.');
  });

  it.each([[{}], [{ response: '' }], [{ response: '  \n' }], [{ response: 42 }], [null], ['text'], [[]]])(
    'treats %j as an empty reply',
    (body) => {
      expect(() => readChatReply(body)).toThrow(EmptyReplyError);
    },
  );
});

describe('chatErrorMessage', () => {
  it("shows the server's message on a non-OK answer", () => {
    const error = new ApiError(429, 'Too Many Requests', JSON.stringify({ message: 'Slow down a little.' }));
    expect(chatErrorMessage(error)).toBe('Slow down a little.');
  });

  it('falls back when the non-OK body has no message', () => {
    expect(chatErrorMessage(new ApiError(502, 'Bad Gateway', ''))).toBe(CHAT_FAILED_MESSAGE);
    expect(chatErrorMessage(new ApiError(500, 'Error', '<html>oops</html>'))).toBe(CHAT_FAILED_MESSAGE);
    expect(chatErrorMessage(new ApiError(400, 'Bad Request', '{"message":""}'))).toBe(CHAT_FAILED_MESSAGE);
  });

  it('names an empty reply', () => {
    expect(chatErrorMessage(new EmptyReplyError())).toBe(CHAT_EMPTY_REPLY_MESSAGE);
  });

  it('uses the fallback for a network failure', () => {
    expect(chatErrorMessage(new TypeError('Failed to fetch'))).toBe(CHAT_FAILED_MESSAGE);
  });
});

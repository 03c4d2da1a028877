import { describe, expect, it } from 'vitest';
import { canSend, chatReducer, initialChatState, isSendKey, preparedMessage, turnsWith, type ChatState } from './chat-state';

describe('chat state', () => {
  it('appends the user message at once and marks the request pending', () => {
    const state = chatReducer(initialChatState, { type: 'sent', content: 'How do I memorize?' });
    expect(state.pending).toBe(true);
    expect(state.messages).toEqual([{ id: 1, role: 'user', content: 'How do I memorize?' }]);
  });

  it('appends the reply after the question and clears pending', () => {
    let state = chatReducer(initialChatState, { type: 'sent', content: 'Q' });
    state = chatReducer(state, { type: 'replied', content: 'A' });
    expect(state.pending).toBe(false);
    expect(state.messages.map((m) => [m.role, m.content])).toEqual([['user', 'Q'], ['assistant', 'A']]);
    expect(new Set(state.messages.map((m) => m.id)).size).toBe(2);
  });

  it('keeps the user message when the request fails', () => {
    let state = chatReducer(initialChatState, { type: 'sent', content: 'Q' });
    state = chatReducer(state, { type: 'failed' });
    expect(state).toMatchObject({ pending: false, messages: [{ role: 'user', content: 'Q' }] });
  });

  it('ignores a second send while a request is pending', () => {
    const pending: ChatState = chatReducer(initialChatState, { type: 'sent', content: 'Q' });
    expect(chatReducer(pending, { type: 'sent', content: 'Q again' })).toBe(pending);
  });
});

describe('sending rules', () => {
  it('trims the draft and refuses blank ones', () => {
    expect(preparedMessage('  line one\nline two \n')).toBe('line one\nline two');
    expect(preparedMessage(' \n\t ')).toBeNull();
    expect(preparedMessage('')).toBeNull();
  });

  it('allows Send only with text and nothing pending', () => {
    expect(canSend('hello', false)).toBe(true);
    expect(canSend('   ', false)).toBe(false);
    expect(canSend('hello', true)).toBe(false);
  });

  it('sends the whole conversation plus the new message, without ids', () => {
    let state = chatReducer(initialChatState, { type: 'sent', content: 'Q1' });
    state = chatReducer(state, { type: 'replied', content: 'A1' });
    expect(turnsWith(state.messages, 'Q2')).toEqual([
      { role: 'user', content: 'Q1' },
      { role: 'assistant', content: 'A1' },
      { role: 'user', content: 'Q2' },
    ]);
  });

  it('sends on Enter, not on Shift+Enter or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

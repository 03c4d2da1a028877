// The conversation of the open assistant dialog (spec §4 "Chat"): kept only in memory; the user's
// message is appended at once and the request marked pending; a reply is appended on success; on
// failure the user's message stays. A send while a request is pending is ignored.

export type ChatRole = 'user' | 'assistant';

/** One turn as the server sees it (spec §3 "Chat message"). */
export type ChatTurn = { role: ChatRole; content: string };

/** A turn on screen: the same plus a stable key. */
export type ChatMessage = ChatTurn & { id: number };

export type ChatState = { messages: ChatMessage[]; pending: boolean; nextId: number };

export type ChatAction =
  | { type: 'sent'; content: string }
  | { type: 'replied'; content: string }
  | { type: 'failed' };

export const initialChatState: ChatState = { messages: [], pending: false, nextId: 1 };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'sent':
      if (state.pending) return state;
      return { ...appended(state, 'user', action.content), pending: true };
    case 'replied':
      return { ...appended(state, 'assistant', action.content), pending: false };
    case 'failed':
      return { ...state, pending: false };
  }
}

function appended(state: ChatState, role: ChatRole, content: string): ChatState {
  const message: ChatMessage = { id: state.nextId, role, content };
  return { ...state, messages: [...state.messages, message], nextId: state.nextId + 1 };
}

/** The draft as it will be sent (spec §5: trimmed), or null when it is blank and must not be sent. */
export function preparedMessage(draft: string): string | null {
  const content = draft.trim();
  return content ? content : null;
}

/** Send is possible only with a non-blank draft and no request pending (spec §2). */
export function canSend(draft: string, pending: boolean): boolean {
  return !pending && preparedMessage(draft) !== null;
}

/** The turns to send after the user's new message: the whole conversation, ids dropped. */
export function turnsWith(messages: ChatMessage[], content: string): ChatTurn[] {
  return [...messages.map(({ role, content: text }) => ({ role, content: text })), { role: 'user', content }];
}

/** Enter sends; Shift+Enter (a newline) and Enter while an IME is composing do not. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

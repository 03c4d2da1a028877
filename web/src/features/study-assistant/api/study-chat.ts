import type { StudyChatRequestInput } from '@studyhall/api-contracts/study';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readChatReply } from '../lib/chat-reply';
import type { ChatTurn } from '../lib/chat-state';

// POST /api/study-chat (spec §7): the whole conversation plus, on lesson screens, the lesson text.

export type StudyChatRequest = StudyChatRequestInput;

export type StudyChatVariables = { request: StudyChatRequest; signal?: AbortSignal };

/** The assistant's reply; throws ApiError on a non-OK answer and EmptyReplyError without a reply. */
export async function postStudyChat({ request, signal }: StudyChatVariables): Promise<string> {
  const res = await apiRequest('POST', '/api/study-chat', request, { signal });
  const body: unknown = await res.json().catch(() => null);
  return readChatReply(body);
}

/** The request body: lessonContext only when there is one. */
export function studyChatRequest(messages: ChatTurn[], lessonContext?: string): StudyChatRequest {
  return lessonContext?.trim() ? { messages, lessonContext } : { messages };
}

export function useStudyChat() {
  return useMutation({ mutationFn: postStudyChat });
}

import { z } from 'zod';

export const CHAT_MAX_MESSAGES = 50;
export const CHAT_MAX_TOTAL_CHARS = 20_000;
export const LESSON_CONTEXT_MAX_CHARS = 200_000;

export const ChatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1, 'Messages cannot be blank'),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** POST /api/study-chat body (spec §7); limits from issue 4. */
export const StudyChatRequestSchema = z
  .object({
    messages: z
      .array(ChatMessageSchema)
      .min(1, 'Send at least one message')
      .max(CHAT_MAX_MESSAGES, `At most ${CHAT_MAX_MESSAGES} messages per conversation`),
    lessonContext: z.string().max(LESSON_CONTEXT_MAX_CHARS).nullish(),
  })
  .refine((body) => totalChars(body.messages) <= CHAT_MAX_TOTAL_CHARS, {
    message: `The conversation is too long (at most ${CHAT_MAX_TOTAL_CHARS} characters)`,
    path: ['messages'],
  })
  .refine((body) => body.messages.at(-1)?.role === 'user', {
    message: 'The last message must come from the user',
    path: ['messages'],
  });
export type StudyChatRequest = z.infer<typeof StudyChatRequestSchema>;

export const StudyChatResponseSchema = z.object({ response: z.string().trim().min(1) });
export type StudyChatResponse = z.infer<typeof StudyChatResponseSchema>;

function totalChars(messages: ChatMessage[]): number {
  return messages.reduce((sum, message) => sum + message.content.length, 0);
}

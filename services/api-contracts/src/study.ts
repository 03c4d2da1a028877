// The floating study assistant and read-aloud (spec §2 Study assistant, §7), served by ai-assistant.
import { StudyChatRequestSchema, StudyChatResponseSchema } from '@studyhall/ai-contracts';
import { z } from 'zod';

// Documented here because JSON Schema cannot say it; the schema itself checks it.
const chatRules =
  'At most 50 messages and 20,000 characters in all, none blank; the last message must come from the user.';
export const StudyChatBodySchema = StudyChatRequestSchema.meta({ description: chatRules });
export { StudyChatRequestSchema, StudyChatResponseSchema };
export type { StudyChatRequest, StudyChatResponse } from '@studyhall/ai-contracts';
export type StudyChatRequestInput = z.input<typeof StudyChatRequestSchema>;

/** Longest text read aloud in one request (a lesson is read in parts). */
export const SPEECH_MAX_CHARS = 4096;

/** POST /api/text-to-speech {text}: the answer is audio bytes (audio/wav or audio/mpeg), not JSON. */
export const SpeechRequestSchema = z.object({
  text: z
    .string({ error: 'Text is required' })
    .min(1, 'Text is required')
    .max(SPEECH_MAX_CHARS, `Text is too long (at most ${SPEECH_MAX_CHARS} characters)`)
    .refine((text) => text.trim().length > 0, 'Text is required'),
});
export type SpeechRequest = z.input<typeof SpeechRequestSchema>;

export const SPEECH_CONTENT_TYPES = ['audio/wav', 'audio/mpeg'] as const;

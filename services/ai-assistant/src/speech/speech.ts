// What the read-aloud route needs from any speech engine, and the rules it enforces on input.
import { Invalid, UpstreamFailed } from '@studyhall/platform/errors';

export const MAX_SPEECH_CHARS = 4096;

export interface SpeechAudio {
  audio: Buffer;
  contentType: 'audio/wav' | 'audio/mpeg';
}

export interface SpeechSynthesizer {
  readonly name: 'espeak-ng' | 'openai';
  synthesize(text: string): Promise<SpeechAudio>;
}

/** Blank or over-long text: a 400 for the caller (the route validates first; this is the backstop). */
export class SpeechTextInvalidError extends Invalid {
  constructor(message: string) {
    super(message);
  }
}

export class SpeechUnavailableError extends UpstreamFailed {
  constructor(options?: { cause?: unknown }) {
    super('Read-aloud is not available right now. Please try again later.', 503, options);
  }
}

export function assertSpeakable(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw new SpeechTextInvalidError('Text to read aloud cannot be empty');
  if (text.length > MAX_SPEECH_CHARS) {
    throw new SpeechTextInvalidError(`Text to read aloud is too long (at most ${MAX_SPEECH_CHARS} characters)`);
  }
  return trimmed;
}

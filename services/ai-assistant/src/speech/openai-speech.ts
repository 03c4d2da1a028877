// Read-aloud with the OpenAI speech model (mp3), used when the provider is openai.
import type OpenAI from 'openai';
import { toUpstreamError } from '../providers/openai/upstream-errors.js';
import { assertSpeakable, type SpeechSynthesizer } from './speech.js';

export function createOpenAiSpeech(client: OpenAI, options: { model: string; voice: string }): SpeechSynthesizer {
  return {
    name: 'openai',
    async synthesize(text) {
      const input = assertSpeakable(text);
      try {
        const response = await client.audio.speech.create({
          model: options.model,
          voice: options.voice,
          input,
          response_format: 'mp3',
        });
        return { audio: Buffer.from(await response.arrayBuffer()), contentType: 'audio/mpeg' };
      } catch (error) {
        throw toUpstreamError(error);
      }
    },
  };
}

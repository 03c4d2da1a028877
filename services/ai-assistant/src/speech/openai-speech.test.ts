import { afterEach, beforeEach, expect, it } from 'vitest';
import { createOpenAiClient } from '../providers/openai/openai-settings.js';
import { startOpenAiStub, type OpenAiStub } from '../testing/openai-stub.js';
import { createOpenAiSpeech } from './openai-speech.js';
import { SpeechTextInvalidError } from './speech.js';

let stub: OpenAiStub;
beforeEach(async () => (stub = await startOpenAiStub()));
afterEach(() => stub.close());

function speech() {
  const client = createOpenAiClient({
    apiKey: 'sk-test', baseURL: stub.baseURL, chatModel: 'c', visionModel: 'v', speechModel: 'tts-model',
    speechVoice: 'nova', timeoutMs: 2_000, maxRetries: 0, malformedRetries: 0,
  });
  return createOpenAiSpeech(client, { model: 'tts-model', voice: 'nova' });
}

it('returns the speech model\'s mp3 bytes as audio/mpeg', async () => {
  const mp3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 1, 2, 3]);
  stub.reply('/v1/audio/speech', { audio: mp3 });
  const result = await speech().synthesize('  Read this aloud.  ');
  expect(result.contentType).toBe('audio/mpeg');
  expect(result.audio.equals(mp3)).toBe(true);
  expect(stub.requests[0]!.body).toMatchObject({ model: 'tts-model', voice: 'nova', input: 'Read this aloud.', response_format: 'mp3' });
});

it('refuses text over 4,096 characters before calling the model', async () => {
  await expect(speech().synthesize('x'.repeat(4097))).rejects.toBeInstanceOf(SpeechTextInvalidError);
  expect(stub.requests).toHaveLength(0);
});

import { describe, expect, it } from 'vitest';
import { createEspeakSynthesizer } from './espeak-speech.js';
import { SpeechTextInvalidError, SpeechUnavailableError } from './speech.js';
import { parseWav } from './wav.js';

describe('espeak-ng read-aloud', () => {
  const speech = createEspeakSynthesizer();

  it('returns a valid WAV whose header sizes match its length and that plays for a while', async () => {
    const { audio, contentType } = await speech.synthesize('Photosynthesis turns light into chemical energy.');
    expect(contentType).toBe('audio/wav');
    const wav = parseWav(audio);
    expect(wav.riffSize).toBe(audio.length - 8);
    expect(wav.dataOffset + wav.dataSize).toBe(audio.length);
    expect(wav.channels).toBe(1);
    expect(wav.durationSeconds).toBeGreaterThan(1);
  });

  it('reads text that looks like command-line options as words', async () => {
    const { audio } = await speech.synthesize('--help -w /etc/passwd');
    expect(parseWav(audio).durationSeconds).toBeGreaterThan(0.3);
  });

  it('refuses blank text and text over 4,096 characters with a 400', async () => {
    await expect(speech.synthesize('   \n')).rejects.toBeInstanceOf(SpeechTextInvalidError);
    const error = await speech.synthesize('a'.repeat(4097)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechTextInvalidError);
    expect((error as SpeechTextInvalidError).status).toBe(400);
  });

  it('reports a missing espeak-ng binary as read-aloud being unavailable (503)', async () => {
    const missing = createEspeakSynthesizer({ binary: '/nonexistent/espeak-ng' });
    const error = await missing.synthesize('Hello').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechUnavailableError);
    expect((error as SpeechUnavailableError).status).toBe(503);
  });
});

import { describe, expect, it } from 'vitest';
import { createEspeakSynthesizer, mp3BitsPerSecond } from './espeak-speech.js';
import { readMp3 } from './mp3-frames.js';
import { SpeechTextInvalidError, SpeechUnavailableError } from './speech.js';

describe('espeak-ng read-aloud', () => {
  const speech = createEspeakSynthesizer();

  it('returns MP3 frames from start to end that play for as long as the sentence', async () => {
    const { audio, contentType } = await speech.synthesize('Photosynthesis turns light into chemical energy.');
    expect(contentType).toBe('audio/mpeg');
    const mp3 = readMp3(audio);
    expect(mp3.durationSeconds).toBeGreaterThan(1);
    expect(mp3.durationSeconds).toBeLessThan(10);
  });

  it('sends the longest text (4,096 characters) as compressed speech: about 180 KB a minute, not 2.6 MB', async () => {
    const text = 'The cell membrane decides what enters and leaves the cell. '.repeat(70).slice(0, 4096);
    const { audio } = await speech.synthesize(text);
    const { durationSeconds } = readMp3(audio);
    expect(durationSeconds).toBeGreaterThan(120);
    const bytesPerMinute = (audio.length / durationSeconds) * 60;
    expect(bytesPerMinute).toBeLessThan(((mp3BitsPerSecond / 8) * 60) * 1.05);
    expect(audio.length).toBeLessThan(1_000_000);
  });

  it('reads text that looks like command-line options as words', async () => {
    const { audio } = await speech.synthesize('--help -w /etc/passwd');
    expect(readMp3(audio).durationSeconds).toBeGreaterThan(0.3);
  });

  it('refuses blank text and text over 4,096 characters with a 400', async () => {
    await expect(speech.synthesize('   \n')).rejects.toBeInstanceOf(SpeechTextInvalidError);
    const error = await speech.synthesize('a'.repeat(4097)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechTextInvalidError);
    expect((error as SpeechTextInvalidError).status).toBe(400);
  });

  it.each([{ binary: '/nonexistent/espeak-ng' }, { encoder: '/nonexistent/lame' }])(
    'reports a missing program (%o) as read-aloud being unavailable (503)',
    async (missingProgram) => {
      const missing = createEspeakSynthesizer(missingProgram);
      const error = await missing.synthesize('Hello').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SpeechUnavailableError);
      expect((error as SpeechUnavailableError).status).toBe(503);
    },
  );
});

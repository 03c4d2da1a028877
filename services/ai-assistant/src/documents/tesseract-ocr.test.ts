import { describe, expect, it } from 'vitest';
import { renderTextImage } from '../testing/text-image.js';
import { createTesseractReader, OcrTimeoutError } from './tesseract-ocr.js';

describe('tesseract reader', () => {
  it('gives up on an image that takes longer than its time limit with a 503, instead of hanging', async () => {
    const reader = createTesseractReader({ timeoutMs: 5 });
    const image = await renderTextImage(['Too slow']);
    // The time limit, not the OCR finishing, ends the read: a hang would fail by the test's own timeout.
    // (No wall-clock bound here: under a loaded CI machine timings say nothing; scripts/bench measures speed.)
    const error = await reader.readImage(image, 'image/png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OcrTimeoutError);
    expect((error as OcrTimeoutError).status).toBe(503);
    await reader.close();
  });

  it('reads images one after another with one worker', async () => {
    const reader = createTesseractReader();
    const [first, second] = await Promise.all([
      reader.readImage(await renderTextImage(['First page of notes']), 'image/png'),
      reader.readImage(await renderTextImage(['Second page of notes']), 'image/png'),
    ]);
    expect([first, second]).toEqual(['First page of notes', 'Second page of notes']);
    await reader.close();
  });
});

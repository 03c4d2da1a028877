import { readFile } from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPdf } from '../testing/pdf-builder.js';
import { renderSidewaysPhoto, renderTextImage, renderTextPicture } from '../testing/text-image.js';
import { DocumentUnreadableError } from './document-errors.js';
import { createTextExtractor } from './extract-text.js';
import { createTesseractReader } from './tesseract-ocr.js';

const reader = createTesseractReader();
const extractText = createTextExtractor({ imageReader: reader });
afterAll(() => reader.close());

const LESSON = ['Photosynthesis turns light into chemical energy.', 'Chlorophyll absorbs red and blue light.'];

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(DocumentUnreadableError);
  expect((error as DocumentUnreadableError).status).toBe(422);
  return (error as DocumentUnreadableError).reason;
}

describe('extractText: PDF', () => {
  it('returns the text layer of every page, in order', async () => {
    const pdf = buildPdf([{ lines: LESSON }, { lines: ['Page two: the Calvin cycle makes glucose.'] }]);
    const result = await extractText({ bytes: pdf, contentType: 'application/pdf' });
    expect(result).toMatchObject({ kind: 'pdf', method: 'pdf-text', pages: 2, truncated: false });
    expect(result.text).toContain('Photosynthesis turns light into chemical energy.');
    expect(result.text.indexOf('Chlorophyll')).toBeLessThan(result.text.indexOf('Calvin cycle'));
  });

  it('reads a scanned PDF (no text layer) by rendering and OCR-ing its pages', async () => {
    const scan = await renderTextPicture(LESSON, { format: 'jpeg', width: 1224, fontSize: 34 });
    const pdf = buildPdf([{ jpeg: scan.bytes, width: scan.width, height: scan.height }]);
    const result = await extractText({ bytes: pdf });
    expect(result.method).toBe('pdf-ocr');
    expect(result.text).toMatch(/Photosynthesis turns light/);
  });

  it('says a password-protected PDF is password-protected', async () => {
    const pdf = buildPdf([{ lines: LESSON }], { encrypted: true });
    expect(await reasonOf(extractText({ bytes: pdf }))).toBe('encrypted');
  });

  it('says a truncated PDF is damaged', async () => {
    const pdf = buildPdf([{ lines: LESSON }]);
    expect(await reasonOf(extractText({ bytes: pdf.subarray(0, 60) }))).toBe('corrupt');
  });

  it('says a PDF whose pages are blank has no readable text', async () => {
    const blank = createCanvas(400, 300);
    const ctx = blank.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 400, 300);
    const pdf = buildPdf([{ jpeg: await blank.encode('jpeg'), width: 400, height: 300 }]);
    const error = await extractText({ bytes: pdf }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentUnreadableError);
    expect((error as Error).message).toBe('This PDF has no readable text. Try a photo or a PDF with selectable text.');
  });
});

describe('extractText: images and other files', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('reads the text of a %s photo', async (format) => {
    const image = await renderTextImage(LESSON, { format });
    const result = await extractText({ bytes: image, contentType: `image/${format}` });
    expect(result).toMatchObject({ kind: format, method: 'image-ocr' });
    expect(result.text).toContain('Chlorophyll absorbs red and blue light.');
  });

  it('reads a phone photo stored sideways with an EXIF orientation tag', async () => {
    const result = await extractText({ bytes: await renderSidewaysPhoto('Solve 3x + 5 = 20 today') });
    expect(result.text).toContain('Solve 3x + 5 = 20 today');
  });

  it('reads an iPhone HEIC photo (converted offline, then OCR)', async () => {
    const heic = await readFile(new URL('../../test-fixtures/homework-photo.heic', import.meta.url));
    const result = await extractText({ bytes: heic, contentType: 'image/heic', fileName: 'IMG_0001.HEIC' });
    expect(result.kind).toBe('heic');
    expect(result.text).toMatch(/solve 3x \+ 5 = 20/);
  });

  it('trusts the bytes, not the name: a PNG named .pdf is read as an image', async () => {
    const image = await renderTextImage(LESSON);
    const result = await extractText({ bytes: image, contentType: 'application/pdf', fileName: 'notes.pdf' });
    expect(result.kind).toBe('png');
  });

  it('rejects empty, unknown and damaged files with a reason a student understands', async () => {
    expect(await reasonOf(extractText({ bytes: new Uint8Array() }))).toBe('empty');
    expect(await reasonOf(extractText({ bytes: Buffer.from('PK\x03\x04 a zip file') }))).toBe('unsupported');
    const png = await renderTextImage(LESSON);
    expect(await reasonOf(extractText({ bytes: png.subarray(0, 100) }))).toBe('corrupt');
  });

  it('accepts a plain-text upload as it is', async () => {
    const result = await extractText({ bytes: Buffer.from('  Cells  divide by mitosis.\r\n'), fileName: 'notes.txt' });
    expect(result).toMatchObject({ kind: 'text', text: 'Cells divide by mitosis.' });
  });
});

describe('extractText: long PDFs', () => {
  it('stops at the character budget AI requests accept and says the text was cut', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => `Line ${i}: mitochondria release the energy stored in glucose.`);
    const pdf = buildPdf(Array.from({ length: 30 }, () => ({ lines })));
    const result = await createTextExtractor({ imageReader: reader, maxTextChars: 10_000 })({ bytes: pdf });
    expect(result.pages).toBe(30);
    expect(result.truncated).toBe(true);
    expect(result.text.length).toBe(10_000);
  });
});

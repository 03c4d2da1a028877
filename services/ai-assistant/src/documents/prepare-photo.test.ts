import { loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { renderDeskPhoto, renderSidewaysPhoto, renderTextPicture } from '../testing/text-image.js';
import { estimateSkew } from './page-skew.js';
import { flattenLighting } from './photo-cleanup.js';
import { OCR_MAX_SIDE, prepareForOcr } from './prepare-photo.js';
import { createTesseractReader } from './tesseract-ocr.js';

const WORKSHEET = ['Algebra Homework', '1. Solve for x: 5x + 2 = 27', '2. Find 25% of 64.', '3. Solve for y: 7 - 2y = 15'];
/** What the solver needs intact from each problem (tesseract's spacing around "-" varies). */
const EQUATIONS = [/1\. Solve for x: 5x \+ 2 = 27/, /2\. Find 25% of 64\./, /3\. Solve for ?y: 7 ?- ?2y = 15/];

const prepared = async (image: Uint8Array) => (await prepareForOcr(image))!;
const decoded = async (image: Uint8Array) => loadImage(Buffer.from((await prepared(image)).bytes));

describe('preparing a photo for OCR', () => {
  const reader = createTesseractReader();
  afterAll(() => reader.close());

  it('levels a sheet photographed at an angle and evens out its shadow, so every problem reads', async () => {
    const page = await prepared(await renderDeskPhoto(WORKSHEET, 9));
    expect(page.rotatedDegrees).toBeCloseTo(-9, 0);
    const text = await reader.readImage(page.bytes, page.mimeType);
    for (const equation of EQUATIONS) expect(text).toMatch(equation);
  });

  it('levels photos turned either way, and leaves a level page as it is', async () => {
    expect((await prepared(await renderDeskPhoto(WORKSHEET, -14))).rotatedDegrees).toBeCloseTo(14, 0);
    expect((await prepared(await renderDeskPhoto(WORKSHEET, 5))).rotatedDegrees).toBeCloseTo(-5, 0);
    expect((await prepared((await renderTextPicture(WORKSHEET, { format: 'jpeg' })).bytes)).rotatedDegrees).toBe(0);
  });

  it('scales a photo larger than the limit down to it, keeping the aspect ratio', async () => {
    const photo = await renderTextPicture(['A large photo'], { width: 4000, format: 'jpeg' });
    const image = await decoded(photo.bytes);
    expect(image.width).toBe(OCR_MAX_SIDE);
    expect(image.height).toBe(Math.round((photo.height * OCR_MAX_SIDE) / 4000));
  });

  it('redraws a sideways phone photo upright (EXIF orientation)', async () => {
    const image = await decoded(await renderSidewaysPhoto('Solve 3x + 5 = 20 today'));
    expect(image.width).toBeGreaterThan(image.height);
  });

  it('hands back nothing for bytes that are not an image', async () => {
    expect(await prepareForOcr(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))).toBeUndefined();
  });
});

describe('page skew and lighting', () => {
  it('says a blank page is not turned', () => {
    expect(estimateSkew(new Uint8Array(400 * 300).fill(255), 400, 300)).toEqual({ degrees: 0, gain: 1 });
  });

  it('makes shadowed paper white, keeps ink dark, and whites out the desk around the sheet', () => {
    const [width, height] = [120, 40];
    const gray = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const paper = x < 20 ? 40 : 130 + x; // a dark desk, then paper brightening away from a shadow
        gray[y * width + x] = y === 20 && x % 10 === 5 && x > 20 ? Math.round(paper * 0.2) : paper;
      }
    }
    const flat = flattenLighting(gray, width, height, 6);
    expect(flat[10 * width + 5]).toBe(255); // desk
    expect(flat[10 * width + 30]).toBeGreaterThan(240); // shadowed paper
    expect(flat[10 * width + 110]).toBeGreaterThan(240); // lit paper
    expect(flat[20 * width + 35]).toBeLessThan(80); // ink in the shadow
  });
});

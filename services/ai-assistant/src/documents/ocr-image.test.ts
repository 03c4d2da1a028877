import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { renderSidewaysPhoto, renderTextPicture } from '../testing/text-image.js';
import { fitForOcr, jpegOrientation } from './ocr-image.js';

describe('fitForOcr', () => {
  it('scales a photo larger than the limit down to it, keeping the aspect ratio', async () => {
    const photo = await renderTextPicture(['A large photo'], { width: 4000, format: 'jpeg' });
    const fitted = await fitForOcr(photo.bytes, 2000);
    const image = await loadImage(Buffer.from(fitted.bytes));
    expect(image.width).toBe(2000);
    expect(image.height).toBe(Math.round((photo.height * 2000) / 4000));
    expect(fitted.mimeType).toBe('image/png');
  });

  it('leaves small images and undecodable bytes untouched', async () => {
    const small = await renderTextPicture(['small'], { width: 800 });
    expect((await fitForOcr(small.bytes, 2000)).bytes).toBe(small.bytes);
    const junk = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect((await fitForOcr(junk)).bytes).toBe(junk);
  });
});

describe('EXIF orientation', () => {
  it('redraws a sideways phone photo upright', async () => {
    const photo = await renderSidewaysPhoto('Solve 3x + 5 = 20 today');
    expect(jpegOrientation(photo)).toBe(6);
    const upright = await loadImage(Buffer.from((await fitForOcr(photo)).bytes));
    expect([upright.width, upright.height]).toEqual([1000, 300]);
  });

  it('reads orientation 1 for JPEGs without EXIF and for other formats', async () => {
    expect(jpegOrientation((await renderTextPicture(['x'], { format: 'jpeg' })).bytes)).toBe(1);
    expect(jpegOrientation((await renderTextPicture(['x'])).bytes)).toBe(1);
  });
});

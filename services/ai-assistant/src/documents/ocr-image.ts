// Fits a photo for the vision model (tesseract gets the fuller clean-up of prepare-photo.ts). Phone
// photos are often 12 megapixels while a page stays readable at ~2,500 px on its long side (about
// 300 dpi for a letter page), so bigger images are scaled down. Phones also store pictures sideways
// with an EXIF orientation tag; @napi-rs/canvas applies it when decoding, so such photos are redrawn
// upright. Everything else passes through untouched.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { OCR_MAX_SIDE } from './prepare-photo.js';

export async function fitForOcr(image: Uint8Array, maxSide = OCR_MAX_SIDE): Promise<{ bytes: Uint8Array; mimeType?: string }> {
  let decoded;
  try {
    decoded = await loadImage(Buffer.from(image));
  } catch {
    return { bytes: image }; // let the OCR engine report what it cannot read
  }
  const scale = Math.min(1, maxSide / Math.max(decoded.width, decoded.height));
  if (scale === 1 && jpegOrientation(image) <= 1) return { bytes: image };
  const width = Math.round(decoded.width * scale);
  const height = Math.round(decoded.height * scale);
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(decoded, 0, 0, width, height);
  return { bytes: await canvas.encode('png'), mimeType: 'image/png' };
}

/** The EXIF orientation (1-8) of a JPEG, 1 when absent or not a JPEG. */
export function jpegOrientation(bytes: Uint8Array): number {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return 1;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 2; at + 4 <= bytes.length && bytes[at] === 0xff; ) {
    const marker = bytes[at + 1]!;
    const length = view.getUint16(at + 2);
    if (marker === 0xda) break; // image data starts: no EXIF before it
    if (marker === 0xe1 && String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === 'Exif') {
      return tiffOrientation(view, at + 10) ?? 1;
    }
    at += 2 + length;
  }
  return 1;
}

function tiffOrientation(view: DataView, tiff: number): number | undefined {
  if (tiff + 8 > view.byteLength) return undefined;
  const little = view.getUint16(tiff) === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > view.byteLength) return undefined;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > view.byteLength) return undefined;
    if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little);
  }
  return undefined;
}

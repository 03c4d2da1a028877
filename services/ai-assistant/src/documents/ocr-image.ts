// Phone photos are often 12 megapixels; tesseract's time grows with pixel count while a page stays
// readable at ~2,500 px on its long side (about 300 dpi for a letter page). Bigger images are
// scaled down before OCR; small ones pass through untouched.
import { createCanvas, loadImage } from '@napi-rs/canvas';

export const OCR_MAX_SIDE = 2500;

export async function fitForOcr(image: Uint8Array, maxSide = OCR_MAX_SIDE): Promise<{ bytes: Uint8Array; mimeType?: string }> {
  let decoded;
  try {
    decoded = await loadImage(Buffer.from(image));
  } catch {
    return { bytes: image }; // let the OCR engine report what it cannot read
  }
  const scale = maxSide / Math.max(decoded.width, decoded.height);
  if (scale >= 1) return { bytes: image };
  const width = Math.round(decoded.width * scale);
  const height = Math.round(decoded.height * scale);
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(decoded, 0, 0, width, height);
  return { bytes: await canvas.encode('png'), mimeType: 'image/png' };
}

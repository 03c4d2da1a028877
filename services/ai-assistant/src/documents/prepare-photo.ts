// Prepares an uploaded picture for tesseract: upright (EXIF orientation, applied by the decoder),
// a size it reads best at, gray with the lighting evened out, and the page turned level.
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { estimateSkew } from './page-skew.js';
import { flattenLighting, toGray } from './photo-cleanup.js';

/** Tesseract's time grows with pixels; a page reads well at ~2,500 px on its long side (~300 dpi). */
export const OCR_MAX_SIDE = 2500;
/** Only really small pictures are enlarged (to this): enlarging a readable page made tesseract misread digits. */
const OCR_MIN_SIDE = 1200;
/** Below this a turn is left to tesseract; a turn must also sharpen the text rows clearly. */
const MIN_SKEW_DEGREES = 0.5;
const MIN_SKEW_GAIN = 1.03;

export interface PreparedImage {
  bytes: Uint8Array;
  mimeType: string;
  /** Degrees the page was turned to level it (0 when it was level). */
  rotatedDegrees: number;
}

/** The cleaned-up page as a gray PNG, or undefined when the bytes do not decode as an image. */
export async function prepareForOcr(image: Uint8Array): Promise<PreparedImage | undefined> {
  let decoded: Image;
  try {
    // The decoder draws a cut-off PNG or JPEG as far as it got; such an upload is damaged, not blank.
    if (isCutOff(image)) return undefined;
    decoded = await loadImage(Buffer.from(image));
  } catch {
    return undefined; // let the OCR engine report what it cannot read
  }
  const long = Math.max(decoded.width, decoded.height);
  const scale = Math.min(OCR_MAX_SIDE / long, Math.max(1, Math.min(2, OCR_MIN_SIDE / long)));
  const width = Math.max(1, Math.round(decoded.width * scale));
  const height = Math.max(1, Math.round(decoded.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.drawImage(decoded, 0, 0, width, height);
  const gray = toGray(context.getImageData(0, 0, width, height).data);
  const flat = flattenLighting(gray, width, height, Math.max(8, Math.round(Math.max(width, height) / 80)));
  const skew = estimateSkew(flat, width, height);
  const turn = Math.abs(skew.degrees) >= MIN_SKEW_DEGREES && skew.gain >= MIN_SKEW_GAIN ? skew.degrees : 0;
  return { bytes: await encodeGray(flat, width, height, turn), mimeType: 'image/png', rotatedDegrees: turn };
}

/**
 * A PNG without its closing IEND chunk, or a JPEG without an end-of-image marker in its second half
 * (phones append trailers after it, and an EXIF thumbnail near the start has one of its own).
 */
function isCutOff(image: Uint8Array): boolean {
  const bytes = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return !bytes.subarray(-64).includes('IEND');
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return !bytes.subarray(Math.floor(bytes.length / 2)).includes(Buffer.from([0xff, 0xd9]));
  return false;
}

/** PNG of the gray page, turned clockwise by `degrees` onto white paper large enough to hold it. */
async function encodeGray(gray: Uint8Array, width: number, height: number, degrees: number): Promise<Uint8Array> {
  const page = createCanvas(width, height);
  const pixels = page.getContext('2d').createImageData(width, height);
  for (let i = 0, p = 0; i < gray.length; i++, p += 4) {
    pixels.data[p] = pixels.data[p + 1] = pixels.data[p + 2] = gray[i]!;
    pixels.data[p + 3] = 255;
  }
  page.getContext('2d').putImageData(pixels, 0, 0);
  if (degrees === 0) return page.encode('png');
  const radians = (degrees * Math.PI) / 180;
  const [sin, cos] = [Math.abs(Math.sin(radians)), Math.abs(Math.cos(radians))];
  const turned = createCanvas(Math.ceil(width * cos + height * sin), Math.ceil(width * sin + height * cos));
  const context = turned.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, turned.width, turned.height);
  context.translate(turned.width / 2, turned.height / 2);
  context.rotate(radians);
  context.drawImage(page, -width / 2, -height / 2);
  return turned.encode('png');
}

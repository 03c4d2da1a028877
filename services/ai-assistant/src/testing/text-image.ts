// Renders lines of text onto a white page image, the way a phone photo of a worksheet looks to OCR.
import { createCanvas, loadImage } from '@napi-rs/canvas';

export type ImageFormat = 'png' | 'jpeg' | 'webp';

export interface TextImageOptions {
  format?: ImageFormat;
  width?: number;
  fontSize?: number;
  fontFamily?: string;
}

export async function renderTextImage(lines: string[], options: TextImageOptions = {}): Promise<Buffer> {
  return (await renderTextPicture(lines, options)).bytes;
}

export async function renderTextPicture(
  lines: string[],
  options: TextImageOptions = {},
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const fontSize = options.fontSize ?? 30;
  const lineHeight = Math.round(fontSize * 1.6);
  const width = options.width ?? 1240;
  const height = Math.max(200, lines.length * lineHeight + 120);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#111111';
  ctx.font = `${fontSize}px ${options.fontFamily ?? '"DejaVu Sans", "Liberation Sans", sans-serif'}`;
  lines.forEach((line, i) => ctx.fillText(line, 60, 80 + i * lineHeight));
  const format = options.format ?? 'png';
  const bytes = format === 'png'
    ? await canvas.encode('png')
    : await canvas.encode(format, 90);
  return { bytes, width, height };
}

/**
 * A phone-style JPEG: the pixels are stored rotated 90° counter-clockwise and an EXIF tag
 * (orientation 6) tells viewers to turn it upright, as phones do for portrait shots.
 */
export async function renderSidewaysPhoto(line: string): Promise<Buffer> {
  const [long, short] = [1000, 300];
  const canvas = createCanvas(short, long);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, short, long);
  ctx.translate(0, long);
  ctx.rotate(-Math.PI / 2);
  ctx.fillStyle = '#111111';
  ctx.font = '40px "DejaVu Sans", "Liberation Sans", sans-serif';
  ctx.fillText(line, 40, 120);
  const jpeg = await canvas.encode('jpeg', 90);
  const tiff = Buffer.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const size = payload.length + 2;
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, size >> 8, size & 0xff]), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

/**
 * A printed worksheet as a phone sees it on a desk: the sheet turned by `degrees`, a dark desk around
 * it and a shadow falling across one side, saved as a JPEG.
 */
export async function renderDeskPhoto(lines: string[], degrees: number): Promise<Buffer> {
  const sheet = await loadImage(await renderTextImage(lines, { width: 1100, fontSize: 40, fontFamily: '"DejaVu Serif", "Liberation Serif", serif' }));
  const canvas = createCanvas(1500, Math.round(sheet.height * 1.2 + 300));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#4a3b2c';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.save();
  ctx.translate(canvas.width / 2, canvas.height / 2);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.drawImage(sheet, -sheet.width / 2, -sheet.height / 2);
  ctx.restore();
  const shadow = ctx.createLinearGradient(0, 0, canvas.width, 0);
  shadow.addColorStop(0, 'rgba(0,0,0,0.45)');
  shadow.addColorStop(0.6, 'rgba(0,0,0,0)');
  ctx.fillStyle = shadow;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  return canvas.encode('jpeg', 80);
}

// Renders lines of text onto a white page image, the way a phone photo of a worksheet looks to OCR.
import { createCanvas } from '@napi-rs/canvas';

export type ImageFormat = 'png' | 'jpeg' | 'webp';

export interface TextImageOptions {
  format?: ImageFormat;
  width?: number;
  fontSize?: number;
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
  ctx.font = `${fontSize}px "DejaVu Sans", "Liberation Sans", sans-serif`;
  lines.forEach((line, i) => ctx.fillText(line, 60, 80 + i * lineHeight));
  const format = options.format ?? 'png';
  const bytes = format === 'png'
    ? await canvas.encode('png')
    : await canvas.encode(format, 90);
  return { bytes, width, height };
}

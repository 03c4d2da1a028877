// HEIC/HEIF (iPhone photos) → PNG, because tesseract reads neither. heic-convert decodes with
// libheif compiled to wasm: offline, no native build. Loaded on first use: it is large.
import { DocumentUnreadableError } from './document-errors.js';

type HeicConvert = (options: { buffer: Uint8Array; format: 'PNG' | 'JPEG'; quality?: number }) => Promise<ArrayBuffer>;

export async function heicToPng(bytes: Uint8Array): Promise<Uint8Array> {
  const { default: convert } = (await import('heic-convert')) as { default: HeicConvert };
  try {
    return new Uint8Array(await convert({ buffer: bytes, format: 'PNG' }));
  } catch (error) {
    throw new DocumentUnreadableError('corrupt', { cause: error });
  }
}

// One entry point for every upload: detect the real type, then the text layer, OCR or HEIC decoding.
import { detectKind, type DocumentKind } from './detect-type.js';
import { DocumentUnreadableError, NO_TEXT_IN_IMAGE } from './document-errors.js';
import { heicToPng } from './heic.js';
import { countLetters, normalizePageText, readPdf } from './pdf-text.js';
import type { ImageTextReader } from './tesseract-ocr.js';

export interface DocumentInput {
  bytes: Uint8Array;
  contentType?: string | undefined;
  fileName?: string | undefined;
}

export interface ExtractedText {
  text: string;
  kind: Exclude<DocumentKind, 'unknown'>;
  method: 'pdf-text' | 'pdf-ocr' | 'image-ocr' | 'plain-text';
  pages: number;
  truncated: boolean;
}

export interface TextExtractorOptions {
  /** Reads text from page images: tesseract offline, or the vision model with the openai provider. */
  imageReader: ImageTextReader;
  maxBytes?: number;
  ocrPageLimit?: number;
  /** Text budget for a PDF's text layer (default 200,000: what AI requests accept). */
  maxTextChars?: number;
}

export type ExtractText = (input: DocumentInput) => Promise<ExtractedText>;

const IMAGE_MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

export function createTextExtractor(options: TextExtractorOptions): ExtractText {
  const maxBytes = options.maxBytes ?? 25 * 1024 * 1024;
  return async function extractText({ bytes, contentType, fileName }) {
    if (bytes.length === 0) throw new DocumentUnreadableError('empty');
    if (bytes.length > maxBytes) throw new DocumentUnreadableError('too-large');
    const kind = detectKind(bytes, { contentType, fileName });
    switch (kind) {
      case 'pdf': {
        const pdf = await readPdf(bytes, {
          ocr: options.imageReader, ocrPageLimit: options.ocrPageLimit ?? 10, maxChars: options.maxTextChars,
        });
        return { kind, ...pdf };
      }
      case 'jpeg':
      case 'png':
      case 'webp':
        return { kind, ...(await readImage(options.imageReader, bytes, IMAGE_MIME[kind])) };
      case 'heic':
        return { kind, ...(await readImage(options.imageReader, await heicToPng(bytes), 'image/png')) };
      case 'text': {
        const text = normalizePageText(new TextDecoder().decode(bytes));
        if (!text) throw new DocumentUnreadableError('empty');
        return { kind, text, method: 'plain-text', pages: 1, truncated: false };
      }
      default:
        throw new DocumentUnreadableError('unsupported');
    }
  };
}

async function readImage(reader: ImageTextReader, image: Uint8Array, mimeType: string) {
  let raw: string;
  try {
    // Each reader prepares the picture its own way (tesseract: cleaned-up gray page; vision: resized).
    raw = await reader.readImage(image, mimeType);
  } catch (error) {
    // The image passed the magic-byte check but the decoder choked on it: a truncated upload.
    if (isDecodeFailure(error)) throw new DocumentUnreadableError('corrupt', { cause: error });
    throw error;
  }
  const text = normalizePageText(raw);
  if (countLetters(text) < 3) throw new DocumentUnreadableError('no-text', { message: NO_TEXT_IN_IMAGE });
  return { text, method: 'image-ocr' as const, pages: 1, truncated: false };
}

function isDecodeFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /read image|pix|decode|corrupt|unsupported image/i.test(message);
}

// PDF → text. The text layer first (fast, exact); a PDF without one (a scan) gets its pages rendered
// offline with @napi-rs/canvas and read by OCR, up to a page limit that keeps a request bounded.
import { createIsomorphicCanvasFactory, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { DocumentUnreadableError } from './document-errors.js';
import type { ImageTextReader } from './tesseract-ocr.js';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

export interface PdfText {
  text: string;
  pages: number;
  method: 'pdf-text' | 'pdf-ocr';
  /** Only part was read: the first `ocrPageLimit` pages of a scan, or pages up to `maxChars`. */
  truncated: boolean;
}

export interface PdfOptions {
  ocr?: ImageTextReader | undefined;
  ocrPageLimit?: number;
  /** Render scale for OCR: 2 ≈ 144 dpi, enough for tesseract on body text. */
  ocrScale?: number;
  /** Stop reading pages past this much text: AI requests accept 200,000 characters at most. */
  maxChars?: number;
}

const loadCanvas = () => import('@napi-rs/canvas');

/** Fewer letters than this across the document means "no text layer", not "a short document". */
const MIN_LETTERS = 8;

export async function readPdf(bytes: Uint8Array, options: PdfOptions = {}): Promise<PdfText> {
  const pdf = await openPdf(bytes);
  try {
    const layer = await readTextLayer(pdf, options.maxChars ?? 200_000);
    if (countLetters(layer.text) >= MIN_LETTERS) {
      return { ...layer, pages: pdf.numPages, method: 'pdf-text' };
    }
    if (!options.ocr) throw new DocumentUnreadableError('no-text');
    return await ocrPages(pdf, options.ocr, options);
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // pdf.js takes ownership of (and may detach) the buffer it is given: hand it a copy.
    // The canvas factory lets pdf.js draw scanned pages (and their images) without a browser.
    const CanvasFactory = await createIsomorphicCanvasFactory(loadCanvas);
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, CanvasFactory });
    if (pdf.numPages < 1) throw new DocumentUnreadableError('empty');
    return pdf;
  } catch (error) {
    if (error instanceof DocumentUnreadableError) throw error;
    const name = (error as { name?: string } | null)?.name;
    if (name === 'PasswordException') throw new DocumentUnreadableError('encrypted', { cause: error });
    throw new DocumentUnreadableError('corrupt', { cause: error });
  }
}

// Page by page (not all pages at once), stopping at the character budget, and yielding to the event
// loop between pages: pdf.js parses on the main thread, and a textbook must not stall other requests.
async function readTextLayer(pdf: PdfDocument, maxChars: number): Promise<{ text: string; truncated: boolean }> {
  const pages: string[] = [];
  let chars = 0;
  for (let number = 1; number <= pdf.numPages; number += 1) {
    if (chars >= maxChars) return { text: pages.join('\n\n').slice(0, maxChars), truncated: true };
    const page = await pdf.getPage(number);
    const { items } = await page.getTextContent();
    const text = normalizePageText(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    page.cleanup();
    if (text) pages.push(text);
    chars += text.length + 2;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { text: pages.join('\n\n'), truncated: false };
}

async function ocrPages(pdf: PdfDocument, ocr: ImageTextReader, options: PdfOptions): Promise<PdfText> {
  const limit = Math.min(pdf.numPages, options.ocrPageLimit ?? 10);
  const texts: string[] = [];
  for (let page = 1; page <= limit; page += 1) {
    const png = await renderPageAsImage(pdf, page, {
      canvasImport: loadCanvas,
      scale: options.ocrScale ?? 2,
    });
    texts.push(normalizePageText(await ocr.readImage(new Uint8Array(png), 'image/png')));
  }
  const text = texts.filter(Boolean).join('\n\n');
  if (countLetters(text) < MIN_LETTERS) throw new DocumentUnreadableError('no-text');
  return { text, pages: pdf.numPages, method: 'pdf-ocr', truncated: limit < pdf.numPages };
}

export function normalizePageText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function countLetters(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length;
}

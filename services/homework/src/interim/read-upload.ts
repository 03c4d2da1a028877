// INTERIM: stands in for @studyhall/platform/uploads `readUpload` until it lands on main.
// Parses a multipart body with the runtime's own FormData parser (no dependency), caps it at
// maxBytes and finds the real type by magic bytes.
import { Readable } from 'node:stream';
import { Invalid, PayloadTooLarge, AppError } from '@studyhall/platform/errors';
import type { Context } from 'koa';

export const TOO_LARGE_MESSAGE = 'Please select a file smaller than 10MB';
export const WRONG_TYPE_MESSAGE = 'Please select a PDF or image file (JPG, PNG, WEBP, HEIC)';

export class UnsupportedMediaType extends AppError {
  constructor(message: string) {
    super('unsupported_media_type', 415, message);
  }
}

export interface ReadUpload {
  file: { bytes: Uint8Array; fileName: string; contentType: string };
  fields: Record<string, string>;
}

export interface ReadUploadOptions {
  field: string;
  maxBytes: number;
  missingMessage: string;
}

export async function readUpload(ctx: Context, options: ReadUploadOptions): Promise<ReadUpload> {
  if (!ctx.is('multipart/form-data')) throw new Invalid(options.missingMessage, { field: options.field });
  const declared = Number(ctx.get('content-length') || 0);
  // The multipart envelope adds a little around the file; the file itself is checked exactly below.
  if (declared > options.maxBytes + 64 * 1024) throw new PayloadTooLarge(TOO_LARGE_MESSAGE);
  const form = await parseForm(ctx, options.maxBytes + 64 * 1024);
  const entry = form.get(options.field);
  if (!entry || typeof entry === 'string' || entry.size === 0) throw new Invalid(options.missingMessage, { field: options.field });
  if (entry.size > options.maxBytes) throw new PayloadTooLarge(TOO_LARGE_MESSAGE);
  const bytes = new Uint8Array(await entry.arrayBuffer());
  const contentType = sniffType(bytes);
  if (!contentType) throw new UnsupportedMediaType(WRONG_TYPE_MESSAGE);
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  return { file: { bytes, fileName: entry.name || 'upload', contentType }, fields };
}

async function parseForm(ctx: Context, limit: number): Promise<FormData> {
  let seen = 0;
  const capped = Readable.toWeb(ctx.req).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new PayloadTooLarge(TOO_LARGE_MESSAGE));
        else controller.enqueue(chunk);
      },
    }),
  );
  const request = new Request('http://upload.local/', {
    method: 'POST', headers: { 'content-type': ctx.get('content-type') }, body: capped, duplex: 'half',
  } as RequestInit);
  try {
    return await request.formData();
  } catch (error) {
    if (error instanceof PayloadTooLarge) throw error;
    if (seen > limit) throw new PayloadTooLarge(TOO_LARGE_MESSAGE);
    throw new Invalid('The upload could not be read. Please choose the file again.', {}, { cause: error });
  }
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** PDF, JPEG, PNG, WEBP or HEIC/HEIF by their first bytes; undefined for anything else. */
export function sniffType(bytes: Uint8Array): string | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(1, 4) === 'PNG' && bytes[0] === 0x89) return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12))) return 'image/heic';
  if (ascii(4, 8) === 'ftyp') {
    for (let at = 16; at + 4 <= Math.min(bytes.length, 64); at += 4) if (HEIF_BRANDS.has(ascii(at, at + 4))) return 'image/heic';
  }
  return undefined;
}

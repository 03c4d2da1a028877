// The one way a service takes an uploaded file (spec §5, §9): a multipart body parsed as it streams,
// at most one file and 10 MB, its real type read from its first bytes (never from its name or the
// browser's claim), and the spec's messages for a missing, wrong or oversized file.
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, Invalid, PayloadTooLarge, Unprocessable } from '../errors.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const wrongTypeMessage = 'Please select a PDF or image file (JPG, PNG, WEBP, HEIC)';
export const tooLargeMessage = 'Please select a file smaller than 10MB';
export const emptyFileMessage = 'This file is empty. Please choose the file again and re-upload it.';

/** The kinds StudyHall reads (PDF, JPEG, PNG, WEBP, HEIC, HEIF), by file-type's extension. */
const acceptedKinds = { pdf: 'pdf', jpg: 'jpeg', png: 'png', webp: 'webp', heic: 'heic', heif: 'heif' } as const;
export type UploadKind = (typeof acceptedKinds)[keyof typeof acceptedKinds];

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
  kind: UploadKind;
  /** The detected type (e.g. application/pdf), stored with the original. */
  contentType: string;
}

export interface Upload {
  file: UploadedFile;
  /** The form's text fields (e.g. wordProblemTheme, gradeLevel, title). */
  fields: Record<string, string>;
}

export interface ReadUploadOptions {
  /** The form field holding the file; default "file". */
  field?: string;
  maxBytes?: number;
  /** The 400 message when no file came (each screen words it its own way). */
  missingFileMessage?: string;
}

class UnsupportedType extends AppError {
  constructor() {
    super('unsupported_media_type', 415, wrongTypeMessage);
  }
}

export async function readUpload(request: IncomingMessage, options: ReadUploadOptions = {}): Promise<Upload> {
  const missing = options.missingFileMessage ?? 'Please select a PDF or image file to upload.';
  const { file, fields } = await parseMultipart(request, options.field ?? 'file', options.maxBytes ?? MAX_UPLOAD_BYTES, missing);
  if (!file) throw new Invalid(missing, { field: options.field ?? 'file' });
  if (file.bytes.length === 0) throw new Unprocessable(emptyFileMessage);
  const detected = await fileTypeFromBuffer(file.bytes);
  const kind = detected && acceptedKinds[detected.ext as keyof typeof acceptedKinds];
  if (!detected || !kind) throw new UnsupportedType();
  return { file: { fileName: file.fileName, bytes: file.bytes, kind, contentType: detected.mime }, fields };
}

type Parsed = { file?: { fileName: string; bytes: Buffer }; fields: Record<string, string> };

function parseMultipart(request: IncomingMessage, field: string, maxBytes: number, missing: string): Promise<Parsed> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: request.headers, limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 64 * 1024 } });
    } catch {
      // Not multipart at all (e.g. JSON or no body): there is no file.
      return reject(new Invalid(missing, { field }));
    }
    const parsed: Parsed = { fields: {} };
    let failure: Error | undefined;
    parser.on('field', (name, value) => (parsed.fields[name] = value));
    parser.on('file', (name, stream, info) => {
      if (name !== field) return void stream.resume();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => (failure = new PayloadTooLarge(tooLargeMessage)));
      stream.on('end', () => (parsed.file = { fileName: cleanFileName(info.filename), bytes: Buffer.concat(chunks) }));
    });
    parser.on('error', () => reject(failure ?? new Invalid('The upload could not be read. Please try again.')));
    parser.on('close', () => (failure ? reject(failure) : resolve(parsed)));
    request.pipe(parser);
  });
}

/** The name as the student sees it: no folders, no control characters, at most 255 characters. */
function cleanFileName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = (name ?? '').split(/[\\/]/).at(-1)!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'upload').slice(0, 255);
}

import type { IncomingMessage } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { PayloadTooLarge } from '@studyhall/platform';

export const fileTooLargeMessage = 'File Too Large: Please select a file smaller than 10MB';
export const jsonTooLargeMessage = 'Request body is too large';

export interface BodyCap {
  maxBytes: number;
  message: string;
}

/** True when the request says it carries a body (a length above zero, or a chunked one). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return req.headers['transfer-encoding'] !== undefined;
}

/** Rejects a body whose declared length is over the cap, before a single byte of it is read. */
export function rejectDeclaredOversize(req: IncomingMessage, cap: BodyCap): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > cap.maxBytes) throw new PayloadTooLarge(cap.message);
}

export interface CappedBody {
  stream: Readable;
  exceeded: () => boolean;
}

/**
 * The request body as a stream the upstream reads from. A declared length was checked already and
 * the HTTP parser holds the client to it; a chunked body is counted and cut off at the cap.
 */
export function cappedBody(req: IncomingMessage, cap: BodyCap): CappedBody {
  if (req.headers['content-length'] !== undefined) return { stream: req, exceeded: () => false };
  let seen = 0;
  let over = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen <= cap.maxBytes) return callback(null, chunk);
      over = true;
      req.unpipe(counter);
      callback(new PayloadTooLarge(cap.message));
    },
  });
  req.pipe(counter);
  return { stream: counter, exceeded: () => over };
}

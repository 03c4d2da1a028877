// OCR with tesseract.js, entirely offline: the core wasm comes from tesseract.js-core and the English
// model from the @tesseract.js-data/eng package (LSTM-only "best_int" data, gzip), never from a CDN.
// One worker is created on first use and reused; tesseract runs one job at a time per worker, so
// calls are queued here rather than interleaved.
import { createRequire } from 'node:module';
import path from 'node:path';
import { UpstreamFailed } from '@studyhall/platform/errors';
import Tesseract from 'tesseract.js';
import { prepareForOcr } from './prepare-photo.js';

export interface ImageTextReader {
  readImage(image: Uint8Array, mimeType: string): Promise<string>;
  close(): Promise<void>;
}

export function englishLanguageDir(): string {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  return path.join(packageDir, '4.0.0_best_int');
}

export class OcrTimeoutError extends UpstreamFailed {
  constructor() {
    super('Reading this image took too long. Please try again with a smaller or clearer photo.', 503);
  }
}

/**
 * Each picture is cleaned up first (prepare-photo.ts: level, even lighting, gray); `prepare: false`
 * reads it as uploaded, to measure what the clean-up gains. `timeoutMs` bounds one image (worker start included). A job past it gets its worker terminated and
 * replaced: a stuck or crashed wasm worker would otherwise leave every later request waiting.
 */
export function createTesseractReader(options: { timeoutMs?: number; prepare?: boolean } = {}): ImageTextReader {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const prepare = options.prepare ?? true;
  let worker: Promise<Tesseract.Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const getWorker = (): Promise<Tesseract.Worker> => {
    worker ??= Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      langPath: englishLanguageDir(),
      cacheMethod: 'none',
      gzip: true,
      // Without a handler tesseract.js rethrows job failures as uncaught exceptions; the job's own
      // promise already rejects with the reason, which is where we handle it.
      errorHandler: () => undefined,
    }).catch((error: unknown) => {
      worker = undefined; // let the next call try again instead of failing forever
      throw error;
    });
    return worker;
  };

  return {
    readImage(image) {
      const job = queue.then(() => withTimeout(async (expired) => {
        // Bytes that do not decode go to tesseract as they are: it reports what it cannot read.
        const page = (prepare && (await prepareForOcr(image))?.bytes) || image;
        const ready = await getWorker();
        if (expired()) throw new OcrTimeoutError(); // its worker was terminated meanwhile
        const { data } = await ready.recognize(Buffer.from(page));
        return data.text.trim();
      }));
      queue = job.catch(() => undefined);
      return job;
    },
    close,
  };

  async function withTimeout(recognize: (expired: () => boolean) => Promise<string>): Promise<string> {
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    const expiry = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        void close().catch(() => undefined);
        reject(new OcrTimeoutError());
      }, timeoutMs);
    });
    try {
      return await Promise.race([recognize(() => timedOut), expiry]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function close(): Promise<void> {
    const current = worker;
    worker = undefined;
    if (current) await (await current).terminate();
  }
}

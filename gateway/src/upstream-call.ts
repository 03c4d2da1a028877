import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';

export type AnswerHeaders = Record<string, string | string[] | undefined>;

export interface UpstreamAnswer {
  statusCode: number;
  headers: AnswerHeaders;
  /** The whole body when it is small and its length known, else a stream of it. */
  body: Buffer | Readable;
}

const bufferedBodyMaxBytes = 64 * 1024;

/**
 * One call through a service's pool. Most answers are small JSON with a known length: their bytes
 * are collected as they come and the answer is complete at once, which is much cheaper than a
 * stream per response. Larger or open-ended bodies (audio, big lists) are streamed with backpressure.
 */
export function callUpstream(pool: Dispatcher, options: Dispatcher.DispatchOptions, signal?: AbortSignal): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    let buffered: { statusCode: number; headers: AnswerHeaders; chunks: Buffer[] } | undefined;
    let stream: Readable | undefined;
    let ended = false;
    pool.dispatch(options, {
      onRequestStart(controller) {
        signal?.addEventListener('abort', () => controller.abort(new Error('the client went away')), { once: true });
      },
      onResponseStart(controller, statusCode, headers) {
        if (Number(headers['content-length'] ?? Number.NaN) <= bufferedBodyMaxBytes) {
          buffered = { statusCode, headers, chunks: [] };
          return;
        }
        stream = answerStream(controller, () => ended);
        resolve({ statusCode, headers, body: stream });
      },
      onResponseData(controller, chunk) {
        if (buffered) buffered.chunks.push(chunk);
        else if (stream && !stream.push(chunk)) controller.pause();
      },
      onResponseEnd() {
        ended = true;
        if (!buffered) return void stream?.push(null);
        const { chunks, ...answer } = buffered;
        resolve({ ...answer, body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks) });
      },
      onResponseError(_controller, error) {
        if (stream) stream.destroy(error);
        else reject(error);
      },
    });
  });
}

/** A body stream that pauses the upstream socket while the browser is slow, and stops it if the browser leaves. */
function answerStream(controller: Dispatcher.DispatchController, hasEnded: () => boolean): Readable {
  return new Readable({
    read: () => controller.resume(),
    destroy(error, callback) {
      if (!hasEnded() && !controller.aborted) controller.abort(error ?? new Error('the client went away'));
      callback(error);
    },
  });
}

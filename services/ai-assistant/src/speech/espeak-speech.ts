// Offline read-aloud: Debian's espeak-ng speaks into Debian's lame, which encodes MP3 (both child
// processes, installed by scripts/system-packages and the image). Text goes through stdin, never
// argv, so nothing in it can become an option. A small concurrency cap keeps a burst of requests
// from forking dozens of synthesizers on two cores.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { assertSpeakable, SpeechUnavailableError, type SpeechAudio, type SpeechSynthesizer } from './speech.js';

export interface EspeakOptions {
  binary?: string;
  encoder?: string;
  voice?: string;
  wordsPerMinute?: number;
  timeoutMs?: number;
  maxConcurrent?: number;
}

// espeak-ng speaks at 22.05 kHz mono; at 24 kbit/s lame resamples to 16 kHz (speech lives below
// 8 kHz). MP3 at 24 kbit/s constant rate keeps that voice clear and is
// ~180 KB per minute of speech (the WAV was 2.6 MB per minute): a minute's reading reaches a phone
// on mobile data in a fraction of a second, and every browser plays MP3.
export const mp3BitsPerSecond = 24_000;

export function createEspeakSynthesizer(options: EspeakOptions = {}): SpeechSynthesizer {
  const limit = createLimiter(options.maxConcurrent ?? 2);
  return {
    name: 'espeak-ng',
    synthesize: (text) => limit(() => speakAsMp3(assertSpeakable(text), options)),
  };
}

function speakAsMp3(text: string, options: EspeakOptions): Promise<SpeechAudio> {
  const speakArgs = ['--stdout', '-b', '1', '-v', options.voice ?? 'en-us', '-s', String(options.wordsPerMinute ?? 165)];
  // lame reads espeak-ng's WAV from stdin (its placeholder sizes only mean "until the end").
  const encodeArgs = ['--quiet', '-m', 'm', '-b', String(mp3BitsPerSecond / 1000), '-', '-'];
  return new Promise((resolve, reject) => {
    const speaker = spawn(options.binary ?? 'espeak-ng', speakArgs);
    const encoder = spawn(options.encoder ?? 'lame', encodeArgs);
    const failures = [watch(speaker, 'espeak-ng'), watch(encoder, 'lame')];
    const timer = setTimeout(() => [speaker, encoder].forEach((child) => child.kill('SIGKILL')), options.timeoutMs ?? 20_000);
    const chunks: Buffer[] = [];
    encoder.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    speaker.stdout.pipe(encoder.stdin);
    Promise.all(failures).then(
      () => resolve({ audio: Buffer.concat(chunks), contentType: 'audio/mpeg' }),
      (cause: unknown) => {
        [speaker, encoder].forEach((child) => child.kill('SIGKILL'));
        reject(new SpeechUnavailableError({ cause }));
      },
    ).finally(() => clearTimeout(timer));
    for (const child of [speaker, encoder]) child.stdin.on('error', () => undefined); // EPIPE: 'close' reports it
    speaker.stdin.end(withoutControlCharacters(text));
  });
}

/** Resolves when the process exits 0; rejects when it cannot start, fails or is killed. */
function watch(child: ChildProcessWithoutNullStreams, name: string): Promise<void> {
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(0, 2000)));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      reject(new Error(`${name} failed (${signal ? `killed by ${signal}` : `exit ${code}: ${stderr.trim()}`})`));
    });
  });
}

/** Control characters (except newline and tab) could switch espeak-ng modes; they become spaces. */
function withoutControlCharacters(text: string): string {
  return Array.from(text, (c) => {
    const code = c.charCodeAt(0);
    return (code < 32 && c !== '\n' && c !== '\t') || code === 127 ? ' ' : c;
  }).join('');
}

function createLimiter(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

// Offline read-aloud: Debian's espeak-ng as a child process (installed by the stack scripts and the
// image). Text goes through stdin, never argv, so nothing in it can become an option. A small
// concurrency cap keeps a burst of requests from forking dozens of synthesizers on two cores.
import { spawn } from 'node:child_process';
import { assertSpeakable, SpeechUnavailableError, type SpeechAudio, type SpeechSynthesizer } from './speech.js';
import { fixWavSizes } from './wav.js';

export interface EspeakOptions {
  binary?: string;
  voice?: string;
  wordsPerMinute?: number;
  timeoutMs?: number;
  maxConcurrent?: number;
}

export function createEspeakSynthesizer(options: EspeakOptions = {}): SpeechSynthesizer {
  const limit = createLimiter(options.maxConcurrent ?? 2);
  return {
    name: 'espeak-ng',
    synthesize: (text) => limit(() => runEspeak(assertSpeakable(text), options)),
  };
}

function runEspeak(text: string, options: EspeakOptions): Promise<SpeechAudio> {
  const args = ['--stdout', '-b', '1', '-v', options.voice ?? 'en-us', '-s', String(options.wordsPerMinute ?? 165)];
  return new Promise((resolve, reject) => {
    const child = spawn(options.binary ?? 'espeak-ng', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 20_000);
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(0, 2000)));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new SpeechUnavailableError({ cause: error }));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) {
        const detail = signal ? `killed by ${signal}` : `exit ${code}: ${stderr.trim()}`;
        reject(new SpeechUnavailableError({ cause: new Error(`espeak-ng failed (${detail})`) }));
        return;
      }
      try {
        resolve({ audio: fixWavSizes(Buffer.concat(chunks)), contentType: 'audio/wav' });
      } catch (error) {
        reject(new SpeechUnavailableError({ cause: error }));
      }
    });
    child.stdin.on('error', () => undefined); // EPIPE if espeak died early; 'close' reports it
    child.stdin.end(withoutControlCharacters(text));
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

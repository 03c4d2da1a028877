// The OpenAI (or OpenAI-compatible: Ollama, vLLM…) connection, from config. Timeouts and transport
// retries are the SDK's own (exponential backoff, honours Retry-After).
import OpenAI from 'openai';

export interface OpenAiSettings {
  apiKey: string;
  baseURL?: string | undefined;
  chatModel: string;
  visionModel: string;
  speechModel: string;
  speechVoice: string;
  timeoutMs: number;
  /** Transport retries (429, 5xx, connection errors, timeouts) done by the SDK. */
  maxRetries: number;
  /** Extra requests when an answer does not validate against the schema. */
  malformedRetries: number;
}

export function createOpenAiClient(settings: OpenAiSettings): OpenAI {
  return new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL || undefined,
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    logLevel: 'off', // our pino logger records what matters; the SDK's would print to stderr
  });
}

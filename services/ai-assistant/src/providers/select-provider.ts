// Chooses the AI engine once at start: the provider, who reads page images, and who reads aloud.
// openai → chat/vision/speech models; local → the offline provider, tesseract and espeak-ng.
// Either way the provider is wrapped with the domain's question checks.
import type { Logger } from 'pino';
import { providerName, type AiConfig } from '../config.js';
import { createTesseractReader, type ImageTextReader } from '../documents/tesseract-ocr.js';
import type { AiProvider } from '../domain/ai-provider.js';
import { withQuestionChecks } from '../domain/checked-provider.js';
import { createEspeakSynthesizer } from '../speech/espeak-speech.js';
import { createOpenAiSpeech } from '../speech/openai-speech.js';
import type { SpeechSynthesizer } from '../speech/speech.js';
import { createOpenAiClient, type OpenAiSettings } from './openai/openai-settings.js';
import { createOpenAiProvider } from './openai/openai-provider.js';
import { createChatCaller } from './openai/structured-chat.js';
import { createVisionReader } from './openai/vision-reader.js';

export interface AiEngine {
  provider: AiProvider;
  imageReader: ImageTextReader;
  speech: SpeechSynthesizer;
  close(): Promise<void>;
}

export interface EngineDeps {
  /** The offline provider (domain/local); injected so this file carries no domain wiring. */
  createLocalProvider: () => AiProvider;
  /** Logger per call (e.g. the request's child logger via platform's currentLogger). */
  logger: () => Logger;
}

export function selectEngine(config: AiConfig, deps: EngineDeps): AiEngine {
  if (providerName(config) === 'openai') {
    const settings = openAiSettings(config);
    const client = createOpenAiClient(settings);
    const chat = createChatCaller(client, deps.logger, settings.malformedRetries);
    return {
      provider: withQuestionChecks(createOpenAiProvider(chat, settings)),
      imageReader: createVisionReader(chat, settings.visionModel),
      speech: createOpenAiSpeech(client, { model: settings.speechModel, voice: settings.speechVoice }),
      close: async () => undefined,
    };
  }
  const imageReader = createTesseractReader();
  return {
    provider: withQuestionChecks(deps.createLocalProvider()),
    imageReader,
    speech: createEspeakSynthesizer({ binary: config.ESPEAK_BINARY, voice: config.ESPEAK_VOICE }),
    close: () => imageReader.close(),
  };
}

export function openAiSettings(config: AiConfig): OpenAiSettings {
  return {
    // A keyless OpenAI-compatible server (Ollama) still needs a non-empty key for the SDK.
    apiKey: config.OPENAI_API_KEY ?? 'not-needed',
    baseURL: config.OPENAI_BASE_URL,
    chatModel: config.OPENAI_CHAT_MODEL,
    visionModel: config.OPENAI_VISION_MODEL,
    speechModel: config.OPENAI_SPEECH_MODEL,
    speechVoice: config.OPENAI_SPEECH_VOICE,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
    maxRetries: config.OPENAI_MAX_RETRIES,
    malformedRetries: config.OPENAI_MALFORMED_RETRIES,
  };
}

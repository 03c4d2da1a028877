// One chat-completions call with a JSON-schema answer, validated by zod. Transport failures are
// retried by the SDK (maxRetries, timeout); an answer that does not parse or validate is rejected
// and asked for again, a bounded number of times. Token usage is logged per call (no prompt text,
// no key).
import type { Logger } from 'pino';
import type OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ModelSchema } from './strict-json-schema.js';
import { MalformedAnswerError, toUpstreamError } from './upstream-errors.js';

export interface ChatCaller {
  structured<T>(call: StructuredCall<T>): Promise<T>;
  text(call: Omit<StructuredCall<string>, 'schema'>): Promise<string>;
}

export interface StructuredCall<T> {
  task: string;
  model: string;
  schema: ModelSchema<T>;
  messages: ChatCompletionMessageParam[];
}

export function createChatCaller(client: OpenAI, logger: () => Logger, malformedRetries = 2): ChatCaller {
  async function complete(call: Omit<StructuredCall<unknown>, 'schema'>, schema?: ModelSchema<unknown>, attempt = 0) {
    const started = Date.now();
    let completion;
    try {
      completion = await client.chat.completions.create({
        model: call.model,
        messages: call.messages,
        // No temperature: reasoning models reject anything but the default.
        ...(schema && {
          response_format: {
            type: 'json_schema' as const,
            json_schema: { name: schema.name, schema: schema.jsonSchema, strict: true },
          },
        }),
      });
    } catch (error) {
      throw toUpstreamError(error);
    }
    const usage = completion.usage;
    logger().info({
      ai: { task: call.task, model: completion.model || call.model, attempt, ms: Date.now() - started },
      tokens: { prompt: usage?.prompt_tokens, completion: usage?.completion_tokens, total: usage?.total_tokens },
    }, 'openai usage');
    const choice = completion.choices[0];
    return { content: choice?.message.content ?? '', refusal: choice?.message.refusal ?? null };
  }

  return {
    async structured<T>(call: StructuredCall<T>): Promise<T> {
      let problems = '';
      for (let attempt = 0; attempt <= malformedRetries; attempt += 1) {
        const { content, refusal } = await complete(call, call.schema as ModelSchema<unknown>, attempt);
        const parsed = refusal ? { success: false as const, problems: `refused: ${refusal}` } : call.schema.parse(content);
        if (parsed.success) return parsed.data;
        problems = parsed.problems;
        logger().warn({ ai: { task: call.task, attempt, problems } }, 'openai answer rejected');
      }
      throw new MalformedAnswerError(problems);
    },
    async text(call) {
      for (let attempt = 0; attempt <= malformedRetries; attempt += 1) {
        const { content } = await complete(call, undefined, attempt);
        if (content.trim()) return content.trim();
        logger().warn({ ai: { task: call.task, attempt } }, 'openai answer was empty');
      }
      throw new MalformedAnswerError('empty answer');
    },
  };
}

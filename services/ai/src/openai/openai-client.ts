import { Logger } from '@nestjs/common';
import OpenAI from 'openai';
import type { z } from 'zod';
import type { AiConfig } from '../config';

type OpenAiSettings = Pick<AiConfig, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'OPENAI_TIMEOUT_MS'>;

/**
 * The OpenAI client every model call of the ai service uses, or null when OPENAI_API_KEY is unset
 * (the local engines answer). No SDK retries: each caller has its own deadline and local fallback.
 */
export function openAiClientOf(config: Pick<AiConfig, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL'>): OpenAI | null {
  return config.OPENAI_API_KEY
    ? new OpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, maxRetries: 0 })
    : null;
}

/** What one JSON-schema chat call asks: the schema's name, the JSON schema and the messages. */
export interface JsonChatRequest {
  name: string;
  schema: Record<string, unknown>;
  messages: OpenAI.Chat.ChatCompletionMessageParam[];
}

/**
 * An adapter that asks an OpenAI model for JSON under a strict schema. Every failure (no key,
 * timeout, HTTP error, an answer off the schema) ends in null and a warning: the caller's local
 * engine then answers.
 */
export abstract class OpenAiJsonAdapter {
  protected readonly logger = new Logger(this.constructor.name);
  protected readonly client: OpenAI | null;

  protected constructor(private readonly settings: OpenAiSettings) {
    this.client = openAiClientOf(settings);
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  /** The model's answer parsed by `answer`; throws when the call fails or the answer does not fit. */
  protected async askForJson<T>(request: JsonChatRequest, answer: z.ZodType<T>): Promise<T> {
    if (!this.client) throw new Error('OPENAI_API_KEY is not set');
    const completion = await this.client.chat.completions.create(
      {
        model: this.settings.OPENAI_MODEL,
        temperature: 0,
        messages: request.messages,
        response_format: { type: 'json_schema', json_schema: { name: request.name, strict: true, schema: request.schema } },
      },
      { timeout: this.settings.OPENAI_TIMEOUT_MS },
    );
    const parsed = answer.safeParse(JSON.parse(completion.choices[0]?.message?.content ?? 'null'));
    if (!parsed.success) throw new Error(`answer does not match the schema: ${parsed.error.message}`);
    return parsed.data;
  }

  /** Logs why the model gave no usable answer; the local engine answers instead. */
  protected fellBack(what: string, err: unknown): null {
    this.logger.warn(`${what} failed, the local engine answers: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}

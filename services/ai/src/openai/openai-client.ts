import OpenAI from 'openai';
import type { AiConfig } from '../config';

/**
 * The OpenAI client every model call of the ai service uses, or null when OPENAI_API_KEY is unset
 * (the local engines answer). No SDK retries: each caller has its own deadline and local fallback.
 */
export function openAiClientOf(config: Pick<AiConfig, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL'>): OpenAI | null {
  return config.OPENAI_API_KEY
    ? new OpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, maxRetries: 0 })
    : null;
}

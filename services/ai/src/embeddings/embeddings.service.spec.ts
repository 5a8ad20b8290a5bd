// Catalogue vectors kept on disk (EMBEDDINGS_CACHE_DIR): a service whose database starts empty
// reads them instead of computing them again. The embeddings server is a local fixture speaking
// the OpenAI embeddings API; the store is an in-memory stand-in for the collection.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Model } from 'mongoose';
import type { AiConfig } from '../config';
import { CATALOGUE } from '../engine/catalogue';
import type { EmbeddingVectorRecord } from './embedding-vector.schema';
import { EmbeddingsService } from './embeddings.service';

/** A deterministic 8-dimension vector of a text. */
const vectorOf = (text: string) => [...createHash('sha256').update(text).digest().subarray(0, 8)].map((b) => b - 128);

async function embeddingsServer() {
  const passages: string[] = [];
  const queries: string[] = [];
  // while set, query embeddings answer after the service's 400 ms timeout
  const state = { slowQueries: false };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { model: string; input: string | string[] };
      const input = Array.isArray(body.input) ? body.input : [body.input];
      if (body.model === 'e5-passage') passages.push(...input);
      if (body.model === 'e5-query') queries.push(...input);
      const delay = body.model === 'e5-query' && state.slowQueries ? 700 : 0;
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            object: 'list',
            model: body.model,
            data: input.map((text, index) => ({ object: 'embedding', index, embedding: vectorOf(text) })),
          }),
        );
      }, delay);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    passages,
    queries,
    state,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

function memoryStore() {
  const docs = new Map<string, EmbeddingVectorRecord>();
  const store = {
    find: (filter: { model: string }) => ({
      lean: async () => [...docs.values()].filter((d) => d.model === filter.model),
    }),
    updateOne: async (filter: { _id: string }, update: { $set: Omit<EmbeddingVectorRecord, '_id'> }) => {
      docs.set(filter._id, { _id: filter._id, ...update.$set });
    },
  };
  return { docs, store: store as unknown as Model<EmbeddingVectorRecord> };
}

async function loadedSimilarity(service: EmbeddingsService, query: string): Promise<ReadonlyMap<string, number>> {
  for (let i = 0; i < 200; i++) {
    const result = await service.similarity(query);
    if (result) return result;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('catalogue vectors never loaded');
}

describe('EmbeddingsService catalogue vectors on disk', () => {
  let server: Awaited<ReturnType<typeof embeddingsServer>>;
  let dir: string;
  const serviceWith = (store: Model<EmbeddingVectorRecord>) =>
    new EmbeddingsService({ EMBEDDINGS_URL: server.url, EMBEDDINGS_CACHE_DIR: dir } as AiConfig, store);

  beforeEach(async () => {
    server = await embeddingsServer();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vectors-'));
  });
  afterEach(() => {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('computes them once; a service with an empty database reads them from disk and stores them', async () => {
    const first = memoryStore();
    const before = await loadedSimilarity(serviceWith(first.store), 'Barossa shiraz');
    expect(server.passages).toHaveLength(CATALOGUE.length);
    expect(first.docs.size).toBe(CATALOGUE.length);

    server.passages.length = 0;
    const second = memoryStore();
    const after = await loadedSimilarity(serviceWith(second.store), 'Barossa shiraz');
    expect(server.passages).toHaveLength(0);
    expect(second.docs.size).toBe(CATALOGUE.length);
    expect([...after.entries()]).toEqual([...before.entries()]);
  });

  it('computes again what the file lacks or got wrong, and an unreadable file is no file', async () => {
    await loadedSimilarity(serviceWith(memoryStore().store), 'riesling');
    const file = path.join(dir, fs.readdirSync(dir)[0]);
    const records = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { hash: string }>;
    const [stale, dropped] = Object.keys(records);
    records[stale].hash = 'passage changed since';
    delete records[dropped];
    fs.writeFileSync(file, JSON.stringify(records));

    server.passages.length = 0;
    await loadedSimilarity(serviceWith(memoryStore().store), 'riesling');
    expect(server.passages).toHaveLength(2);

    fs.writeFileSync(file, '{ not json');
    server.passages.length = 0;
    await loadedSimilarity(serviceWith(memoryStore().store), 'riesling');
    expect(server.passages).toHaveLength(CATALOGUE.length);
  });
});

describe('EmbeddingsService when the server is slow', () => {
  let server: Awaited<ReturnType<typeof embeddingsServer>>;
  beforeEach(async () => {
    server = await embeddingsServer();
  });
  afterEach(() => server.close());

  it('keeps a query seen before, and leaves the server alone only after three failures in a row', async () => {
    const service = new EmbeddingsService({ EMBEDDINGS_URL: server.url } as AiConfig, memoryStore().store);
    await loadedSimilarity(service, 'barossa shiraz');

    server.state.slowQueries = true;
    expect(await service.similarity('a new query')).toBeNull();
    // one timeout (our own slow moment, or the server's): the next new query still asks
    server.state.slowQueries = false;
    expect(await service.similarity('another new query')).not.toBeNull();

    server.state.slowQueries = true;
    for (const query of ['first', 'second', 'third']) expect(await service.similarity(query)).toBeNull();
    server.state.slowQueries = false;
    // backing off: a new query ranks without embeddings, one seen before keeps its vector
    expect(await service.similarity('a fourth new query')).toBeNull();
    expect(await service.similarity('Barossa Shiraz')).not.toBeNull();
  });

  it('after a back-off, one new query asks the server first; a failed probe backs off again at once', async () => {
    const service = new EmbeddingsService({ EMBEDDINGS_URL: server.url } as AiConfig, memoryStore().store);
    await loadedSimilarity(service, 'barossa shiraz');
    server.state.slowQueries = true;
    for (const query of ['first', 'second', 'third']) expect(await service.similarity(query)).toBeNull();

    const realNow = Date.now.bind(Date);
    const later = (ms: number) => jest.spyOn(Date, 'now').mockImplementation(() => realNow() + ms);
    try {
      later(31_000);
      server.queries.length = 0;
      const answers = await Promise.all(['probe one', 'probe two', 'probe three'].map((q) => service.similarity(q)));
      expect(answers).toEqual([null, null, null]);
      expect(server.queries).toEqual(['probe one']);
      // the probe failed: left alone again, without waiting for three more failures
      server.state.slowQueries = false;
      expect(await service.similarity('a quick new query')).toBeNull();
      expect(server.queries).toEqual(['probe one']);

      later(62_000);
      expect(await service.similarity('probe four')).not.toBeNull();
      expect(await service.similarity('after the probe')).not.toBeNull();
      expect(server.queries).toEqual(['probe one', 'probe four', 'after the probe']);
    } finally {
      jest.restoreAllMocks();
    }
  });
});

describe('EmbeddingsService similarity', () => {
  let server: Awaited<ReturnType<typeof embeddingsServer>>;
  beforeEach(async () => {
    server = await embeddingsServer();
  });
  afterEach(() => server.close());

  it('is the dot product of the query and each wine, worked out once for the same words', async () => {
    const service = new EmbeddingsService({ EMBEDDINGS_URL: server.url } as AiConfig, memoryStore().store);
    const first = await loadedSimilarity(service, 'Barossa Shiraz');
    expect(first.size).toBe(CATALOGUE.length);
    // against the vectors as the service holds them, one wine at a time
    const held = service as unknown as { vectors: Map<string, Float32Array>; queryCache: Map<string, Float32Array> };
    const query = held.queryCache.get('barossa shiraz')!;
    for (const [wineId, wine] of held.vectors) {
      expect(first.get(wineId)).toBe(wine.reduce((dot, x, i) => dot + x * query[i], 0));
    }
    server.queries.length = 0;
    // the same words in another case or with spaces around are the same search
    expect(await service.similarity('  barossa shiraz ')).toBe(first);
    expect(server.queries).toEqual([]);
    const other = await service.similarity('a crisp riesling');
    expect(other).not.toBe(first);
    expect(other!.get(CATALOGUE[0].wine.id)).not.toBe(first.get(CATALOGUE[0].wine.id));
    expect(server.queries).toEqual(['a crisp riesling']);
  });
});

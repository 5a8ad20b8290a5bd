// A local OpenAI-compatible server for the adapters' contract tests (never the real API): it
// records each request and replies with a fixture, an error or silence.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AiConfig } from '../../../services/ai/src/config';

export type FixtureReply = { status: number; body: unknown } | 'hang';

export function openAiFixtureServer() {
  const requests: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
  let reply: FixtureReply = { status: 500, body: {} };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      requests.push({
        path: req.url ?? '',
        auth: req.headers.authorization,
        body: JSON.parse(raw || '{}') as Record<string, unknown>,
      });
      if (reply === 'hang') return; // never answers: the adapter must time out
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  return {
    requests,
    setReply: (r: FixtureReply) => (reply = r),
    /** Listens on loopback; resolves to the ai service settings that point an adapter at it (500 ms deadline). */
    start: () =>
      new Promise<AiConfig>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve({
            OPENAI_API_KEY: 'sk-test',
            OPENAI_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
            OPENAI_MODEL: 'gpt-4o-mini',
            OPENAI_TIMEOUT_MS: 500,
          } as AiConfig),
        ),
      ),
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A chat completion whose message is `content` as JSON. */
export const completion = (content: unknown) => ({
  id: 'chatcmpl-fixture',
  object: 'chat.completion',
  created: 1,
  model: 'gpt-4o-mini',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(content) } }],
});

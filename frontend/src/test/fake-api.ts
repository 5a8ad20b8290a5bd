import { vi } from 'vitest';

// A stand-in for the gateway in unit tests: fetch is replaced for the test, and each call is
// answered by the handler for its 'METHOD /path' (path without the /api prefix). Calls without a
// handler fail like an unreachable server. Playwright specs use the real backend instead.

export interface ApiCall {
  method: string;
  path: string;
  // the query string, '?…' or ''
  search: string;
  authorization: string | null;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const noContent = (): Response => new Response(null, { status: 204 });

export const apiError = (statusCode: number, message: string): Response => json(statusCode, { statusCode, message });

export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const text = await input.clone().text();
    const call: ApiCall = {
      method: input.method,
      path: new URL(input.url).pathname.replace(/^\/api/, ''),
      search: new URL(input.url).search,
      authorization: input.headers.get('Authorization'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) throw new TypeError('fetch failed');
    return handler(call);
  });
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

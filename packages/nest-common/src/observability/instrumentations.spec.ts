import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter, ReadableSpan } from '@opentelemetry/sdk-trace';
import { httpInstrumentation } from './instrumentations';
import { flushTraces, initTracing } from './tracing';

// The HTTP instrumentation as the gateway registers it, patched onto node:http by hand (jest's
// module loader bypasses the require hook that patches it in a process), against a real server.
const exporter = new InMemorySpanExporter();
initTracing('unit', {}, exporter);
const instrumentation = httpInstrumentation({ enabled: false });
const [httpModule] = instrumentation.getModuleDefinitions().filter((m) => m.name === 'http');
let server: http.Server;
let port: number;

beforeAll(async () => {
  instrumentation.enable();
  httpModule.patch!(http);
  server = http.createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  httpModule.unpatch!(http);
  instrumentation.disable();
});

beforeEach(() => exporter.reset());

/** Sends a plain request (fetch is not node:http, so the client side makes no span) and answers the server's span. */
async function serverSpanFor(path: string, headers: Record<string, string> = {}): Promise<ReadableSpan> {
  await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  // the span ends as the response closes, just after the client has read it
  for (let i = 0; i < 50 && exporter.getFinishedSpans().length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  await flushTraces();
  const spans = exporter.getFinishedSpans();
  expect(spans).toHaveLength(1);
  return spans[0];
}

describe('the HTTP instrumentation as registered', () => {
  it("starts a new trace for a request from the internet, linked to the caller's traceparent rather than adopting it", async () => {
    const callerTrace = 'a'.repeat(32);
    const callerSpan = 'b'.repeat(16);
    const span = await serverSpanFor('/api/cellar', { traceparent: `00-${callerTrace}-${callerSpan}-01` });
    expect(span.spanContext().traceId).not.toBe(callerTrace);
    expect(span.parentSpanContext).toBeUndefined();
    expect(span.links.map((l) => [l.context.traceId, l.context.spanId])).toEqual([[callerTrace, callerSpan]]);
  });

  it('starts a trace without a link when the caller sent no traceparent, or a malformed one', async () => {
    for (const headers of [{}, { traceparent: 'junk' }] as Record<string, string>[]) {
      exporter.reset();
      const span = await serverSpanFor('/x', headers);
      expect(span.parentSpanContext).toBeUndefined();
      expect(span.links).toEqual([]);
    }
  });

  it('traces no probe or scrape', async () => {
    for (const path of ['/metrics', '/health/ready', '/api/health/live']) await fetch(`http://127.0.0.1:${port}${path}`);
    await new Promise((r) => setTimeout(r, 100));
    await flushTraces();
    expect(exporter.getFinishedSpans()).toEqual([]);
    // a route that merely starts like one is traced
    await serverSpanFor('/metricsfoo');
  });
});

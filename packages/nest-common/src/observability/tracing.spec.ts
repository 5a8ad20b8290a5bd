import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { Writable } from 'node:stream';
import { createLogger } from './logger';
import { currentTraceparent, flushTraces, httpTracingMiddleware, initTracing, inSpan, SpanKind, traceIds } from './tracing';

const exporter = new InMemorySpanExporter();
initTracing('unit', {}, exporter);

describe('tracing', () => {
  beforeEach(() => exporter.reset());

  it('continues a trace across a hop that carries only the traceparent (a stream entry, job data, a header)', async () => {
    let carried: string | undefined;
    await inSpan('rpc content.help.list', { kind: SpanKind.CLIENT }, async () => {
      carried = currentTraceparent();
    });
    // the other side of the hop: no shared context, only the string
    await inSpan('content.help.list', { kind: SpanKind.SERVER, traceparent: carried }, async () => undefined);
    await flushTraces();
    const [client, server] = exporter.getFinishedSpans();
    expect(carried).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(server.spanContext().traceId).toBe(client.spanContext().traceId);
    expect(server.parentSpanContext?.spanId).toBe(client.spanContext().spanId);
    expect(server.kind).toBe(SpanKind.SERVER);
  });

  it("starts a new trace for a request from the internet, linked to the caller's traceparent rather than adopting it", async () => {
    const callerTrace = 'a'.repeat(32);
    const callerSpan = 'b'.repeat(16);
    let inside: string | undefined;
    const finished: (() => void)[] = [];
    httpTracingMiddleware()(
      { method: 'GET', path: '/api/cellar', headers: { traceparent: `00-${callerTrace}-${callerSpan}-01` } },
      { statusCode: 200, once: (_event, fn) => finished.push(fn) },
      () => {
        inside = currentTraceparent();
      },
    );
    finished.forEach((fn) => fn());
    await flushTraces();
    const [span] = exporter.getFinishedSpans();
    expect(span.spanContext().traceId).not.toBe(callerTrace);
    expect(span.parentSpanContext).toBeUndefined();
    expect(span.links.map((l) => [l.context.traceId, l.context.spanId])).toEqual([[callerTrace, callerSpan]]);
    // what the gateway carries on is its own trace
    expect(inside).toContain(span.spanContext().traceId);
  });

  it('starts a trace without a link when the caller sent no traceparent, or a malformed one', async () => {
    for (const headers of [{}, { traceparent: 'junk' }]) {
      const finished: (() => void)[] = [];
      httpTracingMiddleware()(
        { method: 'GET', path: '/x', headers },
        { statusCode: 200, once: (_e, fn) => finished.push(fn) },
        () => undefined,
      );
      finished.forEach((fn) => fn());
    }
    await flushTraces();
    const spans = exporter.getFinishedSpans();
    expect(spans).toHaveLength(2);
    for (const span of spans) expect(span.links).toEqual([]);
  });

  it('marks a span whose work throws as an error, and rethrows', async () => {
    await expect(inSpan('job', {}, () => Promise.reject(new Error('OCR failed')))).rejects.toThrow('OCR failed');
    const [span] = exporter.getFinishedSpans();
    expect(span.status).toMatchObject({ code: 2, message: 'OCR failed' });
  });

  it('puts trace_id and span_id on every log line written inside a span, and none outside', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const logger = createLogger('unit', 'info', sink);
    await inSpan('work', {}, async (span) => {
      logger.info('inside');
      expect(traceIds()).toEqual({ trace_id: span.spanContext().traceId, span_id: span.spanContext().spanId });
    });
    logger.info('outside');
    expect(lines[0]).toMatchObject({
      msg: 'inside',
      trace_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      span_id: expect.any(String),
    });
    expect(lines[1].trace_id).toBeUndefined();
  });
});

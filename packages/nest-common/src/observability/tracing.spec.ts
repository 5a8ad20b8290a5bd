import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { Writable } from 'node:stream';
import { createLogger } from './logger';
import { currentTraceparent, flushTraces, initTracing, inSpan, inTraceOf, SpanKind, traceIds, untraced } from './tracing';

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

  it("continues a stored traceparent's trace (an outbox entry's, sent later by the relay)", async () => {
    let stored: string | undefined;
    await inSpan('publish', {}, async () => {
      stored = currentTraceparent();
    });
    await inTraceOf(stored, () => inSpan('send', { kind: SpanKind.PRODUCER }, async () => undefined));
    await inTraceOf(undefined, () => inSpan('unrelated', {}, async () => undefined));
    const [publish, send, unrelated] = exporter.getFinishedSpans();
    expect(send.spanContext().traceId).toBe(publish.spanContext().traceId);
    expect(send.parentSpanContext?.spanId).toBe(publish.spanContext().spanId);
    expect(unrelated.spanContext().traceId).not.toBe(publish.spanContext().traceId);
  });

  it('makes no span inside untraced work, nor in what it starts later, while the span around it is kept', async () => {
    let later: Promise<void> | undefined;
    await inSpan('rpc content.help.list', {}, async () => {
      await untraced(async () => {
        await inSpan('xadd', {}, async () => undefined);
        later = new Promise<void>((resolve) => setTimeout(() => void inSpan('xread', {}, async () => resolve()), 5));
      });
    });
    await later;
    await flushTraces();
    expect(exporter.getFinishedSpans().map((s) => s.name)).toEqual(['rpc content.help.list']);
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

import { trace } from '@opentelemetry/api';
import { currentTraceparent, initTracing, inSpan, traceIds } from './tracing';

// no collector configured and no exporter: a process of its own (jest gives each file its own globals)
initTracing('unit', {});

describe('tracing without a collector', () => {
  it('records no span, yet every span has ids for the logs and the next hop', async () => {
    let carried: string | undefined;
    await inSpan('rpc content.help.list', {}, async (span) => {
      expect(span.isRecording()).toBe(false);
      expect(traceIds()).toEqual({ trace_id: span.spanContext().traceId, span_id: span.spanContext().spanId });
      expect(trace.isSpanContextValid(span.spanContext())).toBe(true);
      carried = currentTraceparent();
    });
    // the next hop goes on in the same trace, unrecorded too
    expect(carried).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    await inSpan('content.help.list', { traceparent: carried }, async (span) => {
      expect(span.isRecording()).toBe(false);
      expect(carried).toContain(span.spanContext().traceId);
    });
  });

  it('loads no OTLP exporter', () => {
    expect(Object.keys(require.cache).some((file) => file.includes('exporter-trace-otlp-http'))).toBe(false);
  });
});

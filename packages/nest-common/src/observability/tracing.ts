import { Attributes, context, propagation, ROOT_CONTEXT, Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { suppressTracing, W3CTraceContextPropagator } from '@opentelemetry/core';
import type { OTLPTraceExporter as OtlpExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  BatchSpanProcessor,
  SimpleSpanProcessor,
  SpanExporter,
  SpanProcessor,
  TracerProvider,
} from '@opentelemetry/sdk-trace';

// OpenTelemetry tracing: one trace follows a request from the gateway through the Redis Streams hop
// (context in the stream entry), the service, a BullMQ job (context in the job data) and Kafka
// events (context in the message headers). HTTP, Redis, MongoDB and Kafka spans come from
// OpenTelemetry's instrumentations (./instrumentations.ts); the spans here are the hops no
// instrumentation knows. Spans go to OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set, and are
// not recorded when it is not; every JSON log line written inside a span carries trace_id and span_id.

const TRACER = 'cellar-door';
let provider: TracerProvider | undefined;

/** Call once, first thing in a process; `exporter` adds one (tests pass an InMemorySpanExporter). */
export function initTracing(
  service: string,
  config: { OTEL_EXPORTER_OTLP_ENDPOINT?: string } = {},
  exporter?: SpanExporter,
): TracerProvider {
  if (provider) return provider;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const spanProcessors: SpanProcessor[] = [];
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const url = `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/$/, '')}/v1/traces`;
    // required only here: a process without a collector never loads the exporter's 215 modules
    // (4 MB resident each; docs/operations.md#memory)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as {
      OTLPTraceExporter: typeof OtlpExporter;
    };
    spanProcessors.push(new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url }), scheduledDelayMillis: 1000 }));
  }
  if (exporter) spanProcessors.push(new SimpleSpanProcessor({ exporter }));
  // without a processor nothing would ever read a span: none is recorded (no attributes, events,
  // timings or ends to keep), but each still has its ids, which go into the logs and on to the next
  // hop (docs/operations.md#traces)
  provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': service }),
    spanProcessors,
    ...(spanProcessors.length === 0 ? { sampler: new AlwaysOffSampler() } : {}),
  });
  trace.setGlobalTracerProvider(provider);
  return provider;
}

/** Sends what is buffered (on shutdown, and in tests). */
export async function flushTraces(): Promise<void> {
  await provider?.forceFlush();
}

/** The current context as a W3C `traceparent`, to carry in a stream entry, job data or message header. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** trace_id and span_id of the active span, for the log lines (pino's mixin). */
export function traceIds(): { trace_id?: string; span_id?: string } {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * Runs `work` inside a new span, a child of `traceparent` when given (a remote parent: the caller
 * of a stream entry, the producer of a job or an event), else of the active span; the span ends
 * when the work does, marked as an error if it throws.
 */
export function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; traceparent?: string; attributes?: Attributes },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.traceparent
    ? propagation.extract(context.active(), { traceparent: options.traceparent })
    : context.active();
  const span = trace.getTracer(TRACER).startSpan(name, { kind: options.kind, attributes: options.attributes }, parent);
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await work(span);
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.message });
      throw err;
    } finally {
      span.end();
    }
  });
}

/**
 * Runs `work` in the trace a stored `traceparent` names (an outbox entry's), so the spans the work
 * makes (the Kafka send's) continue the publisher's trace.
 */
export function inTraceOf<T>(traceparent: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!traceparent) return work();
  return context.with(propagation.extract(ROOT_CONTEXT, { traceparent }), work);
}

/**
 * Runs `work` with no span made inside it, nor in what it starts: the transport's own Redis
 * commands, which its call and handling spans already describe, and a listener a request starts
 * for everyone (its read loop would otherwise add a span to that request's trace every few seconds).
 */
export function untraced<T>(work: () => T): T {
  return context.with(suppressTracing(context.active()), work);
}

export { SpanKind };

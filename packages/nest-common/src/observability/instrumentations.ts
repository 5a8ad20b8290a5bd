import type { IncomingMessage } from 'node:http';
import { isSpanContextValid, propagation, ROOT_CONTEXT, Span, trace } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation, HttpInstrumentationConfig } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { KafkaJsInstrumentation } from '@opentelemetry/instrumentation-kafkajs';
import { MongoDBInstrumentation } from '@opentelemetry/instrumentation-mongodb';

// OpenTelemetry's own instrumentations: spans for HTTP in and out, Redis and MongoDB commands,
// and Kafka sends and consumes, the Kafka context in the message headers. Loaded only when a
// collector is configured (./instrument.ts), since they patch the libraries they trace.

// probes and scrapes would bury the requests (the metrics port, the gateway's liveness)
const UNTRACED_PATHS = /^\/(api\/)?(health|metrics)(\/|\?|$)/;

// the caller's traceparent, taken off the request before the instrumentation would adopt it
const callerTrace = new WeakMap<IncomingMessage, string>();

/**
 * A `traceparent` from the internet is not adopted (a client could choose our trace ids, join its
 * requests to another's trace, or force sampling): the request starts a new trace that links to
 * it, so a browser's trace still leads to ours (docs/operations.md#traces). The hook runs before
 * the instrumentation reads the headers.
 */
function setCallerTraceAside(request: IncomingMessage): Record<string, never> {
  const header = request.headers.traceparent;
  if (typeof header === 'string') callerTrace.set(request, header);
  delete request.headers.traceparent;
  delete request.headers.tracestate;
  return {};
}

/** Links the request's span to the caller's trace set aside above, when it was well-formed. */
function linkCallerTrace(span: Span, request: IncomingMessage | object): void {
  const header = callerTrace.get(request as IncomingMessage);
  if (!header) return;
  const caller = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, { traceparent: header }));
  if (caller && isSpanContextValid(caller)) span.addLink({ context: caller });
}

/** HTTP in (the gateway's requests) and out through node:http (the S3 client's, Stripe's). */
export function httpInstrumentation(config: HttpInstrumentationConfig = {}): HttpInstrumentation {
  return new HttpInstrumentation({
    ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? ''),
    startIncomingSpanHook: setCallerTraceAside,
    requestHook: linkCallerTrace,
    // a call out on no request's behalf (a dependency's health probe) would be a trace of its own
    requireParentforOutgoingSpans: true,
    ...config,
  });
}

export function registerLibraryInstrumentations(): void {
  registerInstrumentations({
    instrumentations: [
      httpInstrumentation(),
      // no span per middleware: the request's span is named by the route pattern Express matched
      new ExpressInstrumentation({
        ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER, ExpressLayerType.REQUEST_HANDLER],
      }),
      // commands outside any span (the transport's and BullMQ's read loops, health pings) are not traced
      new IORedisInstrumentation({ requireParentSpan: true }),
      new MongoDBInstrumentation({ requireParentSpan: true }),
      // the consuming span keeps the name it has always had in our traces
      new KafkaJsInstrumentation({ consumerHook: (span, { topic }) => span.updateName(`consume ${topic}`) }),
    ],
  });
}

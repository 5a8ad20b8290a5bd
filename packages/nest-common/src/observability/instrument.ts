import type { registerLibraryInstrumentations } from './instrumentations';

// Imported first by every process's entry point (`import '@wine/nest-common/instrument'`): the
// instrumentations patch http, express, ioredis, mongodb and kafkajs as they are loaded, so they
// must be in place before anything loads them. With no collector configured nothing is loaded or
// patched, and no span is made for these libraries (docs/operations.md#traces).
// The variable is checked in full by the process's config; only whether it is set matters here.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  // required here, not imported at the top: a process without a collector never loads them
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const instrumentations = require('./instrumentations') as {
    registerLibraryInstrumentations: typeof registerLibraryInstrumentations;
  };
  instrumentations.registerLibraryInstrumentations();
}

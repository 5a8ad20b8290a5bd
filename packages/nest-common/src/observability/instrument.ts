import { setSourceMapsSupport } from 'node:module';
import type { registerLibraryInstrumentations } from './instrumentations';

// Imported first by every process's entry point (`import '@wine/nest-common/instrument'`), so what
// follows is in place before the libraries load.

// Source maps (`--enable-source-maps`, infra/local/stack.mjs) for our own code only: a library's
// stack frames stay in its JavaScript, and the maps most libraries ship are not parsed and kept
// (about 11 MB resident in a service; docs/operations.md#memory).
if (process.sourceMapsEnabled) setSourceMapsSupport(true, { nodeModules: false });

// The instrumentations patch http, express, ioredis, mongodb and kafkajs as they are loaded. With
// no collector configured nothing is loaded or patched, and no span is made for these libraries
// (docs/operations.md#traces).
// The variable is checked in full by the process's config; only whether it is set matters here.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  // required here, not imported at the top: a process without a collector never loads them
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const instrumentations = require('./instrumentations') as {
    registerLibraryInstrumentations: typeof registerLibraryInstrumentations;
  };
  instrumentations.registerLibraryInstrumentations();
}

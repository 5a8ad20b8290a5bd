import type { Environment } from 'vitest/environments';
import { builtinEnvironments } from 'vitest/environments';

// jsdom with Node's own AbortController/AbortSignal. Node 24's fetch rejects jsdom's AbortSignal
// ("Expected signal to be an instance of AbortSignal", vitest-dev/vitest#8374), which would turn
// every RTK Query request in a unit test into an unhandled error instead of a network failure.
const jsdom = builtinEnvironments.jsdom;

// One jsdom per worker, kept for all the files it runs (isolate: false in vitest.config.ts): test
// files share the worker's modules, and libraries keep the window they were first loaded with
// (Testing Library's `screen` holds the first document.body). src/test/setup.ts resets what a test
// leaves behind between files.
const KEPT = Symbol.for('wine.test.jsdom');

export default {
  name: 'jsdom-node-abort',
  transformMode: jsdom.transformMode,
  async setup(global, options) {
    const kept = global as { [KEPT]?: true };
    if (!kept[KEPT]) {
      const { AbortController, AbortSignal } = global as typeof globalThis;
      await jsdom.setup(global, options);
      Object.assign(global, { AbortController, AbortSignal });
      kept[KEPT] = true;
    }
    // no teardown: the worker's next file runs in the same window, and the worker ends with the run
    return { teardown: () => {} };
  },
} satisfies Environment;

import type { Environment } from 'vitest/environments';
import { builtinEnvironments } from 'vitest/environments';

// jsdom with Node's own AbortController/AbortSignal. Node 24's fetch rejects jsdom's AbortSignal
// ("Expected signal to be an instance of AbortSignal", vitest-dev/vitest#8374), which would turn
// every RTK Query request in a unit test into an unhandled error instead of a network failure.
const jsdom = builtinEnvironments.jsdom;

export default {
  name: 'jsdom-node-abort',
  transformMode: jsdom.transformMode,
  async setup(global, options) {
    const { AbortController, AbortSignal } = global as typeof globalThis;
    const environment = await jsdom.setup(global, options);
    Object.assign(global, { AbortController, AbortSignal });
    return environment;
  },
} satisfies Environment;

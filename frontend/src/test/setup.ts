import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy pages are transformed on first import, which can take over the default 1 s on a cold run
// (and passed 4 s on a loaded CI machine). Only a failing wait lasts this long.
configure({ asyncUtilTimeout: 10_000 });
// Form tests type into several fields; under a full parallel run they can pass 5 s.
vi.setConfig({ testTimeout: 30_000 });

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  // Undo fakeApi's fetch (src/test/fake-api.ts).
  vi.unstubAllGlobals();
});

// jsdom has no matchMedia (MUI's colour scheme and media queries use it); light mode in tests.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom does not implement scrolling; the shell scrolls to the top on navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

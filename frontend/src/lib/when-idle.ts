/**
 * Runs `run` once the browser is idle (within two seconds at the latest); returns a cancel. What is
 * not needed for the first paint loads this way (docs/architecture.md#first-load).
 */
export function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

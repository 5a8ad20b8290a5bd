import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network connection, updated as it comes and goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Why an action is disabled while offline. */
export const OFFLINE_REASON = 'You are offline: this needs a connection.';

/** 14:02: the time a cached copy was loaded, as the offline notices show it. */
export function offlineTimeLabel(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString('en-AU', { hour: '2-digit', minute: '2-digit', hour12: false });
}

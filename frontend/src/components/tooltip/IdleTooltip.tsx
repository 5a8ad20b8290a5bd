import { lazy, Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import { whenIdle } from '@/lib/when-idle';

// The tooltip (MUI Tooltip, Popper and popper.js, about 11 kB gzip) is not part of the first load
// of every page for the app bar's one tooltip: the button shows at once, the tooltip joins it when
// the browser is idle, well before the 700 ms hover delay could matter (bench/bundle.bench.mjs).
const Tooltip = lazy(async () => ({ default: (await import('./Tooltip')).Tooltip }));

interface IdleTooltipProps {
  title: string;
  /** One focusable element, as for MUI's Tooltip. */
  children: ReactElement;
}

export function IdleTooltip({ title, children }: IdleTooltipProps) {
  const [ready, setReady] = useState(false);
  const host = useRef<HTMLSpanElement>(null);
  // Adding the tooltip remounts the child: a keyboard user focused on it keeps the focus.
  const hadFocus = useRef(false);
  useEffect(
    () =>
      whenIdle(() => {
        hadFocus.current = host.current?.contains(document.activeElement) ?? false;
        setReady(true);
      }),
    [],
  );
  useEffect(() => {
    const child = host.current?.querySelector<HTMLElement>('button, a, [tabindex]');
    if (!ready || !hadFocus.current || !child) return;
    hadFocus.current = false;
    child.focus();
  });

  return (
    <span ref={host} style={{ display: 'contents' }}>
      {ready ? (
        <Suspense fallback={children}>
          <Tooltip title={title}>{children}</Tooltip>
        </Suspense>
      ) : (
        children
      )}
    </span>
  );
}

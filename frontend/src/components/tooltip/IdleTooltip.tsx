import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
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

const FOCUSABLE = 'button, a, [tabindex]';

/** After each remount of the child: the focus it held goes back to it, if nothing else took it. */
function KeepFocus({ host, hadFocus }: { host: RefObject<HTMLSpanElement | null>; hadFocus: RefObject<boolean> }) {
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (!hadFocus.current || (active && active !== document.body)) return;
    host.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  });
  return null;
}

export function IdleTooltip({ title, children }: IdleTooltipProps) {
  const [ready, setReady] = useState(false);
  const host = useRef<HTMLSpanElement>(null);
  // Adding the tooltip remounts the child, twice while the tooltip's code loads: a keyboard user
  // focused on it keeps the focus. Followed as it moves, not read once, so a Tab that lands on
  // the child between the remounts is not lost.
  const hadFocus = useRef(false);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const focusIn = () => (hadFocus.current = true);
    // focus that went somewhere else; a removed child takes it nowhere (relatedTarget null)
    const focusOut = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node && !el.contains(e.relatedTarget)) hadFocus.current = false;
    };
    el.addEventListener('focusin', focusIn);
    el.addEventListener('focusout', focusOut);
    const cancel = whenIdle(() => setReady(true));
    return () => {
      cancel();
      el.removeEventListener('focusin', focusIn);
      el.removeEventListener('focusout', focusOut);
    };
  }, []);

  return (
    <span ref={host} style={{ display: 'contents' }}>
      {ready ? (
        <Suspense
          fallback={
            <>
              {children}
              <KeepFocus host={host} hadFocus={hadFocus} />
            </>
          }
        >
          <Tooltip title={title}>{children}</Tooltip>
          <KeepFocus host={host} hadFocus={hadFocus} />
        </Suspense>
      ) : (
        children
      )}
    </span>
  );
}

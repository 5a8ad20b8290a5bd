import MuiTooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { useEffect, useRef, useState } from 'react';

// A tooltip opens after 700 ms of hover or focus; moving to another within 300 ms of one closing
// opens it at once (docs/product-rules.md, tooltips). MUI's own skip window is a fixed 800 ms, so
// the timing is kept here and MUI is told to open when asked.
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = Number.NEGATIVE_INFINITY;

/** How long to wait before opening, given when the last tooltip closed. */
export function tooltipOpenDelay(now: number, closedAt: number): number {
  return now - closedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS;
}

export function Tooltip(props: Omit<TooltipProps, 'open' | 'onOpen' | 'onClose' | 'enterDelay' | 'enterNextDelay'>) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);

  return (
    <MuiTooltip
      {...props}
      open={open}
      enterDelay={0}
      enterNextDelay={0}
      onOpen={() => {
        cancel();
        timer.current = setTimeout(() => setOpen(true), tooltipOpenDelay(Date.now(), lastClosedAt));
      }}
      onClose={() => {
        cancel();
        if (open) lastClosedAt = Date.now();
        setOpen(false);
      }}
    />
  );
}

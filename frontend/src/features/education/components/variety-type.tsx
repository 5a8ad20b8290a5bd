import Chip from '@mui/material/Chip';
import type { GrapeVariety } from '@wine/contracts';

type GrapeType = GrapeVariety['type'];

// Fixed colours that read as the wine's colour in both themes; each text/background pair is
// above 7:1 contrast (WCAG AAA), so no theme-dependent tweak is needed.
const TYPE_STYLES: Record<GrapeType, { label: string; bg: string; fg: string }> = {
  red: { label: 'Red', bg: '#7a2338', fg: '#ffffff' },
  white: { label: 'White', bg: '#f3e6b3', fg: '#4a3800' },
  pink: { label: 'Pink', bg: '#f9d6df', fg: '#6e1a33' },
};

export function VarietyTypeBadge({ type }: { type: GrapeType }) {
  const style = TYPE_STYLES[type];
  return (
    <Chip
      label={style.label}
      size="small"
      sx={{ bgcolor: style.bg, color: style.fg, fontWeight: 700, letterSpacing: '0.02em', flexShrink: 0 }}
    />
  );
}

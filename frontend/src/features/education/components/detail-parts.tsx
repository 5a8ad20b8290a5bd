import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { primary } from '@/lib/theme';

export type HeadingLevel = 2 | 3;

type HeadingTag = 'h2' | 'h3' | 'h4';
const tag = (level: number): HeadingTag => (level <= 2 ? 'h2' : level === 3 ? 'h3' : 'h4');

// A detail's title: an h2 in the side panel, an h3 when it opens inside a state group.
export function DetailTitle({ level, overline, children }: { level: HeadingLevel; overline?: ReactNode; children: ReactNode }) {
  return (
    <Box>
      {overline && (
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.1em', lineHeight: 2 }}>
          {overline}
        </Typography>
      )}
      <Typography component={tag(level)} variant="h3" sx={{ fontSize: { xs: '1.5rem', md: '1.85rem' } }}>
        {children}
      </Typography>
    </Box>
  );
}

// A titled part of a detail, one heading level below the detail's title.
export function DetailSection({ level, title, children }: { level: HeadingLevel; title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="overline" component={tag(level + 1)} sx={{ display: 'block', color: 'text.secondary', mb: 1.25 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const plainChip = (item: string) => <Chip label={item} variant="outlined" />;

// A wrapping row of chips, one per item; `chip` draws an item other than as a plain chip.
export function ChipList({ items, chip = plainChip }: { items: readonly string[]; chip?: (item: string) => ReactNode }) {
  return (
    <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item}>{chip(item)}</li>
      ))}
    </Stack>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <Stack component="ul" spacing={0.75} sx={{ m: 0, pl: 2.5 }}>
      {items.map((item) => (
        <Typography component="li" key={item} sx={{ '&::marker': { color: 'primary.main' } }}>
          {item}
        </Typography>
      ))}
    </Stack>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  // Long values (e.g. climate) take the full row.
  wide?: boolean;
}

// A <dl> may only hold <dt>/<dd> pairs (optionally wrapped in a <div>), so each icon sits inside
// its <dt>, placed in the fact's left gutter.
export function FactGrid({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {facts.map((fact) => (
        <Box
          key={fact.label}
          sx={(theme) => ({
            gridColumn: fact.wide ? '1 / -1' : 'auto',
            position: 'relative',
            p: 1.75,
            pl: 6,
            borderRadius: 2,
            bgcolor: theme.alpha(primary(theme), 0.06),
          })}
        >
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ position: 'absolute', left: 14, top: 16, color: 'primary.main', display: 'flex' }}
            >
              {fact.icon}
            </Box>
            {fact.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ResponsiveStyleValue } from '@mui/system';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface TextCardProps {
  title: ReactNode;
  children: ReactNode;
  /** Above the title: an icon tile, a step's number. */
  top?: ReactNode;
  /** A list item when the cards are a list's (`<CardGrid list>`). */
  component?: 'div' | 'li';
}

/** An outlined card of a title and a few words: a feature, a step, a question answered. */
export function TextCard({ title, children, top, component = 'div' }: TextCardProps) {
  return (
    <Paper component={component} variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
      {top}
      <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{children}</Typography>
    </Paper>
  );
}

interface CardGridProps {
  children: ReactNode;
  columns: ResponsiveStyleValue<string>;
  gap?: ResponsiveStyleValue<number>;
  /** An ordered list (steps): the cards are its items. */
  list?: boolean;
}

/** Cards side by side in a responsive grid. */
export function CardGrid({ children, columns, gap = 2.5, list = false }: CardGridProps) {
  return (
    <Box
      component={list ? 'ol' : 'div'}
      sx={{ display: 'grid', gap, gridTemplateColumns: columns, ...(list && { listStyle: 'none', p: 0, m: 0 }) }}
    >
      {children}
    </Box>
  );
}

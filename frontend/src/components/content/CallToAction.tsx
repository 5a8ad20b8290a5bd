import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { primary } from '@/lib/theme';

interface CallToActionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  text: ReactNode;
  icon?: ReactNode;
  /** The buttons or the form the section asks the reader to use. */
  children: ReactNode;
}

/** A page's closing invitation: a tinted, centred section with a heading, a line and its actions. */
export function CallToAction({ id, title, text, icon, children }: CallToActionProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={(theme) => ({ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center', bgcolor: theme.alpha(primary(theme), 0.05) })}
    >
      {icon}
      <Typography variant="h2" id={id} sx={{ fontSize: '1.6rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
        {text}
      </Typography>
      {children}
    </Paper>
  );
}

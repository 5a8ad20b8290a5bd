import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description: string;
  danger?: boolean;
  children: ReactNode;
}

// One card of the settings page, named by its heading for assistive technology.
export function SettingsSection({ title, description, danger = false, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, ...(danger && { borderColor: 'error.main' }) }}
    >
      <Typography id={headingId} variant="h5" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.75, mb: 3 }}>
        {description}
      </Typography>
      {children}
    </Paper>
  );
}

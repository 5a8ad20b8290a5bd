import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/spinner/Spinner';

interface PhotoAnalysisTabProps {
  title: string;
  intro: string;
  /** The photo picker and the tab's own fields, between the intro and the submit button. */
  children: ReactNode;
  /** Shown while no answer is on screen; null hides the button. */
  submit: { label: string; onClick: () => void } | null;
  pending: boolean;
  pendingMessage: string;
  /** The answer, announced politely as it arrives. */
  result: ReactNode;
}

/** The layout Meal Pairing and Wine Menu Help share: a form card, then the spinner or the answer. */
export function PhotoAnalysisTab({ title, intro, children, submit, pending, pendingMessage, result }: PhotoAnalysisTabProps) {
  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h2">
              {title}
            </Typography>
            <Typography color="text.secondary">{intro}</Typography>
            {children}
            {submit ? (
              <Box>
                <Button variant="contained" startIcon={<AutoAwesomeRounded />} onClick={submit.onClick} disabled={pending}>
                  {pending ? 'Analysing...' : submit.label}
                </Button>
              </Box>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      <Box aria-live="polite">
        {pending ? <Spinner message={pendingMessage} /> : null}
        {pending ? null : result}
      </Box>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

interface SpinnerProps {
  // Accessible name of the progress indicator.
  label?: string;
  // Visible text under the spinner, e.g. 'Redirecting to dashboard...'.
  message?: string;
  fullScreen?: boolean;
}

export function Spinner({ label = 'Loading', message, fullScreen = false }: SpinnerProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 8,
        ...(fullScreen && { minHeight: '100vh', py: 0 }),
      }}
    >
      <CircularProgress aria-label={label} />
      {message && (
        <Typography color="text.secondary" role="status">
          {message}
        </Typography>
      )}
    </Box>
  );
}

export function FullScreenSpinner() {
  return <Spinner fullScreen />;
}

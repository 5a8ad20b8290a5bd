import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface RenderErrorFallbackProps {
  onRefresh?: () => void;
}

export function RenderErrorFallback({ onRefresh = () => window.location.reload() }: RenderErrorFallbackProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <ErrorOutlineRounded color="error" sx={{ fontSize: 56, mb: 2 }} aria-hidden />
        <Typography variant="h4" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          We encountered an unexpected error. Please try refreshing the page.
        </Typography>
        <Button variant="contained" size="large" onClick={onRefresh}>
          Refresh Page
        </Button>
      </Paper>
    </Container>
  );
}

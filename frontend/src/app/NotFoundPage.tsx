import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography aria-hidden sx={{ fontSize: '5rem', fontWeight: 800, lineHeight: 1, color: 'primary.main', mb: 2 }}>
        404
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button variant="contained" size="large" component={RouterLink} to={paths.dashboard} startIcon={<ArrowBackRounded />}>
        Back to Recommendations
      </Button>
    </Container>
  );
}

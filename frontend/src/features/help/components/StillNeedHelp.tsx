import EmailRounded from '@mui/icons-material/EmailRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SUPPORT_EMAIL } from '@/lib/brand';
import { paths } from '@/lib/paths';
import { primary } from '@/lib/theme';

export function StillNeedHelp() {
  return (
    <Paper
      component="section"
      aria-labelledby="still-need-help-title"
      variant="outlined"
      sx={(theme) => ({
        mt: { xs: 5, md: 7 },
        p: { xs: 3, sm: 5 },
        borderRadius: 3,
        textAlign: 'center',
        bgcolor: theme.alpha(primary(theme), 0.05),
      })}
    >
      <SupportAgentRounded aria-hidden color="primary" sx={{ fontSize: 44, mb: 1 }} />
      <Typography variant="h2" id="still-need-help-title" sx={{ fontSize: '1.6rem', mb: 1 }}>
        Still need help?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
        Our Melbourne team replies within 24 hours, Monday to Friday (Australian Eastern time).
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" size="large" component={RouterLink} to={paths.contact}>
          Contact Us
        </Button>
        <Button variant="outlined" size="large" href={`mailto:${SUPPORT_EMAIL}`} startIcon={<EmailRounded />}>
          {SUPPORT_EMAIL}
        </Button>
      </Stack>
    </Paper>
  );
}

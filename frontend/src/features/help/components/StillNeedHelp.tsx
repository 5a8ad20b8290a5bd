import EmailRounded from '@mui/icons-material/EmailRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { SUPPORT_EMAIL } from '@/lib/brand';
import { paths } from '@/lib/paths';
import { CallToAction } from '@/components/content/CallToAction';

export function StillNeedHelp() {
  return (
    <Box sx={{ mt: { xs: 5, md: 7 } }}>
      <CallToAction
        id="still-need-help-title"
        title="Still need help?"
        text="Our Melbourne team replies within 24 hours, Monday to Friday (Australian Eastern time)."
        icon={<SupportAgentRounded aria-hidden color="primary" sx={{ fontSize: 44, mb: 1 }} />}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button variant="contained" size="large" component={RouterLink} to={paths.contact}>
            Contact Us
          </Button>
          <Button variant="outlined" size="large" href={`mailto:${SUPPORT_EMAIL}`} startIcon={<EmailRounded />}>
            {SUPPORT_EMAIL}
          </Button>
        </Stack>
      </CallToAction>
    </Box>
  );
}

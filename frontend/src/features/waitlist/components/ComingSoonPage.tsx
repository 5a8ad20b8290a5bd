import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LocalMallRounded from '@mui/icons-material/LocalMallRounded';
import RedeemRounded from '@mui/icons-material/RedeemRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { IconTile } from '@/components/content/IconTile';
import { Page } from '@/components/layout/Page';
import { SocialIconButton } from '@/components/social/SocialIcon';
import { apiErrorMessage } from '@/lib/api-error';
import { SOCIAL_LINKS } from '@/lib/brand';
import { useJoinWaitlistMutation } from '../api/waitlist-api';

// Follow links to three social networks.
const FOLLOW_LINKS = SOCIAL_LINKS.filter((link) => link.label !== 'Threads');

const UPCOMING = [
  { icon: <LocalMallRounded />, title: 'The Cellar Door shop', text: 'Buy the wines you discover, straight from the app.' },
  { icon: <RedeemRounded />, title: 'Referral program', text: 'Share Cellar Door AI with friends and earn free Premium.' },
];

export function ComingSoonPage() {
  const [email, setEmail] = useState('');
  const [thankYou, setThankYou] = useState<string | null>(null);
  const [joinWaitlist, { isLoading: submitting }] = useJoinWaitlistMutation();
  const trimmed = email.trim();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed || submitting) return;
    try {
      const result = await joinWaitlist({ email: trimmed }).unwrap();
      setThankYou(result.message);
    } catch (error) {
      // A failure is a browser alert.
      window.alert(apiErrorMessage(error) ?? 'Failed to join waitlist. Please try again.');
    }
  };

  return (
    <Page
      title="Coming Soon"
      description="New ways to enjoy Australian wine are on the way. Join the waitlist and we'll let you know the moment they launch."
    >
      <Box
        sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, alignItems: 'start' }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
          {thankYou ? (
            <Box role="status" sx={{ textAlign: 'center', py: 2 }}>
              <CheckCircleRounded aria-hidden color="success" sx={{ fontSize: 56, mb: 1.5 }} />
              <Typography variant="h2" sx={{ fontSize: '1.6rem', mb: 1 }}>
                You&apos;re on the list!
              </Typography>
              <Typography color="text.secondary">{thankYou}</Typography>
            </Box>
          ) : (
            <Box
              component="form"
              noValidate
              aria-labelledby="waitlist-title"
              onSubmit={(event: FormEvent<HTMLFormElement>) => void handleSubmit(event)}
            >
              <Typography variant="h2" id="waitlist-title" sx={{ fontSize: '1.6rem', mb: 1 }}>
                Join the waitlist
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                Be first to hear when new features launch. One e-mail, no spam.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
                <TextField
                  type="email"
                  label="Email address"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  disabled={submitting}
                  required
                  fullWidth
                />
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={!trimmed || submitting}
                  sx={{ flexShrink: 0, minHeight: 56, px: 4 }}
                >
                  {submitting ? 'Joining...' : 'Join Waitlist'}
                </Button>
              </Stack>
            </Box>
          )}
        </Paper>

        <Stack spacing={5}>
          <Box component="section" aria-labelledby="upcoming-title">
            <Typography variant="h2" id="upcoming-title" sx={{ fontSize: '1.35rem', mb: 2 }}>
              What&apos;s coming
            </Typography>
            <Stack spacing={2}>
              {UPCOMING.map((item) => (
                <Stack key={item.title} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <IconTile size={44} sx={{ flexShrink: 0 }}>
                    {item.icon}
                  </IconTile>
                  <Box>
                    <Typography component="h3" sx={{ fontWeight: 700 }}>
                      {item.title}
                    </Typography>
                    <Typography color="text.secondary">{item.text}</Typography>
                  </Box>
                </Stack>
              ))}
            </Stack>
          </Box>
          <Box component="section" aria-labelledby="follow-title">
            <Typography variant="h2" id="follow-title" sx={{ fontSize: '1.35rem', mb: 1 }}>
              Follow us
            </Typography>
            <Stack direction="row" spacing={1}>
              {FOLLOW_LINKS.map((link) => (
                <SocialIconButton
                  key={link.label}
                  link={link}
                  sx={{ border: 1, borderColor: 'divider', color: 'text.primary' }}
                />
              ))}
            </Stack>
          </Box>
        </Stack>
      </Box>
    </Page>
  );
}

import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { paths } from '@/lib/paths';
import { referralLinkFor } from '@/lib/referral-code';
import { useGetMyReferralQuery } from '../api/referrals-api';

/** Signed in: the member's own link and how many friends used it. Signed out: how to get one. */
export function ReferralLinkPanel({ signedIn }: { signedIn: boolean }) {
  if (!signedIn)
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.signUp} variant="contained" size="large" startIcon={<LinkRounded />}>
          Get My Referral Link
        </Button>
        <Button component={RouterLink} to={paths.signIn} variant="outlined" size="large" startIcon={<ListAltRounded />}>
          View My Referrals
        </Button>
      </Stack>
    );
  return <MemberReferral />;
}

function MemberReferral() {
  const { toast } = useToast();
  const [shown, setShown] = useState<'link' | 'referrals' | null>(null);
  const { data, isFetching, isError, refetch } = useGetMyReferralQuery(undefined, { skip: shown === null });

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link Copied', description: 'Share it with a friend who enjoys wine.' });
    } catch {
      toast({ title: 'Copy Failed', description: 'Select the link and copy it yourself.', variant: 'destructive' });
    }
  };

  return (
    <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" size="large" startIcon={<LinkRounded />} onClick={() => setShown('link')}>
          Get My Referral Link
        </Button>
        <Button
          variant="outlined"
          size="large"
          startIcon={<ListAltRounded />}
          onClick={() => {
            setShown('referrals');
            // friends sign up while the page is open: count them afresh
            if (data) void refetch();
          }}
        >
          View My Referrals
        </Button>
      </Stack>
      {shown && isFetching && <Typography color="text.secondary">Loading your referral details…</Typography>}
      {shown && isError && !isFetching && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          Your referral code is being prepared. Please try again in a moment.
        </Alert>
      )}
      {data && !isFetching && shown === 'link' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%', maxWidth: 560 }}>
          <TextField
            label="Your referral link"
            value={referralLinkFor(data.code)}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, onFocus: (e: { target: HTMLInputElement }) => e.target.select() } }}
          />
          <Button variant="outlined" startIcon={<ContentCopyRounded />} onClick={() => void copy(referralLinkFor(data.code))}>
            Copy
          </Button>
        </Stack>
      )}
      {data && !isFetching && shown === 'referrals' && (
        <Typography role="status">
          {data.friendsReferred === 0
            ? 'No friends have signed up with your link yet.'
            : `${data.friendsReferred} ${data.friendsReferred === 1 ? 'friend has' : 'friends have'} signed up with your link.`}
        </Typography>
      )}
    </Stack>
  );
}

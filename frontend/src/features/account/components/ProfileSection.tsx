import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { User } from '@wine/contracts';
import { UserAvatar } from '@/components/nav/UserAvatar';
import { UserNameEmail } from '@/components/nav/UserNameEmail';
import { useToast } from '@/components/toast/use-toast';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useFormValues } from '@/lib/use-form-values';
import { useUpdateNameMutation } from '../api/account-api';
import { toUpdateNameRequest, type NameValues } from '../account-forms';
import { SettingsSection } from './SettingsSection';

export function ProfileSection({ user }: { user: User }) {
  return (
    <SettingsSection title="Profile" description="Your name as it appears across Cellar Door AI.">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <UserAvatar user={user} size={56} />
        <UserNameEmail user={user} prominent />
        <Chip
          label={user.subscriptionPlan === 'premium' ? 'Premium' : 'Free plan'}
          size="small"
          color={user.subscriptionPlan === 'premium' ? 'secondary' : 'default'}
          sx={{ ml: 'auto', fontWeight: 600 }}
        />
      </Box>
      {/* Keyed by the record's version, so a saved or refetched name resets the fields. */}
      <NameForm key={user.updatedAt} user={user} />
    </SettingsSection>
  );
}

function NameForm({ user }: { user: User }) {
  const { toast } = useToast();
  const saved: NameValues = { firstName: user.firstName ?? '', lastName: user.lastName ?? '' };
  const { values, bind } = useFormValues<NameValues>(saved);
  const [updateName, { isLoading }] = useUpdateNameMutation();
  const unchanged = values.firstName.trim() === saved.firstName && values.lastName.trim() === saved.lastName;

  const handleSubmit = useFormSubmit({
    send: async () => {
      await updateName(toUpdateNameRequest(values)).unwrap();
      toast({ title: 'Profile Updated', description: 'Your name has been saved.' });
    },
    failure: { title: 'Update Failed', fallback: 'Failed to update your profile. Please try again.' },
  });

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...bind('firstName')} label="First name" autoComplete="given-name" disabled={isLoading} fullWidth />
          <TextField {...bind('lastName')} label="Last name" autoComplete="family-name" disabled={isLoading} fullWidth />
        </Stack>
        <Box>
          <Button type="submit" variant="contained" disabled={unchanged} loading={isLoading} loadingPosition="start">
            Save Changes
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

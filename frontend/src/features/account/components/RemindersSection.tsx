import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { failureToast } from '@/lib/api-error';
import { useGetNotificationSettingsQuery, useSetNotificationSettingsMutation } from '../api/account-api';
import { SettingsSection } from './SettingsSection';

// docs/product-rules.md#drinking-reminder: opt-in, off until the user turns it on.
export function RemindersSection() {
  const { toast } = useToast();
  const helperId = useId();
  const { data, isError } = useGetNotificationSettingsQuery();
  const [setSettings, { isLoading }] = useSetNotificationSettingsMutation();

  const handleChange = async (drinkingReminder: boolean) => {
    try {
      const state = await setSettings({ drinkingReminder }).unwrap();
      toast(
        state.drinkingReminder
          ? { title: 'Reminder On', description: 'We will e-mail you once a month when bottles are ready to drink soon.' }
          : state.confirmationSent
            ? { title: 'Confirmation Sent', description: 'Open the link we just e-mailed you to start the monthly reminder.' }
            : { title: 'Reminder Off', description: 'You will no longer get the monthly drinking reminder.' },
      );
    } catch (error) {
      toast(failureToast('Update Failed', error, 'Failed to update your reminder. Please try again.'));
    }
  };

  return (
    <SettingsSection title="E-mail reminders" description="E-mails about your cellar, only if you ask for them.">
      <FormControlLabel
        control={
          <Switch
            checked={(data?.drinkingReminder || data?.confirmationSent) ?? false}
            onChange={(event) => void handleChange(event.target.checked)}
            disabled={!data || isLoading}
            slotProps={{ input: { 'aria-describedby': helperId } }}
          />
        }
        label="Monthly drinking reminder"
      />
      <FormHelperText id={helperId} sx={{ ml: 0 }}>
        {isError
          ? 'Your reminder setting could not be loaded. Please try again later.'
          : data?.confirmationSent
            ? 'We sent you a confirmation e-mail. The reminder starts once you open its link.'
            : 'Once a month, an e-mail listing the bottles in your cellar that are in “Drink soon”: their drinking window closes within a year, or they are past their peak.'}
      </FormHelperText>
    </SettingsSection>
  );
}

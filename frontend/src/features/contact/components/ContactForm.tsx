import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTACT_LIMITS, CONTACT_SENT_MESSAGE } from '@wine/contracts';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { failureToast } from '@/lib/api-error';
import { useSendContactMessageMutation } from '../api/contact-api';
import { contactMessageToSend, EMPTY_CONTACT_FORM, type ContactFormValues } from '../contact-form';

const TITLE_ID = 'contact-form-title';

export function ContactForm() {
  const { toast } = useToast();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [sendContactMessage, { isLoading: sending }] = useSendContactMessageMutation();

  const update = (field: keyof ContactFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = contactMessageToSend(values);
    if (!message) {
      toast({ title: 'Required Fields', description: 'Please fill in your name, email, and message.', variant: 'destructive' });
      return;
    }
    try {
      await sendContactMessage(message).unwrap();
      setValues(EMPTY_CONTACT_FORM);
      toast({ title: 'Message Sent!', description: CONTACT_SENT_MESSAGE });
    } catch (error) {
      // The fields keep what was typed, so the visitor can try again.
      toast(failureToast('Error', error, 'Failed to send message. Please try again.'));
    }
  };

  const field = (name: keyof ContactFormValues) => ({
    name,
    value: values[name],
    onChange: update(name),
    disabled: sending,
    fullWidth: true,
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby={TITLE_ID}
      // Our own check shows the spec's 'Required Fields' toast; the browser's bubbles would pre-empt it.
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void handleSubmit(event)}
      sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
    >
      <Typography variant="h2" id={TITLE_ID} sx={{ fontSize: '1.5rem', mb: 0.5 }}>
        Send us a message
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Fields marked * are required.
      </Typography>
      <Stack spacing={2.5}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            {...field('name')}
            label="Name"
            required
            autoComplete="name"
            slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.name } }}
          />
          <TextField {...field('email')} label="Email" type="email" required autoComplete="email" />
        </Box>
        <TextField {...field('subject')} label="Subject" slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.subject } }} />
        <TextField
          {...field('message')}
          label="Message"
          required
          multiline
          rows={6}
          slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.message } }}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={sending}
            endIcon={sending ? undefined : <SendRounded />}
            sx={{ minWidth: 180, width: { xs: '100%', sm: 'auto' } }}
          >
            {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

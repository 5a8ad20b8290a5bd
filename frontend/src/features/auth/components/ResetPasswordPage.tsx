import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH, PASSWORD_RESET_MESSAGES } from '@wine/contracts';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { WineMark } from '@/components/nav/WineMark';
import { apiErrorMessage } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPasswordMutation } from '../api/password-reset-api';

type Field = 'password' | 'confirmPassword';

// The page the e-mailed link opens (docs/product-rules.md#password-reset): a new password, twice.
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [reset, { isLoading }] = useResetPasswordMutation();
  const linkBroken = !/^[A-Za-z0-9_-]{43}$/.test(token);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<Field, string>> = {};
    if (values.password.length < PASSWORD_MIN_LENGTH)
      found.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
    if (values.confirmPassword !== values.password) found.confirmPassword = 'The two passwords do not match.';
    setErrors(found);
    if (Object.keys(found).length) return;
    reset({ token, newPassword: values.password })
      .unwrap()
      .then(() => setDone(true))
      .catch((error: unknown) => setFailure(apiErrorMessage(error) ?? 'Your password was not changed. Please try again.'));
  };

  const field = (name: Field) => ({
    name,
    type: 'password',
    required: true,
    fullWidth: true,
    disabled: isLoading,
    value: values[name],
    error: errors[name] !== undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Box sx={{ width: 48, mx: 'auto', mb: 2 }}>
            <WineMark size={48} large />
          </Box>
          <Typography variant="h4" component="h1">
            Choose a New Password
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Every device will be signed out.
          </Typography>
        </Box>
        {done ? (
          <Stack spacing={2}>
            <Alert severity="success" role="status">
              {PASSWORD_RESET_MESSAGES.done}
            </Alert>
            <Button component={RouterLink} to={paths.signIn} variant="contained" size="large" fullWidth>
              Sign In
            </Button>
          </Stack>
        ) : linkBroken ? (
          <Stack spacing={2}>
            <Alert severity="error">{PASSWORD_RESET_MESSAGES.invalidLink}</Alert>
            <Button component={RouterLink} to={paths.signIn} variant="contained" size="large" fullWidth>
              Back to Sign In
            </Button>
          </Stack>
        ) : (
          <form noValidate onSubmit={submit}>
            <Stack spacing={2}>
              <TextField
                {...field('password')}
                label="New password"
                autoComplete="new-password"
                autoFocus
                helperText={errors.password ?? `At least ${PASSWORD_MIN_LENGTH} characters`}
              />
              <TextField
                {...field('confirmPassword')}
                label="Confirm new password"
                autoComplete="new-password"
                helperText={errors.confirmPassword ?? ' '}
              />
              {failure && (
                <Alert severity="error">
                  {failure}
                  {failure === PASSWORD_RESET_MESSAGES.invalidLink && (
                    <>
                      {' '}
                      <RouterLink to={paths.signIn}>Sign in</RouterLink> and choose &quot;Forgot password?&quot;.
                    </>
                  )}
                </Alert>
              )}
              <Button type="submit" variant="contained" size="large" fullWidth loading={isLoading} loadingPosition="start">
                Reset Password
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Box>
  );
}

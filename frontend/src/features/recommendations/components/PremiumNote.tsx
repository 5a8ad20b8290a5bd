import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';

const WHAT_NEEDS_PREMIUM = {
  meal: 'Pairing wines with a meal or menu photo',
  menu: 'Answers from a wine list photo',
} as const;

/**
 * Free members see the Meal Pairing and Wine Menu Help forms with this short note; analysing is
 * refused by the server with its 'Premium Feature Required' answer (docs/product-rules.md, plans).
 */
export function PremiumNote({ feature }: { feature: keyof typeof WHAT_NEEDS_PREMIUM }) {
  return (
    <Alert
      severity="info"
      icon={false}
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button component={RouterLink} to={paths.checkout} variant="contained" color="secondary" size="small">
          Upgrade to Premium
        </Button>
      }
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label="Premium" color="secondary" />
        <span>{WHAT_NEEDS_PREMIUM[feature]} is part of Premium.</span>
      </Stack>
    </Alert>
  );
}

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';

// Voice Search, Meal Pairing and Wine Menu Help arrive with the Premium AI release: until then
// each tab says what it will do and how to get it.
export const PREMIUM_TABS = {
  voice: {
    title: 'Voice Search',
    text: 'Say what you feel like — “a smooth red for a cold night” — and we search as soon as you stop speaking.',
  },
  meal: {
    title: 'Meal Pairing',
    text: 'Snap a photo of your meal or a restaurant menu and get wines matched to the dish, with the reason for each.',
  },
  menu: {
    title: 'Wine Menu Help',
    text: 'Upload a photo of a wine list, ask a question like “best red under $80 with the lamb?”, and get a clear answer.',
  },
} as const;

export function PremiumFeaturePreview({ feature, premium }: { feature: keyof typeof PREMIUM_TABS; premium: boolean }) {
  const { title, text } = PREMIUM_TABS[feature];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h2">
              {title}
            </Typography>
            <Chip size="small" label={premium ? 'Coming soon' : 'Premium'} color="secondary" />
          </Stack>
          <Typography>{text}</Typography>
          {premium ? (
            <Typography color="text.secondary">It is on its way to your account. Text Search works now.</Typography>
          ) : (
            <Button component={RouterLink} to={paths.pricing} variant="contained" color="secondary">
              Upgrade to Premium
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { useGetDrinkingPlanQuery } from '../bottles-api';

/** On the dashboard, when any bottle is in "Drink soon"; nothing otherwise. */
export function ReadyToDrinkStrip() {
  const { data } = useGetDrinkingPlanQuery();
  const soon = data?.items.filter((i) => i.group === 'drinkSoon') ?? [];
  if (soon.length === 0) return null;
  const names = soon.slice(0, 3).map((i) => `${i.wineName} ${i.vintage}`);
  const more = soon.length > 3 ? ` and ${soon.length - 3} more` : '';
  return (
    <Alert
      severity="info"
      component="section"
      aria-label="Ready to drink from your cellar"
      action={
        <Button component={RouterLink} to={`${paths.cellar}?tab=plan`} color="inherit" size="small">
          See plan
        </Button>
      }
      sx={{ mb: 3 }}
    >
      <AlertTitle>Ready to drink from your cellar</AlertTitle>
      {names.join(', ')}
      {more}: drink soon.
    </Alert>
  );
}

import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PlanSectionProps {
  name: string;
  // the plan picked or recommended gets the stronger border
  highlighted: boolean;
  badge?: ReactNode;
  children: ReactNode;
}

/** One plan's card on Pricing and Checkout: a region named "<name> plan" with its heading and badge. */
export function PlanSection({ name, highlighted, badge, children }: PlanSectionProps) {
  return (
    <Paper
      component="section"
      aria-label={`${name} plan`}
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 4 },
        borderRadius: 3,
        display: 'flex',
        flexDirection: 'column',
        ...(highlighted && { borderColor: 'primary.main', borderWidth: 2 }),
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 32 }}>
        <Typography variant="h3" component="h2">
          {name}
        </Typography>
        {badge}
      </Stack>
      {children}
    </Paper>
  );
}

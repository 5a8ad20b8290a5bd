import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import LocalBarRounded from '@mui/icons-material/LocalBarRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { DinnerPlan, OpenedDinner } from '@wine/contracts';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { problemOf } from '../bottles-api';
import { useOpenDinnerMutation, usePlanDinnerMutation } from '../dinner-api';
import { DinnerCoursesForm } from './DinnerCoursesForm';
import { DinnerPlanResult } from './DinnerPlanResult';
import { localToday } from './OpenBottleDialog';

// Printing the plan prints the dialog alone: the app behind it and the dialog's buttons are hidden.
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body > #root': { display: 'none !important' },
        '.MuiBackdrop-root, .dinner-no-print': { display: 'none !important' },
        '.dinner-plan-dialog': { position: 'static !important' },
        '.dinner-plan-dialog .MuiDialog-container': { display: 'block', height: 'auto' },
        '.dinner-plan-dialog .MuiDialog-paper': {
          boxShadow: 'none',
          margin: 0,
          maxWidth: 'none',
          maxHeight: 'none',
          width: '100%',
          overflow: 'visible',
        },
        '.dinner-plan-dialog .MuiDialogContent-root': { overflow: 'visible' },
      },
    }}
  />
);

/** "Plan a dinner" (docs/product-rules.md#a-dinner-party): the menu and guests, then the plan. */
export function PlanDinnerDialog({ onClose }: { onClose: () => void }) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [courses, setCourses] = useState<string[]>([]);
  const [guests, setGuests] = useState(8);
  const [plan, setPlan] = useState<DinnerPlan | null>(null);
  const [date, setDate] = useState(localToday);
  const [opened, setOpened] = useState<OpenedDinner | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [planDinner, planning] = usePlanDinnerMutation();
  const [openDinner, opening] = useOpenDinnerMutation();

  const ask = async () => {
    setProblem(null);
    try {
      setPlan(await planDinner({ courses, guests }).unwrap());
      setOpened(null);
    } catch (err) {
      setProblem(problemOf(err) ?? 'Failed to plan the dinner. Please try again.');
    }
  };
  const bottles = (plan?.courses ?? [])
    .filter((c) => c.wine?.cellarItemId && c.bottlesToOpen > 0)
    .map((c) => ({ cellarItemId: c.wine!.cellarItemId!, count: c.bottlesToOpen, course: c.course }));
  const openAll = async () => {
    if (!plan || opening.isLoading) return;
    setProblem(null);
    try {
      setOpened(await openDinner({ planId: plan.planId, dinner: { date, bottles } }).unwrap());
    } catch (err) {
      setProblem(problemOf(err) ?? 'Failed to open the bottles. Please try again.');
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      className="dinner-plan-dialog"
      aria-labelledby="plan-dinner-title"
    >
      {PRINT_STYLES}
      <DialogTitle id="plan-dinner-title">{plan ? `Your dinner for ${plan.guests}` : 'Plan a dinner'}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {problem && (
            <Alert severity="error" className="dinner-no-print">
              {problem}
            </Alert>
          )}
          {plan ? (
            <DinnerPlanResult plan={plan} />
          ) : (
            <DinnerCoursesForm courses={courses} guests={guests} onCourses={setCourses} onGuests={setGuests} />
          )}
          {plan && opened && (
            <Alert severity="success" className="dinner-no-print">
              {opened.tastings.length} {opened.tastings.length === 1 ? 'bottle' : 'bottles'} opened, each with a tasting in your
              journal.{' '}
              <Link component={RouterLink} to={`${paths.cellar}?tab=journal`} onClick={onClose}>
                See the tastings
              </Link>
            </Alert>
          )}
          {plan && !opened && bottles.length > 0 && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              className="dinner-no-print"
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                size="small"
                type="date"
                label="Date of the dinner"
                value={date}
                onChange={(e) => setDate(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Button
                variant="contained"
                startIcon={<LocalBarRounded />}
                onClick={() => void openAll()}
                disabled={opening.isLoading}
              >
                Open these bottles
              </Button>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions className="dinner-no-print" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {plan ? (
          <>
            <Button startIcon={<ArrowBackRounded />} onClick={() => setPlan(null)}>
              Change the menu
            </Button>
            <Button startIcon={<PrintRounded />} onClick={() => window.print()}>
              Print
            </Button>
            <Button onClick={onClose}>Done</Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="contained" onClick={() => void ask()} disabled={courses.length === 0 || planning.isLoading}>
              {planning.isLoading ? 'Planning…' : 'Plan the wines'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

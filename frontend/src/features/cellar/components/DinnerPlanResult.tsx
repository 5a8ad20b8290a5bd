import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import WineBarRounded from '@mui/icons-material/WineBarRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DinnerCourse, DinnerMissing, DinnerPlan } from '@wine/contracts';
import { ReadinessChip } from '@/components/wine/ReadinessChip';

const bottlesWord = (n: number, size: number) =>
  `${n} ${size === 375 ? 'half-bottle' : size === 1500 ? 'magnum' : 'bottle'}${n === 1 ? '' : 's'}`;

/** One course: its bottle from the cellar, where it is, how many to open and why. */
function CourseRow({ course, pour }: { course: DinnerCourse; pour: number }) {
  const wine = course.wine;
  return (
    <Box
      component="li"
      aria-label={`Course ${course.courseNumber}: ${course.course}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 }, breakInside: 'avoid' }}
    >
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="overline" color="primary" sx={{ lineHeight: 1.6 }}>
          Pour {pour} · Course {course.courseNumber}
          {course.dessert ? ' · Dessert' : ''}
        </Typography>
        {wine && <ReadinessChip readiness={wine.readiness ?? null} />}
      </Stack>
      <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
        {course.course}
      </Typography>
      {wine ? (
        <>
          <Typography sx={{ fontWeight: 600, mt: 1, overflowWrap: 'anywhere' }}>
            {wine.name}
            {wine.vintage ? ` ${wine.vintage}` : ''}
          </Typography>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mt: 0.5 }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <PlaceRounded fontSize="small" color="action" />
              <Typography variant="body2">{wine.location || 'No location set'}</Typography>
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <WineBarRounded fontSize="small" color="action" />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Open {bottlesWord(course.bottlesToOpen, course.pour.bottleSize)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                of {wine.bottlesLeft ?? 0} left
              </Typography>
            </Stack>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {course.pour.arithmetic}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {wine.matchReason}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Nothing in your cellar for this course: see below.
        </Typography>
      )}
    </Box>
  );
}

function MissingRow({ missing }: { missing: DinnerMissing }) {
  return (
    <Alert severity="warning" icon={<ShoppingBagRounded fontSize="inherit" />} sx={{ breakInside: 'avoid' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Course {missing.courseNumber} · {missing.course}
      </Typography>
      <Typography variant="body2">{missing.message}</Typography>
      {missing.suggestions.length > 0 && (
        <Stack
          component="ul"
          spacing={0.5}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
          aria-label={`Wines to buy for ${missing.course}`}
        >
          {missing.suggestions.map((w) => (
            <Stack component="li" key={w.id} direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2">
                {w.name}
                {w.priceRange && (
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {` · ${w.priceRange}`}
                  </Box>
                )}
              </Typography>
              <Chip size="small" variant="outlined" label="Not in your cellar" />
            </Stack>
          ))}
        </Stack>
      )}
    </Alert>
  );
}

/** The plan as it prints: the courses in serving order, then what is missing. */
export function DinnerPlanResult({ plan }: { plan: DinnerPlan }) {
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        For {plan.guests} guests, in the order to pour: {plan.bottlesToOpen} {plan.bottlesToOpen === 1 ? 'bottle' : 'bottles'} to
        open from your cellar.
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Your dinner, in serving order">
        {plan.courses.map((c, i) => (
          <CourseRow key={c.courseNumber} course={c} pour={i + 1} />
        ))}
      </Stack>
      {plan.missing.length > 0 && (
        <Box component="section" aria-label="What is missing">
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            What is missing
          </Typography>
          <Stack spacing={1}>
            {plan.missing.map((m) => (
              <MissingRow key={`${m.courseNumber}-${m.message}`} missing={m} />
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

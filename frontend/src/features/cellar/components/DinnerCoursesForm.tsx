import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DINNER_COURSE_MAX_LENGTH, DINNER_COURSES_MAX, DINNER_GUESTS_MAX, DINNER_GUESTS_MIN } from '@wine/contracts';
import { useState, type FormEvent } from 'react';

/** The menu of a dinner, a course at a time, and the guests (docs/product-rules.md#a-dinner-party). */
export function DinnerCoursesForm({
  courses,
  guests,
  onCourses,
  onGuests,
}: {
  courses: string[];
  guests: number;
  onCourses: (courses: string[]) => void;
  onGuests: (guests: number) => void;
}) {
  const [dish, setDish] = useState('');
  const full = courses.length >= DINNER_COURSES_MAX;
  const add = (e?: FormEvent) => {
    e?.preventDefault();
    const text = dish.trim();
    if (!text || full) return;
    onCourses([...courses, text]);
    setDish('');
  };
  const clampGuests = (n: number) => Math.min(DINNER_GUESTS_MAX, Math.max(DINNER_GUESTS_MIN, Math.round(n)));
  return (
    <Stack spacing={2.5} sx={{ pt: 1 }}>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          The menu
        </Typography>
        {courses.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Add each course as you will serve it: an entrée, the main, a dessert.
          </Typography>
        ) : (
          <Stack component="ol" aria-label="Courses" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5 }}>
            {courses.map((c, i) => (
              <Stack
                component="li"
                key={`${i}-${c}`}
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, pl: 1.5, pr: 0.5, py: 0.5 }}
              >
                <Typography variant="overline" color="primary" sx={{ lineHeight: 1, whiteSpace: 'nowrap' }}>
                  Course {i + 1}
                </Typography>
                <Typography sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>{c}</Typography>
                <IconButton aria-label={`Remove ${c}`} onClick={() => onCourses(courses.filter((_, j) => j !== i))}>
                  <CloseRounded fontSize="small" />
                </IconButton>
              </Stack>
            ))}
          </Stack>
        )}
        <Stack
          component="form"
          onSubmit={(e: FormEvent) => add(e)}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
        >
          <TextField
            size="small"
            fullWidth
            label={full ? `At most ${DINNER_COURSES_MAX} courses` : `Course ${courses.length + 1}`}
            placeholder="e.g. slow-roasted lamb shoulder"
            value={dish}
            disabled={full}
            onChange={(e) => setDish(e.target.value)}
            slotProps={{ htmlInput: { maxLength: DINNER_COURSE_MAX_LENGTH }, inputLabel: { shrink: true } }}
          />
          <Button
            type="submit"
            variant="outlined"
            startIcon={<AddRounded />}
            disabled={full || !dish.trim()}
            sx={{ minHeight: 40, flexShrink: 0 }}
          >
            Add course
          </Button>
        </Stack>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" id="dinner-guests-label" sx={{ mb: 1 }}>
          Guests
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton
            aria-label="One guest fewer"
            onClick={() => onGuests(clampGuests(guests - 1))}
            disabled={guests <= DINNER_GUESTS_MIN}
          >
            <RemoveRounded />
          </IconButton>
          <TextField
            size="small"
            type="number"
            value={guests}
            onChange={(e) => onGuests(clampGuests(Number(e.target.value) || DINNER_GUESTS_MIN))}
            slotProps={{
              htmlInput: {
                min: DINNER_GUESTS_MIN,
                max: DINNER_GUESTS_MAX,
                'aria-labelledby': 'dinner-guests-label',
                style: { textAlign: 'center' },
              },
            }}
            sx={{ width: 88 }}
          />
          <IconButton
            aria-label="One guest more"
            onClick={() => onGuests(clampGuests(guests + 1))}
            disabled={guests >= DINNER_GUESTS_MAX}
          >
            <AddRounded />
          </IconButton>
          <Typography variant="body2" color="text.secondary">
            {DINNER_GUESTS_MIN}–{DINNER_GUESTS_MAX}, one glass each a course
          </Typography>
        </Stack>
      </Box>
    </Stack>
  );
}

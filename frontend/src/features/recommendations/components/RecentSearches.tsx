import HistoryRounded from '@mui/icons-material/HistoryRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useGetRecommendationHistoryQuery } from '../api/recommendations-api';

export const RECENT_SEARCHES_SHOWN = 5;

/** The user's last searches under the search box (GET /api/recommendations/history), each re-run in one click. */
export function RecentSearches({ disabled, onRun }: { disabled: boolean; onRun: (query: string) => void }) {
  const headingId = useId();
  const { data } = useGetRecommendationHistoryQuery();
  const queries = [...new Set((data?.searches ?? []).map((s) => s.query))].slice(0, RECENT_SEARCHES_SHOWN);
  if (!queries.length) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h2" color="text.secondary">
        Recent searches
      </Typography>
      <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {queries.map((query) => (
          // a flex item grows to its text unless allowed to shrink: a 110-character search made a phone page 848 px wide
          <Box component="li" key={query} sx={{ minWidth: 0, maxWidth: '100%' }}>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              startIcon={<HistoryRounded />}
              disabled={disabled}
              onClick={() => onRun(query)}
              aria-label={`Search again: ${query}`}
              sx={{ textTransform: 'none', maxWidth: { xs: '100%', sm: 360 }, minWidth: 0, justifyContent: 'flex-start' }}
            >
              <Typography variant="body2" component="span" noWrap sx={{ minWidth: 0 }}>
                {query}
              </Typography>
            </Button>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

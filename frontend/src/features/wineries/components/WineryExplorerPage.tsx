import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import { Page } from '@/components/layout/Page';
import { useSearchWineriesQuery } from '../api/wineries-api';
import { resultCount } from '../winery-display';
import { WineryCard } from './WineryCard';

export const QUICK_PICKS = ['Barossa Valley', 'Hunter Valley', 'Yarra Valley'];
const GRID = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;

export function WineryExplorerPage() {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  // The term is trimmed; nothing is searched when empty.
  const { data, isFetching, isError } = useSearchWineriesQuery(query || skipToken);
  const run = (term: string) => {
    setInput(term);
    setQuery(term.trim());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(input);
  };
  return (
    <Page
      title="Winery Explorer"
      description="Search Australian wineries by region or name, with cellar door hours and tasting fees."
    >
      <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={2} role="search">
        <TextField
          fullWidth
          label="Search wineries"
          placeholder="Region, winery or wine style — e.g. Barossa, Henschke, Riesling"
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
        <Button type="submit" variant="contained" startIcon={<SearchRounded />} sx={{ flexShrink: 0 }}>
          Search
        </Button>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }} aria-label="Quick picks">
        {QUICK_PICKS.map((pick) => (
          <Button key={pick} variant="outlined" size="small" onClick={() => run(pick)}>
            {pick}
          </Button>
        ))}
      </Stack>
      <Box sx={{ mt: 4 }} aria-live="polite">
        {isFetching ? (
          <Box sx={GRID} aria-label="Loading wineries">
            {[0, 1, 2].map((i) => (
              <Card key={i} variant="outlined" data-testid="winery-skeleton">
                <CardContent>
                  <Skeleton width="60%" height={32} />
                  <Skeleton width="40%" />
                  <Skeleton variant="rectangular" height={80} sx={{ my: 1 }} />
                  <Skeleton width="80%" />
                </CardContent>
              </Card>
            ))}
          </Box>
        ) : isError ? (
          <Typography color="error" role="alert">
            Something went wrong while searching. Please try again.
          </Typography>
        ) : data && query ? (
          data.wineries.length ? (
            <>
              <Typography variant="h6" component="p" sx={{ mb: 2 }}>
                {resultCount(data.wineries.length)}
              </Typography>
              <Box sx={GRID}>
                {data.wineries.map((w) => (
                  <WineryCard key={w.id} winery={w} />
                ))}
              </Box>
            </>
          ) : (
            <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
              <Typography variant="h5" component="h2">
                No wineries found
              </Typography>
              <Typography color="text.secondary">
                Try a region like Margaret River, a grape like Riesling, or a winery name.
              </Typography>
              <Button variant="outlined" onClick={() => run('')}>
                Clear Search
              </Button>
            </Stack>
          )
        ) : (
          <Typography color="text.secondary">
            Pick a region above or search by name, region or the wines a cellar door is known for.
          </Typography>
        )}
      </Box>
    </Page>
  );
}

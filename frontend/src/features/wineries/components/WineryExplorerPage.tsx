import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/Page';
import { useSearchWineriesQuery } from '../api/wineries-api';
import { countByRegion, findMapRegion } from '../region-map';
import { resultCount } from '../winery-display';
import { RegionNavigation } from './RegionNavigation';
import { WineRegionMap } from './WineRegionMap';
import { WineryCard } from './WineryCard';

export const QUICK_PICKS = ['Barossa Valley', 'Hunter Valley', 'Yarra Valley'];
const GRID = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;

export function WineryExplorerPage() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [params, setParams] = useSearchParams();
  // a region chosen on the map or in the list lives in the address (?region=barossa-valley)
  const region = findMapRegion(params.get('region'));
  const [input, setInput] = useState(region?.name ?? '');
  const [query, setQuery] = useState(region?.name ?? '');
  const results = useRef<HTMLDivElement>(null);
  // The term is trimmed; nothing is searched when empty.
  const { data, isFetching, isError } = useSearchWineriesQuery(query || skipToken);
  const counts = useMemo(() => countByRegion(data && query ? data.wineries : []), [data, query]);
  // a chosen region lists its own wineries only (a region search also finds the rest of its state)
  const shownWineries = data ? (region ? data.wineries.filter((w) => w.regionId === region.id) : data.wineries) : [];
  const run = (term: string) => {
    setInput(term);
    setQuery(term.trim());
    if (region) setParams({}, { replace: true });
  };
  const selectRegion = (id: string) => {
    const chosen = findMapRegion(id);
    if (!chosen) return;
    setParams({ region: id });
    setInput(chosen.name);
    setQuery(chosen.name);
    if (!wide) results.current?.scrollIntoView({ block: 'start' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(input);
  };
  const regionList = <RegionNavigation counts={counts} selected={region?.id ?? null} onSelect={selectRegion} />;
  return (
    <Page
      title="Winery Explorer"
      description="Find Australian wineries by region on the map, or search by name or wine style. Cellar door hours and tasting fees are shown where we hold them, with their source."
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
      <Box
        sx={{
          mt: 4,
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
          alignItems: 'start',
        }}
      >
        <WineRegionMap counts={counts} selected={region?.id ?? null} onSelect={selectRegion} compact={!wide} />
        {wide ? (
          regionList
        ) : (
          <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2 }}>
            <AccordionSummary expandIcon={<ExpandMoreRounded />}>
              <Typography sx={{ fontWeight: 600 }}>All wine regions</Typography>
            </AccordionSummary>
            <AccordionDetails>{regionList}</AccordionDetails>
          </Accordion>
        )}
      </Box>
      <Box sx={{ mt: 4, scrollMarginTop: 80 }} aria-live="polite" ref={results}>
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
          shownWineries.length ? (
            <>
              <Typography variant="h6" component="p" sx={{ mb: 2 }}>
                {resultCount(shownWineries.length)}
                {region && ` in ${region.name}`}
              </Typography>
              <Box sx={GRID}>
                {shownWineries.map((w) => (
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
            Pick a region on the map or in the list, or search by name, region or the wines a cellar door is known for.
          </Typography>
        )}
      </Box>
    </Page>
  );
}

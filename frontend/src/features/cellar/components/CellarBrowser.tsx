import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SavedWine } from '@wine/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { shallowEqual, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { cellarApi, useGetCellarQuery, type CellarPage } from '@/lib/cellar-api';
import { entryOfSaved } from '../cellar-entries';
import { apiQueryOf, isNarrowed, paramsOf, rackOf, viewOf, type CellarView, type SavedTab } from '../cellar-view';
import { CardGridSkeleton } from './CardGridSkeleton';
import { BulkActions } from './BulkActions';
import { CellarFilters } from './CellarFilters';
import { WineCard, type CellarEntry } from './WineCard';

// the store as the cellar's endpoints read it
type CellarState = Parameters<ReturnType<typeof cellarApi.endpoints.getCellar.select>>[0];

const argOf = (query: string, cursor: string | null) => (cursor ? `${query}&cursor=${encodeURIComponent(cursor)}` : query);

/** Keeps one page fetched (and cached) while it is on screen; the list reads it from the store. */
function PageSubscription({ arg }: { arg: string }) {
  useGetCellarQuery(arg);
  return null;
}

// Where the list was: the pages loaded and the scroll, per query, for the visit's return (back button).
const placeKey = (query: string) => `cellar-place:${query}`;
function placeOf(query: string): { cursors: (string | null)[]; scrollY: number } {
  try {
    const place = JSON.parse(sessionStorage.getItem(placeKey(query)) ?? 'null') as {
      cursors: (string | null)[];
      scrollY: number;
    } | null;
    if (place && Array.isArray(place.cursors) && place.cursors[0] === null) return place;
  } catch {
    // a place that cannot be read is no place
  }
  return { cursors: [null], scrollY: 0 };
}

interface CellarBrowserProps {
  tab: SavedTab;
  emptyText: string;
  removing: string | null;
  disabledReason?: string;
  onRemove: (entry: CellarEntry) => void;
  onEdit: (entry: CellarEntry) => void;
  onOpen: (entry: CellarEntry) => void;
  onFind?: (entry: CellarEntry) => void;
}

/**
 * The saved wines of a tab, a page at a time: search, sort, filters and layout from the URL
 * (docs/product-rules.md#finding-wines-in-the-cellar), "Load more", several selected at once.
 */
export function CellarBrowser({
  tab,
  emptyText,
  removing,
  disabledReason,
  onRemove,
  onEdit,
  onOpen,
  onFind,
}: CellarBrowserProps) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewOf(params), [params]);
  const query = apiQueryOf(view, tab);
  const [cursors, setCursors] = useState(() => placeOf(query).cursors);
  const [selected, setSelected] = useState<Map<string, SavedWine>>(new Map());
  const restored = useRef(false);

  // another view: from its own place (the first page unless this visit saw it before)
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setCursors(placeOf(query).cursors);
    restored.current = false;
  }

  const pages = useSelector(
    (state: CellarState) => cursors.map((c) => cellarApi.endpoints.getCellar.select(argOf(query, c))(state).data),
    shallowEqual,
  ) as (CellarPage | undefined)[];
  const first = pages[0];
  const wines = useMemo(() => pages.flatMap((p) => p?.wines ?? []), [pages]);
  const last = pages[pages.length - 1];
  const loadingMore = last === undefined && pages.length > 1;

  const setView = useCallback(
    // typing on in the search box replaces its entry; a new search, sort or filter is a step back can return from
    (next: CellarView) => setParams(paramsOf(next, params), { replace: next.q !== view.q && view.q !== '' }),
    [params, setParams, view.q],
  );

  // remember the place: pages loaded and scroll
  useEffect(() => {
    const save = () => sessionStorage.setItem(placeKey(query), JSON.stringify({ cursors, scrollY: window.scrollY }));
    save();
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [query, cursors]);
  // back on a view seen before: once its pages are on screen, return to where the reader was
  useEffect(() => {
    if (restored.current || pages.some((p) => p === undefined)) return;
    restored.current = true;
    const { scrollY } = placeOf(query);
    if (scrollY > 0) window.scrollTo(0, scrollY);
  }, [pages, query]);

  const toggle = (wine: SavedWine, on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      if (on) next.set(wine.id, wine);
      else next.delete(wine.id);
      return next;
    });

  const racks = useMemo(
    () => [...new Set(wines.map((w) => rackOf(w.location)).filter((r) => r !== 'No location'))].sort(),
    [wines],
  );
  const card = (wine: SavedWine) => (
    <Grid key={wine.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
      <WineCard
        entry={entryOfSaved(wine)}
        removing={removing === wine.id}
        disabledReason={disabledReason}
        onRemove={onRemove}
        onEdit={onEdit}
        onOpen={onOpen}
        onFind={onFind}
        selected={selected.has(wine.id)}
        onSelect={disabledReason ? undefined : (on) => toggle(wine, on)}
      />
    </Grid>
  );
  const grid = (list: SavedWine[], label: string) => (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
      {list.map(card)}
    </Grid>
  );
  const groups = useMemo(() => {
    const byRack = new Map<string, SavedWine[]>();
    for (const w of wines) byRack.set(rackOf(w.location), [...(byRack.get(rackOf(w.location)) ?? []), w]);
    return [...byRack];
  }, [wines]);

  return (
    <Box>
      {cursors.map((c) => (
        <PageSubscription key={c ?? 'first'} arg={argOf(query, c)} />
      ))}
      <CellarFilters view={view} locations={racks} onChange={setView} />
      {first === undefined ? (
        <CardGridSkeleton />
      ) : first.total === 0 ? (
        <Alert severity="info">
          {isNarrowed(view) ? 'No wines match this search. Try fewer words or clear a filter.' : emptyText}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} role="status">
            {wines.length < first.total
              ? `Showing ${wines.length} of ${first.total} wines`
              : `${first.total} ${first.total === 1 ? 'wine' : 'wines'}`}
          </Typography>
          {view.layout === 'location'
            ? groups.map(([rack, list]) => (
                <Box key={rack} component="section" aria-label={rack} sx={{ mb: 3 }}>
                  <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                    {rack}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      · {list.length} {list.length === 1 ? 'wine' : 'wines'} · {list.reduce((n, w) => n + w.quantity, 0)} bottles
                    </Typography>
                  </Typography>
                  {grid(list, `Wines in ${rack}`)}
                </Box>
              ))
            : grid(wines, 'Wines in your cellar')}
          {last?.nextCursor && (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button variant="outlined" size="large" onClick={() => setCursors((cs) => [...cs, last.nextCursor])}>
                Load more
              </Button>
            </Box>
          )}
          {loadingMore && <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />}
        </>
      )}
      {selected.size > 0 && <BulkActions selected={[...selected.values()]} onDone={() => setSelected(new Map())} />}
    </Box>
  );
}

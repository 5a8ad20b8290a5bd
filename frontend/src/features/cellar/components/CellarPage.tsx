import AllInclusiveRounded from '@mui/icons-material/AllInclusiveRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import RestaurantRounded from '@mui/icons-material/RestaurantRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import WineBarRounded from '@mui/icons-material/WineBarRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { FREE_SAVED_WINE_LIMIT } from '@wine/contracts';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Page } from '@/components/layout/Page';
import { useToast } from '@/components/toast/use-toast';
import {
  useDeleteSavedWineMutation,
  useDeleteUploadMutation,
  useGetCellarQuery,
  useGetUploadsQuery,
  useLazyExportCellarQuery,
} from '@/lib/cellar-api';
import { CardGridSkeleton } from './CardGridSkeleton';
import { CellarBrowser } from './CellarBrowser';
import { useCopiesFetchedAt } from '@/lib/offline-copies';
import { paths } from '@/lib/paths';
import { useCurrentUser, useIsPremium } from '@/lib/session';
import { offlineTimeLabel, OFFLINE_REASON, useOnline } from '@/lib/use-online';
import { entriesFor, type CellarFilter } from '../cellar-entries';
import type { SavedTab } from '../cellar-view';
import { BottleEditDialog } from './BottleEditDialog';
import { CellarAnalyticsPanel } from './CellarAnalyticsPanel';
import { DrinkingPlanPanel } from './DrinkingPlanPanel';
import { FindWineDialog } from './FindWineDialog';
import { ImportDialog } from './ImportDialog';
import { OpenBottleDialog } from './OpenBottleDialog';
import { PlanDinnerDialog } from './PlanDinnerDialog';
import { TastingJournal } from './TastingJournal';
import { WineCard, type CellarEntry } from './WineCard';

// Tabs and their filter values.
const TABS: { value: CellarFilter; label: string }[] = [
  { value: 'all', label: 'All Wines' },
  { value: 'recommendations', label: 'Recommended' },
  { value: 'uploaded', label: 'Uploaded' },
  { value: 'plan', label: 'Drinking Plan' },
  { value: 'drunk', label: 'Drunk' },
  { value: 'journal', label: 'Journal' },
  { value: 'analytics', label: 'Analytics' },
];

// What the tabs that list wines say when they have none.
const NONE_IN_TAB: Partial<Record<CellarFilter, string>> = {
  recommendations: 'No saved recommendations yet. Save wines from your search results on the dashboard.',
  uploaded: 'No analysed bottles yet. Upload a bottle photo to analyse it.',
  drunk: 'Nothing drunk yet. When you open the last bottle of a wine, it moves here.',
  all: 'Every bottle in your cellar has been opened: see the Drunk tab.',
};

// the lists this page shows, whose cached copies an offline reload reads
const CELLAR_COPIES = ['getCellar', 'getUploads'];

function PlanBadge({ premium, count }: { premium: boolean; count: number }) {
  return premium ? (
    <Chip
      color="primary"
      icon={<AllInclusiveRounded />}
      label="Premium · ∞"
      aria-label={`Premium plan: ${count} saved wines, unlimited`}
      sx={{ fontWeight: 600 }}
    />
  ) : (
    <Chip
      color={count >= FREE_SAVED_WINE_LIMIT ? 'warning' : 'default'}
      icon={<WineBarRounded />}
      label={`Free · ${count}/${FREE_SAVED_WINE_LIMIT}`}
      aria-label={`Free plan: ${count} of ${FREE_SAVED_WINE_LIMIT} saved wines`}
      sx={{ fontWeight: 600 }}
    />
  );
}

function EmptyCellar() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 } }}>
      <WineBarRounded color="primary" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
        Your Cellar is Empty
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 480, mx: 'auto' }}>
        Save wines from your recommendations or analyse a bottle photo to start your collection.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3, justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.dashboard} variant="contained">
          Get Recommendations
        </Button>
        <Button component={RouterLink} to={paths.upload} variant="outlined">
          Upload a Wine
        </Button>
      </Stack>
    </Box>
  );
}

/** Offers the cellar as a CSV file. */
function ExportButton({ disabled }: { disabled: boolean }) {
  const [load, { isFetching }] = useLazyExportCellarQuery();
  const { toast } = useToast();
  const download = async () => {
    try {
      const csv = await load().unwrap();
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `my-cellar-${new Date().toISOString().slice(0, 10)}.csv`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      toast({ title: 'Error', description: 'Failed to export your cellar. Please try again.', variant: 'destructive' });
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadRounded />} onClick={() => void download()} disabled={disabled || isFetching}>
      Export CSV
    </Button>
  );
}

// the tabs whose wines GET /api/cellar lists a page at a time
const SAVED_TABS: Partial<Record<CellarFilter, SavedTab>> = { all: 'all', recommendations: 'recommendations', drunk: 'drunk' };

/** A tab's total (X-Total-Count of a one-wine page), so a tab says how many, not how many are loaded. */
function useTabTotals(): Partial<Record<CellarFilter, number>> {
  const all = useGetCellarQuery('drunk=false&limit=1');
  const recommended = useGetCellarQuery('source=recommendation&drunk=false&limit=1');
  const drunk = useGetCellarQuery('drunk=true&limit=1');
  return { all: all.data?.total, recommendations: recommended.data?.total, drunk: drunk.data?.total };
}

export function CellarPage() {
  const user = useCurrentUser();
  const premium = useIsPremium();
  // ?tab=plan opens a tab directly (the dashboard's "Ready to drink" strip links there)
  const [params, setParams] = useSearchParams();
  const filter: CellarFilter = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'all';
  // a tab is a place of its own: its search and filters start afresh
  const setFilter = (tab: CellarFilter) => setParams(tab === 'all' ? {} : { tab });
  const totals = useTabTotals();
  const saved = useGetCellarQuery('limit=1');
  const uploads = useGetUploadsQuery();
  const [deleteSaved] = useDeleteSavedWineMutation();
  const [deleteUpload] = useDeleteUploadMutation();
  const [removing, setRemoving] = useState<string | null>(null);
  const [editing, setEditing] = useState<CellarEntry | null>(null);
  const [opening, setOpening] = useState<CellarEntry | null>(null);
  const [importing, setImporting] = useState(false);
  const [planningDinner, setPlanningDinner] = useState(false);
  const [finding, setFinding] = useState<CellarEntry | null>(null);
  const { toast } = useToast();
  const online = useOnline();
  // after an offline reload the lists come from the service worker's copy: say when it was fetched
  const copiedAt = useCopiesFetchedAt(CELLAR_COPIES);

  // A failed list reads as an empty one
  const analysed = uploads.data ?? [];
  const loading = saved.isLoading || uploads.isLoading;
  const count = saved.data ? saved.data.total : (user?.usage.savedWines ?? 0);
  const entries = filter === 'uploaded' ? entriesFor('uploaded', [], analysed) : [];
  const empty = !loading && (saved.data?.total ?? 0) === 0 && analysed.length === 0;
  const savedTab = SAVED_TABS[filter];
  const tabLabel = (t: (typeof TABS)[number]) => {
    const total = t.value === 'uploaded' ? uploads.data?.length : totals[t.value];
    return total === undefined ? t.label : `${t.label} · ${total}`;
  };

  const remove = async (entry: CellarEntry) => {
    setRemoving(entry.id);
    try {
      await (entry.kind === 'saved' ? deleteSaved(entry.id) : deleteUpload(entry.id)).unwrap();
      toast({ title: 'Wine Removed', description: `${entry.wineName} was removed from your cellar.` });
    } catch {
      toast({ title: 'Error', description: 'Failed to remove wine. Please try again.', variant: 'destructive' });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Page title="My Cellar" description="Your saved and analysed wines, all in one place.">
      {!online && saved.data && copiedAt !== null && (
        <Alert severity="warning" role="status" sx={{ mb: 3 }}>
          Offline — showing your cellar as of {offlineTimeLabel(copiedAt)}. Editing, opening, removing and exporting need a
          connection.
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between', mb: 3 }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <PlanBadge premium={premium} count={count} />
          {!premium && (
            <Link component={RouterLink} to={paths.checkout} sx={{ fontWeight: 600 }}>
              Upgrade to Premium
            </Link>
          )}
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {premium && (
            <Button
              variant="contained"
              startIcon={<RestaurantRounded />}
              onClick={() => setPlanningDinner(true)}
              disabled={empty || !online}
            >
              Plan a dinner
            </Button>
          )}
          {premium && (
            <Button variant="outlined" startIcon={<UploadFileRounded />} onClick={() => setImporting(true)} disabled={!online}>
              Import
            </Button>
          )}
          <ExportButton disabled={empty || !online} />
        </Stack>
      </Stack>

      <Tabs
        value={filter}
        onChange={(_, value: CellarFilter) => setFilter(value)}
        variant="scrollable"
        // on a phone the seven tabs overflow: the arrows show there are more (docs/product-rules.md#screens-and-client-behaviour)
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Cellar views"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((t) => (
          <Tab key={t.value} value={t.value} label={tabLabel(t)} />
        ))}
      </Tabs>

      {filter === 'analytics' ? (
        <CellarAnalyticsPanel premium={premium} />
      ) : filter === 'journal' ? (
        <TastingJournal />
      ) : filter === 'plan' ? (
        <DrinkingPlanPanel />
      ) : loading ? (
        <CardGridSkeleton />
      ) : !online && saved.isError && !saved.data ? (
        // offline with no copy on this device: not an empty cellar, just not here yet
        <Alert severity="warning" role="status">
          Offline — your cellar has not been loaded on this device yet. It shows when you are back online.
        </Alert>
      ) : empty ? (
        <EmptyCellar />
      ) : savedTab ? (
        <>
          <CellarBrowser
            tab={savedTab}
            emptyText={NONE_IN_TAB[filter] ?? ''}
            removing={removing}
            disabledReason={online ? undefined : OFFLINE_REASON}
            onRemove={(e) => void remove(e)}
            onEdit={setEditing}
            onOpen={setOpening}
            onFind={setFinding}
          />
          {filter === 'all' && analysed.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
              Your {analysed.length} analysed {analysed.length === 1 ? 'bottle is' : 'bottles are'} in the{' '}
              <Link component="button" type="button" onClick={() => setFilter('uploaded')} sx={{ verticalAlign: 'baseline' }}>
                Uploaded
              </Link>{' '}
              tab.
            </Typography>
          )}
        </>
      ) : entries.length === 0 ? (
        <Alert severity="info">{NONE_IN_TAB[filter]}</Alert>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Wines in your cellar">
          {entries.map((entry) => (
            <Grid key={`${entry.kind}-${entry.id}`} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <WineCard
                entry={entry}
                removing={removing === entry.id}
                disabledReason={online ? undefined : OFFLINE_REASON}
                onRemove={(e) => void remove(e)}
                onEdit={setEditing}
                onOpen={setOpening}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {editing && <BottleEditDialog entry={editing} onClose={() => setEditing(null)} />}
      {opening && <OpenBottleDialog entry={opening} onClose={() => setOpening(null)} />}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
      {finding && <FindWineDialog entry={finding} onClose={() => setFinding(null)} />}
      {planningDinner && <PlanDinnerDialog onClose={() => setPlanningDinner(false)} />}
    </Page>
  );
}

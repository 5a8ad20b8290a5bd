import WineBarRounded from '@mui/icons-material/WineBarRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { FeedbackSignal, RecommendedWine, Servings } from '@wine/contracts';
import { Fragment, lazy, Suspense, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Page } from '@/components/layout/Page';
import { Spinner } from '@/components/spinner/Spinner';
import { useToast } from '@/components/toast/use-toast';
import { useIsPremium } from '@/lib/session';
import { useOnline } from '@/lib/use-online';
import {
  useGetRecommendationFeedbackQuery,
  useGetRecommendationHistoryQuery,
  useGetRecommendationsMutation,
  useSetRecommendationFeedbackMutation,
} from '../api/recommendations-api';
import { TextSearch } from './TextSearch';
import { useFromCellarSetting } from '../hooks/from-cellar-setting';
import { loadResultParts, useResultParts } from '../hooks/use-result-parts';
import { useSaveRecommendation } from '../hooks/use-save-recommendation';

// Only the text search shows on arrival (docs/architecture.md#first-load): the other tabs and the
// limit dialog load when opened, the result cards once the browser is idle or a search starts, and
// the "From my cellar" switch with the cellar's endpoints, as the switch waits on the cellar anyway.
const CellarLimitModal = lazy(async () => ({ default: (await import('@/components/limits/CellarLimitModal')).CellarLimitModal }));
// shown only once the history answers, so it loads beside that answer
const RecentSearches = lazy(async () => ({ default: (await import('./RecentSearches')).RecentSearches }));
const FromCellarSwitch = lazy(async () => ({ default: (await import('./FromCellarSwitch')).FromCellarSwitch }));
const PremiumNote = lazy(async () => ({ default: (await loadResultParts()).PremiumNote }));

type TabKey = 'text' | 'voice' | 'meal' | 'menu';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'text', label: 'Text Search' },
  { key: 'voice', label: 'Voice Search' },
  { key: 'meal', label: 'Meal Pairing' },
  { key: 'menu', label: 'Wine Menu Help' },
];

/**
 * The tabs other features provide. The app passes them in (app/DashboardRoute.tsx), so this
 * feature imports no other feature; each arrives as its own lazily loaded chunk.
 */
export interface DashboardTabs {
  VoiceSearch: ComponentType<{ premium: boolean; pending: boolean; onTranscript: (query: string) => void }>;
  MealPairingTab: ComponentType<{
    renderWine: (wine: RecommendedWine) => ReactNode;
    pairFromCellar?: ((dish: string) => Promise<{ wines: RecommendedWine[]; message: string | null } | null>) | null;
  }>;
  WineMenuHelpTab: ComponentType;
  /** the cellar's "Ready to drink" strip, shown above the search when the cellar has one to suggest */
  ReadyToDrinkStrip?: ComponentType;
  /** the cellar's tasting flow for "Open this bottle" on a recommendation from the member's cellar */
  OpenBottle?: ComponentType<{ wine: RecommendedWine; request: string; onClose: () => void; onOpened: (left: number) => void }>;
}

export function DashboardPage({
  tabs: { VoiceSearch, MealPairingTab, WineMenuHelpTab, ReadyToDrinkStrip, OpenBottle },
}: {
  tabs: DashboardTabs;
}) {
  const premium = useIsPremium();
  const online = useOnline();
  const [tab, setTab] = useState<TabKey>('text');
  const { toast } = useToast();
  const [search, { isLoading }] = useGetRecommendationsMutation();
  const [results, setResults] = useState<RecommendedWine[] | null>(null);
  // what the engine could not do, said plainly, and the bottles a crowd needs
  const [note, setNote] = useState<{ message: string | null; servings: Servings | null }>({ message: null, servings: null });
  // "From my cellar": the request the bottles were chosen for, wines to buy when none suits, bottles opened
  const [cellarOn, setCellarOn] = useFromCellarSetting();
  const [cellarHasBottles, setCellarHasBottles] = useState(false);
  const fromCellar = cellarHasBottles ? { on: cellarOn } : null;
  const cellarSwitch = (shown: boolean) => (
    <Suspense fallback={null}>
      <FromCellarSwitch on={cellarOn} onChange={setCellarOn} shown={shown} onAvailable={setCellarHasBottles} />
    </Suspense>
  );
  const [answered, setAnswered] = useState<{ query: string; fromCellar: boolean }>({ query: '', fromCellar: false });
  const [fallback, setFallback] = useState<RecommendedWine[]>([]);
  const [opening, setOpening] = useState<RecommendedWine | null>(null);
  const [opened, setOpened] = useState<Map<string, number>>(new Map());
  // the Meal Pairing tab's "Pair from my cellar": the same search, from the cellar, for the photo's dish
  const [searchCellar] = useGetRecommendationsMutation();
  const pairFromCellar = async (dish: string) => {
    try {
      const answer = await searchCellar({ query: dish, from: 'cellar' }).unwrap();
      setAnswered({ query: dish, fromCellar: true });
      return { wines: answer.recommendations, message: answer.message ?? null };
    } catch (err) {
      if ((err as { status?: unknown }).status !== 401)
        toast({ title: 'Error', description: 'Failed to look in your cellar. Please try again.', variant: 'destructive' });
      return null;
    }
  };
  const { saving, saved, limit, closeLimit, save } = useSaveRecommendation();
  const { parts, load: loadParts } = useResultParts();
  const { refetch: refetchHistory } = useGetRecommendationHistoryQuery();
  const { data: feedback } = useGetRecommendationFeedbackQuery();
  const [setFeedback] = useSetRecommendationFeedbackMutation();
  const thumbOf = (wineId: string) => feedback?.feedback.find((f) => f.wineId === wineId)?.signal ?? null;
  const thumb = (wine: RecommendedWine, signal: FeedbackSignal | null) => {
    setFeedback({ wineId: wine.id, signal })
      .unwrap()
      .catch((err: { status?: unknown }) => {
        if (err.status !== 401)
          toast({ title: 'Error', description: 'Failed to record your verdict. Please try again.', variant: 'destructive' });
      });
  };

  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const resultsRef = useRef<HTMLHeadingElement | null>(null);
  const fallbackRef = useRef<HTMLDivElement | null>(null);

  const runSearch = async (query: string) => {
    // Results are cleared when a new search starts.
    setResults(null);
    setNote({ message: null, servings: null });
    setFallback([]);
    setOpened(new Map());
    const from = fromCellar?.on ? 'cellar' : 'catalogue';
    try {
      // the cards' chunk loads beside the answer, so the answer shows with its cards
      const [answer] = await Promise.all([search({ query, from }).unwrap(), loadParts()]);
      const { recommendations, message = null, servings = null, fallback: toBuy = [] } = answer;
      setResults(recommendations);
      setNote({ message, servings });
      setFallback(toBuy);
      setAnswered({ query, fromCellar: from === 'cellar' });
      // on a phone the answer lands below the fold: bring the first card into view
      if (phone)
        requestAnimationFrame(() =>
          (resultsRef.current ?? fallbackRef.current)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
        );
      void refetchHistory();
      if (recommendations.length)
        toast({
          title: from === 'cellar' ? 'From Your Cellar' : 'Recommendations Found!',
          description:
            from === 'cellar'
              ? `${recommendations.length} of your bottles ${recommendations.length === 1 ? 'suits' : 'suit'} your request.`
              : `${recommendations.length} wines matched to your request.`,
        });
    } catch (err) {
      // a 401 is handled app-wide ('Unauthorized', then sign-in after 500 ms)
      if ((err as { status?: unknown }).status === 401) return;
      toast({ title: 'Error', description: 'Failed to get wine recommendations. Please try again.', variant: 'destructive' });
    }
  };

  const wineCard = (wine: RecommendedWine) =>
    parts ? (
      <parts.RecommendedWineCard
        wine={wine}
        saving={saving === wine.id}
        saved={saved.has(wine.id)}
        offline={!online}
        onSave={() => void save(wine)}
        thumb={thumbOf(wine.id)}
        // a bottle kept as written is no catalogue wine: there is nothing for a thumb to teach
        onThumb={wine.id.startsWith('cellar-') ? undefined : (signal) => thumb(wine, signal)}
        servings={note.servings}
        onOpen={OpenBottle && wine.cellarItemId ? () => setOpening(wine) : undefined}
        opened={wine.cellarItemId && opened.has(wine.cellarItemId) ? { left: opened.get(wine.cellarItemId)! } : null}
      />
    ) : (
      // Meal Pairing's answer before the cards' chunk (it loads when the browser is idle)
      <Spinner />
    );
  const cardKey = (wine: RecommendedWine) => wine.cellarItemId ?? wine.id;
  const grid = (wines: RecommendedWine[]) => (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      {wines.map((wine) => (
        <Fragment key={cardKey(wine)}>{wineCard(wine)}</Fragment>
      ))}
    </Box>
  );

  // the text and voice tabs show the same search's results
  const resultsView = (
    <Box sx={{ mt: 4 }} aria-live="polite">
      {isLoading ? (
        <Spinner message="Getting Recommendations..." />
      ) : results !== null && results.length === 0 && fallback.length > 0 ? (
        <>
          {/* on a phone the scroll lands on the reason first, then the wines to buy */}
          <Box ref={fallbackRef} sx={{ scrollMarginTop: 80 }}>
            <Alert severity="info" sx={{ mb: 2 }}>
              {note.message}
            </Alert>
          </Box>
          <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
            Wines to Buy
          </Typography>
          {grid(fallback)}
        </>
      ) : results !== null && results.length === 0 && note.message ? (
        <Alert severity="info">{note.message}</Alert>
      ) : results === null || results.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <Typography ref={resultsRef} variant="h4" component="h2" sx={{ mb: 2, scrollMarginTop: 80 }}>
            {answered.fromCellar ? 'From Your Cellar' : 'Your Recommendations'}
          </Typography>
          {note.message && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {note.message}
            </Alert>
          )}
          {grid(results)}
          {parts && <parts.FoodPairingCard wine={results[0]} premium={premium} />}
        </>
      )}
    </Box>
  );

  return (
    <Page
      title="What Wine Are You Craving?"
      description="Describe a mood, an occasion or a meal and get wine recommendations matched to you."
    >
      {ReadyToDrinkStrip && (
        <Suspense fallback={null}>
          <ReadyToDrinkStrip />
        </Suspense>
      )}
      {!online && (
        <Alert severity="warning" role="status" sx={{ mb: 3 }}>
          Offline — searching, saving and analysing need a connection. Your cellar stays readable.
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_, value: TabKey) => setTab(value)}
        // on a phone all four modes share the width (labels wrap) rather than hide behind a scroll arrow
        variant={phone ? 'fullWidth' : 'scrollable'}
        aria-label="Search modes"
        sx={{
          mb: 3,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': {
            minWidth: 0,
            px: { xs: 0.5, sm: 2 },
            fontSize: { xs: '0.8125rem', sm: '0.875rem' },
            lineHeight: 1.25,
          },
        }}
      >
        {TABS.map((t) => (
          <Tab key={t.key} value={t.key} label={t.label} />
        ))}
      </Tabs>
      {/* the other tabs still ask the cellar: voice searches it, Meal Pairing pairs from it */}
      {tab !== 'text' && cellarSwitch(false)}
      <Suspense fallback={<Spinner />}>
        {tab === 'text' ? (
          <>
            <TextSearch
              pending={isLoading}
              cellarSwitch={cellarSwitch(true)}
              findBottle={fromCellar?.on}
              onSearch={(q) => void runSearch(q)}
              onBlank={() =>
                toast({
                  title: 'Input Required',
                  description: "Please describe what kind of wine you're looking for.",
                  variant: 'destructive',
                })
              }
            />
            <Suspense fallback={null}>
              <RecentSearches disabled={isLoading || !online} onRun={(q) => void runSearch(q)} />
            </Suspense>
            {resultsView}
          </>
        ) : tab === 'voice' ? (
          <>
            <VoiceSearch premium={premium} pending={isLoading} onTranscript={(q) => void runSearch(q)} />
            {premium && resultsView}
          </>
        ) : (
          <>
            {/* Free members see the form too; the server answers their analysis with the upgrade message */}
            {!premium && <PremiumNote feature={tab} />}
            {tab === 'meal' ? (
              <MealPairingTab renderWine={wineCard} pairFromCellar={premium && fromCellar ? pairFromCellar : null} />
            ) : (
              <WineMenuHelpTab />
            )}
          </>
        )}
      </Suspense>
      {opening && OpenBottle && (
        <Suspense fallback={null}>
          <OpenBottle
            wine={opening}
            request={answered.query}
            onClose={() => setOpening(null)}
            onOpened={(left) => setOpened((prev) => new Map(prev).set(opening.cellarItemId!, left))}
          />
        </Suspense>
      )}
      {limit && (
        <Suspense fallback={null}>
          <CellarLimitModal open onClose={closeLimit} currentCount={limit.currentCount} />
        </Suspense>
      )}
    </Page>
  );
}

function EmptyState() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
          <WineBarRounded color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h5" component="h2">
            Ready for Wine Recommendations?
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
            Tell us what you are eating, the occasion or the style you like — budget and region too — and our sommelier engine
            will pick wines to match.
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

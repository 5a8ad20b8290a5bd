import BookmarkAddRounded from '@mui/icons-material/BookmarkAddRounded';
import LocalBarRounded from '@mui/icons-material/LocalBarRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FeedbackSignal, RecommendedWine, Servings } from '@wine/contracts';
import { IdleTooltip } from '@/components/tooltip/IdleTooltip';
import { servingsFor, servingsLine } from '../servings-total';
import { CellarBottleFacts } from './CellarBottleFacts';
import { ThumbButtons } from './ThumbButtons';

// docs/product-rules.md#screens-and-client-behaviour: the match badge is emphasised when confidence is above 85%.
export const STRONG_MATCH_ABOVE = 85;
// the x/5 rating is ours, not a critic's (docs/product-rules.md#recommendations)
export const OUR_SCORE_BASIS = "Our house score, not a critic's: the wine's price tier and how long it can age, on a scale of 5.";

interface Props {
  wine: RecommendedWine;
  saving: boolean;
  saved: boolean;
  /** Offline: Save needs the network (the dashboard says why). */
  offline?: boolean;
  onSave: () => void;
  /** the user's thumb on this wine, and how to change it (teaches the palate) */
  thumb?: FeedbackSignal | null;
  onThumb?: (signal: FeedbackSignal | null) => void;
  /** a request for a crowd: how many bottles, and why */
  servings?: Servings | null;
  /** a bottle from the member's cellar: "Open this bottle" (the cellar's tasting flow), and once opened */
  onOpen?: () => void;
  opened?: { left: number } | null;
}

export function RecommendedWineCard({
  wine,
  saving,
  saved,
  offline = false,
  onSave,
  thumb = null,
  onThumb,
  servings = null,
  onOpen,
  opened = null,
}: Props) {
  const strong = wine.confidence > STRONG_MATCH_ABOVE;
  const saveLabel = saved ? 'Saved' : saving ? 'Saving...' : 'Save';
  const own = wine.inCellar === true && Boolean(wine.cellarItemId);
  const noneLeft = own && (opened ? opened.left : (wine.bottlesLeft ?? 0)) <= 0;
  return (
    <Card
      component="article"
      aria-label={wine.name}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
          <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
            <Chip size="small" label={wine.type} variant="outlined" />
            {wine.inCellar === false && <Chip size="small" label="Not in your cellar" color="secondary" variant="outlined" />}
          </Stack>
          <Chip
            size="small"
            label={`${wine.confidence}% match`}
            color={strong ? 'success' : 'default'}
            variant={strong ? 'filled' : 'outlined'}
            sx={strong ? { fontWeight: 700 } : undefined}
          />
        </Stack>
        <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
          {wine.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {[wine.variety, wine.region, wine.vintage ?? (own ? 'No vintage' : 'Current release')].filter(Boolean).join(' · ')}
        </Typography>
        {own && <CellarBottleFacts wine={wine} opened={opened} />}
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5, mb: 1.5 }}>
          <Typography variant="overline" sx={{ lineHeight: 1.5, display: 'block' }}>
            Why it matches
          </Typography>
          <Typography variant="body2">{wine.matchReason}</Typography>
        </Box>
        {wine.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {wine.description}
          </Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mb: 1.5 }} role="group" aria-label="Why we chose it">
          {wine.signals.map((signal) => (
            <Chip key={signal} size="small" label={signal} color="primary" variant="outlined" />
          ))}
        </Stack>
        {/* a bottle kept as written has no catalogue price or score */}
        {wine.priceRange && (
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            <Typography variant="body2">
              <strong>≈ {wine.priceRange}</strong> AUD
            </Typography>
            <Typography variant="body2">{wine.abv} alc.</Typography>
            <IdleTooltip title={OUR_SCORE_BASIS}>
              <Typography
                variant="body2"
                tabIndex={0}
                aria-label={`Our score ${wine.rating}. ${OUR_SCORE_BASIS}`}
                sx={{ textDecoration: 'underline dotted' }}
              >
                Our score {wine.rating}
              </Typography>
            </IdleTooltip>
          </Stack>
        )}
        {servings && (
          <Box sx={{ mt: 1.5, borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
            <Typography variant="body2">
              <strong>{servingsFor(servings)}:</strong> {servingsLine(servings, wine.priceRange)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {servings.basis.charAt(0).toUpperCase() + servings.basis.slice(1)}.
            </Typography>
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between' }}>
        {own ? (
          <Button
            variant="contained"
            startIcon={<LocalBarRounded />}
            onClick={onOpen}
            disabled={!onOpen || offline || noneLeft}
            aria-label={`Open this bottle: ${wine.name}`}
          >
            Open this bottle
          </Button>
        ) : (
          <Button
            variant={saved ? 'outlined' : 'contained'}
            startIcon={<BookmarkAddRounded />}
            onClick={onSave}
            disabled={saving || saved || offline}
            // the visible word starts the name (WCAG 2.5.3), the wine says which card
            aria-label={`${saveLabel} ${wine.name}`}
          >
            {saveLabel}
          </Button>
        )}
        {onThumb && <ThumbButtons wineName={wine.name} thumb={thumb} disabled={offline} onThumb={onThumb} />}
      </CardActions>
    </Card>
  );
}

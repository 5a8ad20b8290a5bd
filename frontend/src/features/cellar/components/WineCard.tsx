import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import LiquorRounded from '@mui/icons-material/LiquorRounded';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Tooltip } from '@/components/tooltip/Tooltip';
import Typography from '@mui/material/Typography';
import type { BottleFacts } from '@wine/contracts';
import type { ReactNode } from 'react';
import { useGetUploadImageQuery } from '@/lib/cellar-api';
import { savedDateLabel } from '../saved-date';
import { WineMark } from '@/components/nav/WineMark';

export interface CellarEntry {
  kind: 'saved' | 'upload';
  id: string;
  wineName: string;
  // a saved wine's producer (an import names it), editable with the bottles
  producer?: string;
  wineType: string;
  region: string;
  vintage: string | null;
  description: string;
  facts: { label: string; value: string }[];
  badge: string;
  imageUrl: string | null;
  createdAt: string;
  bottle: BottleFacts;
  /** an imported row the matcher could not place: "Find this wine" links it to the catalogue */
  keptAsWritten?: boolean;
}

interface WineCardProps {
  entry: CellarEntry;
  removing: boolean;
  /** Why Remove, Edit bottles and Open a bottle are unavailable (offline); Remove's tooltip says it. */
  disabledReason?: string;
  onRemove: (entry: CellarEntry) => void;
  onEdit: (entry: CellarEntry) => void;
  onOpen: (entry: CellarEntry) => void;
  /** "Find this wine" for a row kept as written (docs/product-rules.md#a-cellar-that-asks-for-what-it-needs) */
  onFind?: (entry: CellarEntry) => void;
  /** Bulk actions: whether the card is ticked, and how to tick it (no box without it). */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** '6 × 750 ml · Rack B, row 3 · $42.00 each', or 'Drunk' when none is left. */
export function bottleLine(b: BottleFacts): string {
  if (b.quantity === 0) return 'Drunk · no bottles left';
  const count = `${b.quantity} × ${b.size} ml`;
  const price = b.purchasePrice === null ? '' : `${aud.format(b.purchasePrice)} each`;
  return [count, b.location, price].filter(Boolean).join(' · ');
}

function UploadPhoto({ imageUrl, alt }: { imageUrl: string; alt: string }) {
  const { data, isError } = useGetUploadImageQuery(imageUrl);
  if (isError) return null;
  if (!data) return <Skeleton variant="rectangular" height={160} />;
  return <Box component="img" src={data} alt={alt} sx={{ width: '100%', height: 160, objectFit: 'cover', display: 'block' }} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One wine in the cellar: what it is, its bottles, when it was saved; edit, open or remove it. */
export function WineCard({
  entry,
  removing,
  disabledReason,
  onRemove,
  onEdit,
  onOpen,
  onFind,
  selected = false,
  onSelect,
}: WineCardProps) {
  const subtitle = [entry.region, entry.vintage].filter(Boolean).join(' · ');
  return (
    <Card
      component="article"
      aria-label={entry.wineName}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        ...(selected && { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}` }),
      }}
    >
      {entry.imageUrl && <UploadPhoto imageUrl={entry.imageUrl} alt={`Photo of ${entry.wineName}`} />}
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {onSelect ? (
            <Checkbox
              checked={selected}
              onChange={(e) => onSelect(e.target.checked)}
              slotProps={{ input: { 'aria-label': `Select ${entry.wineName}` } }}
              sx={{ m: -1, mr: 0 }}
            />
          ) : (
            <WineMark size={40} />
          )}
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {entry.wineName}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
          <Tooltip title={disabledReason ?? 'Remove from cellar'}>
            <span>
              <IconButton
                aria-label={`Remove ${entry.wineName}`}
                onClick={() => onRemove(entry)}
                disabled={removing || disabledReason !== undefined}
                size="small"
              >
                <DeleteOutlineRounded />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {entry.wineType && <Chip size="small" label={entry.wineType} />}
          <Chip size="small" variant="outlined" label={entry.badge} />
        </Stack>
        {entry.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {entry.description}
          </Typography>
        )}
        {entry.facts.length > 0 && (
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {entry.facts.map((f) => (
              <Fact key={f.label} label={f.label}>
                {f.value}
              </Fact>
            ))}
          </Stack>
        )}
        <Typography variant="body2" sx={{ fontWeight: 600 }} aria-label={`Bottles: ${bottleLine(entry.bottle)}`}>
          {bottleLine(entry.bottle)}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto' }}>
          Saved {savedDateLabel(entry.createdAt)}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<EditRounded />}
            disabled={disabledReason !== undefined}
            onClick={() => onEdit(entry)}
          >
            Edit bottles
          </Button>
          {entry.bottle.quantity > 0 && (
            <Button
              size="small"
              variant="contained"
              startIcon={<LiquorRounded />}
              disabled={disabledReason !== undefined}
              onClick={() => onOpen(entry)}
            >
              Open a bottle
            </Button>
          )}
          {entry.keptAsWritten && onFind && (
            <Button
              size="small"
              variant="outlined"
              color="secondary"
              startIcon={<TravelExploreRounded />}
              disabled={disabledReason !== undefined}
              onClick={() => onFind(entry)}
            >
              Find this wine
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { IconTile } from '@/components/content/IconTile';
import { primary } from '@/lib/theme';
import { SIDE_BY_SIDE_MEDIA } from '../hooks/use-side-by-side';

// Top bar height plus a gap, so the sticky detail panel sits just under it.
const PANEL_TOP = 88;

interface GuideSplitLayoutProps {
  sideBySide: boolean;
  // Above the list on narrow screens, until an item is chosen.
  hint: string;
  list: ReactNode;
  // The chosen item. Its detail fills the panel beside the list on wide screens; on narrow ones
  // the list shows it inline, under the item.
  selected: { id: string; name: string; detail: ReactNode } | undefined;
  // The panel while nothing is chosen.
  emptyState: GuideEmptyStateProps;
}

// The Regions and Grape Varieties tabs: a list, with the chosen item's detail beside it.
export function GuideSplitLayout({ sideBySide, hint, list, selected, emptyState }: GuideSplitLayoutProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        alignItems: 'start',
        [SIDE_BY_SIDE_MEDIA]: { gridTemplateColumns: 'minmax(280px, 5fr) 7fr' },
      }}
    >
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        {!sideBySide && !selected && <Typography color="text.secondary">{hint}</Typography>}
        {list}
      </Stack>
      {sideBySide && (
        <Box sx={{ position: 'sticky', top: PANEL_TOP }}>
          {selected ? (
            // Keyed so a newly chosen item starts scrolled to its top.
            <DetailPanel key={selected.id} label={`${selected.name} details`}>
              {selected.detail}
            </DetailPanel>
          ) : (
            <GuideEmptyState {...emptyState} />
          )}
        </Box>
      )}
    </Box>
  );
}

// Scrolls on its own so a long detail stays readable beside a long list. It is focusable so
// keyboard users can scroll it too.
function DetailPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        p: { xs: 3, lg: 4 },
        borderRadius: 3,
        maxHeight: `calc(100vh - ${PANEL_TOP + 16}px)`,
        overflowY: 'auto',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </Paper>
  );
}

interface GuideListItemProps {
  selected: boolean;
  onSelect: () => void;
  primaryText: ReactNode;
  secondaryText?: ReactNode;
  trailing?: ReactNode;
  // The detail shown directly under the item on narrow screens.
  inlineDetail?: ReactNode;
}

export function GuideListItem({ selected, onSelect, primaryText, secondaryText, trailing, inlineDetail }: GuideListItemProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  const inline = Boolean(selected && inlineDetail);
  // Closing a detail above this item moves it up the page; bring it back into view.
  useEffect(() => {
    if (inline) itemRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [inline]);

  return (
    <Box component="li" ref={itemRef} sx={{ listStyle: 'none', scrollMarginTop: PANEL_TOP }}>
      <ListItemButton
        selected={selected}
        onClick={onSelect}
        aria-pressed={selected}
        sx={(theme) => ({
          borderRadius: 2,
          py: 1.25,
          gap: 1.5,
          borderLeft: 3,
          borderColor: 'transparent',
          '&.Mui-selected, &.Mui-selected:hover': {
            borderColor: 'primary.main',
            bgcolor: theme.alpha(primary(theme), 0.1),
          },
        })}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {primaryText}
          </Typography>
          {secondaryText && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }} noWrap>
              {secondaryText}
            </Typography>
          )}
        </Box>
        {trailing}
      </ListItemButton>
      {inline && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, mt: 1, mb: 2, borderRadius: 3 }}>
          {inlineDetail}
        </Paper>
      )}
    </Box>
  );
}

interface GuideEmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
}

function GuideEmptyState({ icon, title, text }: GuideEmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      sx={(theme) => ({
        p: { xs: 4, lg: 6 },
        borderRadius: 3,
        textAlign: 'center',
        borderStyle: 'dashed',
        bgcolor: theme.alpha(primary(theme), 0.03),
      })}
    >
      <IconTile size={64} sx={{ mx: 'auto', mb: 2, borderRadius: '50%', '& svg': { fontSize: 32 } }}>
        {icon}
      </IconTile>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 380, mx: 'auto' }}>
        {text}
      </Typography>
    </Paper>
  );
}

export function GuideListSkeleton({ label }: { label: string }) {
  return (
    <Box
      aria-busy
      aria-label={label}
      role="status"
      sx={{ display: 'grid', gap: 4, [SIDE_BY_SIDE_MEDIA]: { gridTemplateColumns: '5fr 7fr' } }}
    >
      <Stack spacing={1}>
        <Skeleton variant="rounded" height={48} />
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={56} />
        ))}
      </Stack>
      <Skeleton variant="rounded" height={420} sx={{ display: 'none', [SIDE_BY_SIDE_MEDIA]: { display: 'block' } }} />
    </Box>
  );
}

export function GuideLoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      icon={<ErrorOutlineRounded />}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      <AlertTitle>Couldn&apos;t load {what}</AlertTitle>
      Please check your connection and try again.
    </Alert>
  );
}

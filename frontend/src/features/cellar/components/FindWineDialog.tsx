import CheckRounded from '@mui/icons-material/CheckRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { CATALOGUE_SEARCH_MAX, CATALOGUE_SEARCH_MIN, type CatalogueWineSummary } from '@wine/contracts';
import { useEffect, useState } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { problemOf } from '../bottles-api';
import { useLinkCatalogueWineMutation, useSearchCatalogueInfiniteQuery } from '../dinner-api';
import type { CellarEntry } from './WineCard';

// the search waits for a pause in the typing
const TYPING_PAUSE_MS = 300;

/**
 * "Find this wine" (docs/product-rules.md#a-cellar-that-asks-for-what-it-needs): an imported wine
 * kept as written is searched for in the catalogue by name and linked to the one the member picks.
 */
export function FindWineDialog({ entry, onClose }: { entry: CellarEntry; onClose: () => void }) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [text, setText] = useState(entry.wineName.slice(0, CATALOGUE_SEARCH_MAX));
  const [q, setQ] = useState(text.trim());
  const [picked, setPicked] = useState<CatalogueWineSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [link, linking] = useLinkCatalogueWineMutation();
  const { toast } = useToast();
  useEffect(() => {
    const t = setTimeout(() => setQ(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(t);
  }, [text]);
  const searchable = q.length >= CATALOGUE_SEARCH_MIN;
  const found = useSearchCatalogueInfiniteQuery(q, { skip: !searchable });
  const wines = found.data?.pages.flatMap((p) => p.items) ?? [];
  const total = found.data?.pages[0]?.total ?? 0;

  const confirm = async () => {
    if (!picked) return;
    setProblem(null);
    try {
      await link({ id: entry.id, catalogueWineId: picked.id }).unwrap();
      toast({ title: 'Wine Found', description: `${entry.wineName} is now ${picked.name} from our catalogue.` });
      onClose();
    } catch (err) {
      setProblem(problemOf(err) ?? 'Failed to link the wine. Please try again.');
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth fullScreen={phone} maxWidth="sm" aria-labelledby="find-wine-title">
      <DialogTitle id="find-wine-title">Find this wine</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            “{entry.wineName}” was kept as written: our catalogue did not recognise it. Search by producer or name and pick it,
            and its drinking window, pairings and analytics use what we know of it.
          </Typography>
          {problem && <Alert severity="error">{problem}</Alert>}
          <TextField
            label="Producer or wine name"
            value={text}
            autoFocus
            onChange={(e) => {
              setText(e.target.value);
              setPicked(null);
            }}
            helperText={searchable ? ' ' : `Type at least ${CATALOGUE_SEARCH_MIN} letters`}
            slotProps={{ htmlInput: { maxLength: CATALOGUE_SEARCH_MAX } }}
          />
          {searchable && found.isFetching && wines.length === 0 ? (
            <Skeleton variant="rounded" height={160} />
          ) : searchable && found.data && wines.length === 0 ? (
            <Alert severity="info">No catalogue wine matches “{q}”. Try the producer alone, or fewer words.</Alert>
          ) : (
            wines.length > 0 && (
              <Box>
                <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 0.5 }}>
                  {total === 1 ? '1 wine found' : `${total} wines found, the closest first`}
                </Typography>
                <List
                  aria-label="Catalogue wines"
                  dense
                  disablePadding
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
                >
                  {wines.map((w) => (
                    <ListItemButton
                      key={w.id}
                      selected={picked?.id === w.id}
                      onClick={() => setPicked(w)}
                      aria-pressed={picked?.id === w.id}
                    >
                      <ListItemText
                        primary={w.name}
                        secondary={[w.variety, w.region, w.priceRange].filter(Boolean).join(' · ')}
                        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                      />
                      {picked?.id === w.id && <CheckRounded color="primary" />}
                    </ListItemButton>
                  ))}
                </List>
                {found.hasNextPage && (
                  <Button onClick={() => void found.fetchNextPage()} disabled={found.isFetchingNextPage} sx={{ mt: 1 }}>
                    Show more
                  </Button>
                )}
              </Box>
            )
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={!picked || linking.isLoading}>
          {picked ? `Link to ${picked.name}` : 'Pick a wine'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Tasting } from '@wine/contracts';
import { useGetJournalInfiniteQuery } from '../bottles-api';

const dayFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
export const tastingDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

function TastingEntry({ tasting }: { tasting: Tasting }) {
  const title = [tasting.wineName, tasting.vintage].filter(Boolean).join(' ');
  const context = [tasting.occasion, tasting.withWhom && `with ${tasting.withWhom}`].filter(Boolean).join(' · ');
  return (
    <Card variant="outlined" component="li" aria-label={`${title}, ${tastingDay(tasting.date)}`}>
      <CardContent>
        <Typography variant="caption" color="text.secondary">
          {tastingDay(tasting.date)}
        </Typography>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        {tasting.stars !== null && <Rating value={tasting.stars} readOnly size="small" aria-label={`${tasting.stars} stars`} />}
        {tasting.points !== null && <Typography variant="body2">{tasting.points}/100</Typography>}
        {context && (
          <Typography variant="body2" color="text.secondary">
            {context}
          </Typography>
        )}
        {tasting.note && <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{tasting.note}</Typography>}
      </CardContent>
    </Card>
  );
}

/** Every bottle opened, newest first, a page at a time (docs/architecture.md#paging). */
export function TastingJournal() {
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetJournalInfiniteQuery();
  if (isLoading) return <Skeleton variant="rounded" height={160} />;
  if (isError || !data) return <Alert severity="error">Failed to load your tasting journal. Please try again.</Alert>;
  const tastings = data.pages.flatMap((page) => page.items);
  const total = data.pages.at(-1)?.total ?? tastings.length;
  if (tastings.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <MenuBookRounded color="primary" sx={{ fontSize: 48 }} />
        <Typography color="text.secondary">No tastings yet. Open a bottle from your cellar to start your journal.</Typography>
      </Box>
    );
  }
  return (
    <Stack spacing={2}>
      <Stack component="ul" spacing={2} aria-label="Tasting journal" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {tastings.map((t) => (
          <TastingEntry key={t.id} tasting={t} />
        ))}
      </Stack>
      {hasNextPage && (
        <Stack alignItems="center" spacing={1}>
          <Typography variant="body2" color="text.secondary">
            Showing {tastings.length} of {total} tastings
          </Typography>
          <Button variant="outlined" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Load more tastings'}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';

/** Three card-sized placeholders in the cellar's grid while its wines load. */
export function CardGridSkeleton() {
  return (
    <Grid container spacing={2}>
      {[0, 1, 2].map((i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
          <Skeleton variant="rounded" height={220} />
        </Grid>
      ))}
    </Grid>
  );
}

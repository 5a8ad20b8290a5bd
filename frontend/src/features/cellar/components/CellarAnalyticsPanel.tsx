import InsightsRounded from '@mui/icons-material/InsightsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { DRINKING_GROUP_LABELS, DRINKING_GROUPS, type CellarAnalytics } from '@wine/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ChartDataTable, type ChartDataTableProps } from '@/components/charts/ChartDataTable';
import { useGetCellarAnalyticsQuery } from '@/lib/cellar-api';
import { paths } from '@/lib/paths';

// Wine-list colours: claret, gold, rosé, vine green, terracotta, plum.
const PALETTE = ['#7b1e3a', '#c9a227', '#d98c9f', '#4a6b3a', '#b5562f', '#5b3a6b', '#8a8a8a'];

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });

/** A chart for the eye, and its figures as a table for screen readers. */
function ChartCard({
  title,
  table,
  children,
}: {
  title: string;
  table: Omit<ChartDataTableProps, 'caption'>;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {/* the drawing is for the eye (charts take no keyboard focus); the table below is read aloud */}
        <div aria-hidden="true">{children}</div>
        <ChartDataTable caption={title} {...table} />
      </CardContent>
    </Card>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ mt: 0.5 }}>
          {value}
        </Typography>
        {note && (
          <Typography variant="caption" color="text.secondary">
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

const monthLabel = new Intl.DateTimeFormat('en-AU', { month: 'short', timeZone: 'UTC' });

/** Bottles opened lately, one bar a month. */
function OpenedPerMonth({ bottles }: { bottles: CellarAnalytics['bottles'] }) {
  const months = bottles.openedPerMonth.map((m) => ({ ...m, label: monthLabel.format(new Date(`${m.month}-01T00:00:00Z`)) }));
  return (
    <ChartCard
      title="Bottles opened per month"
      table={{
        columns: ['Month', 'Bottles opened'],
        rows: months.map((m) => [`${m.label} ${m.month.slice(0, 4)}`, m.count]),
      }}
    >
      <BarChart
        disableKeyboardNavigation
        dataset={months}
        colors={PALETTE}
        xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
        yAxis={[{ tickMinStep: 1 }]}
        series={[{ dataKey: 'count', label: 'Opened' }]}
        height={160}
      />
    </ChartCard>
  );
}

/**
 * The headline figures, each labelled by what it counts (docs/product-rules.md#analytics): wines and
 * bottles apart; the catalogue's estimate and, only when prices were entered, what the member paid.
 */
function Figures({ data }: { data: CellarAnalytics }) {
  const { totals, bottles, readiness } = data;
  const figures: { label: string; value: string; note?: string }[] = [
    { label: 'Wines', value: String(totals.wines) },
    { label: 'Bottles', value: String(totals.bottles) },
    {
      label: 'Estimated value (catalogue prices)',
      value: aud.format(totals.estimatedValue),
      note: `${aud.format(totals.averageValue)} a bottle on average`,
    },
    ...(bottles.purchaseValue !== null
      ? [
          {
            label: 'Cellar value (your purchase prices)',
            value: aud.format(bottles.purchaseValue),
            note:
              bottles.pricedBottles === totals.bottles
                ? 'Every bottle priced'
                : `${bottles.pricedBottles} of ${totals.bottles} bottles priced`,
          },
        ]
      : []),
    { label: 'Bottles to drink now', value: String(readiness.drinkNow + readiness.drinkSoon), note: 'Drink now and Drink soon' },
  ];
  return (
    <>
      {figures.map((f) => (
        <Grid key={f.label} size={{ xs: 6, md: figures.length > 4 ? 2.4 : 3 }}>
          <Stat {...f} />
        </Grid>
      ))}
    </>
  );
}

export function UpgradeForAnalytics() {
  return (
    <Card variant="outlined" sx={{ textAlign: 'center', py: { xs: 4, md: 6 }, px: 2 }}>
      <InsightsRounded color="primary" sx={{ fontSize: 48 }} />
      <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
        Cellar Analytics is a Premium feature
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
        See which bottles are ready to drink, where your wines come from, your cellar's estimated value and more.
      </Typography>
      <Button component={RouterLink} to={paths.checkout} variant="contained" sx={{ mt: 3 }}>
        Upgrade to Premium
      </Button>
    </Card>
  );
}

function Charts({ data }: { data: CellarAnalytics }) {
  const readiness = DRINKING_GROUPS.map((key, id) => ({
    id,
    value: data.readiness[key],
    label: DRINKING_GROUP_LABELS[key],
  })).filter((d) => d.value > 0);
  const regions = data.regions.slice(0, 8);
  return (
    <Grid container spacing={2}>
      <Figures data={data} />
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title="Drinking readiness"
          table={{ columns: ['Readiness', 'Bottles'], rows: readiness.map((d) => [d.label, d.value]) }}
        >
          <PieChart
            disableKeyboardNavigation
            colors={PALETTE}
            series={[{ data: readiness, innerRadius: 40, paddingAngle: 2, cornerRadius: 4 }]}
            height={240}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title="Wine types"
          table={{ columns: ['Wine type', 'Bottles'], rows: data.types.map((t) => [t.wineType, t.count]) }}
        >
          <PieChart
            disableKeyboardNavigation
            colors={PALETTE}
            series={[{ data: data.types.map((t, id) => ({ id, value: t.count, label: t.wineType })), innerRadius: 40 }]}
            height={240}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title="Regions"
          table={{ columns: ['Region', 'Bottles', 'Share'], rows: regions.map((r) => [r.region, r.count, `${r.percentage}%`]) }}
        >
          <BarChart
            disableKeyboardNavigation
            dataset={regions.map((r) => ({ region: r.region, count: r.count, percentage: r.percentage }))}
            colors={PALETTE}
            yAxis={[{ scaleType: 'band', dataKey: 'region', width: 120 }]}
            xAxis={[{ tickMinStep: 1 }]}
            series={[
              {
                dataKey: 'count',
                label: 'Bottles',
                valueFormatter: (v, { dataIndex }) => `${v} (${regions[dataIndex]?.percentage ?? 0}%)`,
              },
            ]}
            layout="horizontal"
            height={Math.max(200, regions.length * 44)}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          title="Value by type (catalogue prices)"
          table={{ columns: ['Wine type', 'Estimated value'], rows: data.types.map((t) => [t.wineType, aud.format(t.value)]) }}
        >
          <BarChart
            disableKeyboardNavigation
            dataset={data.types.map((t) => ({ wineType: t.wineType, value: t.value }))}
            colors={PALETTE.slice(1)}
            xAxis={[{ scaleType: 'band', dataKey: 'wineType' }]}
            series={[{ dataKey: 'value', label: 'Estimated value', valueFormatter: (v) => aud.format(v ?? 0) }]}
            height={240}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12 }}>
        <OpenedPerMonth bottles={data.bottles} />
      </Grid>
    </Grid>
  );
}

/** The Analytics tab: charts for Premium (docs/product-rules.md#premium-features), an upgrade card for Free. */
export function CellarAnalyticsPanel({ premium }: { premium: boolean }) {
  const { data, isLoading, isError } = useGetCellarAnalyticsQuery(undefined, { skip: !premium });
  if (!premium) return <UpgradeForAnalytics />;
  if (isLoading) return <Skeleton variant="rounded" height={320} />;
  if (isError || !data) return <Alert severity="error">Failed to load your cellar analytics. Please try again.</Alert>;
  if (data.totals.bottles === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }}>
        <Typography color="text.secondary">Save or analyse a few wines to see your cellar analytics.</Typography>
      </Box>
    );
  }
  return <Charts data={data} />;
}

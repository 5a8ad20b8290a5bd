import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import {
  DRINKING_GROUP_LABELS,
  DRINKING_GROUPS,
  type DrinkingGroup,
  type DrinkingPlan,
  type DrinkingPlanItem,
} from '@wine/contracts';
import { ChartDataTable } from '@/components/charts/ChartDataTable';
import { useGetDrinkingPlanQuery } from '../bottles-api';
import { NeedsVintage } from './NeedsVintage';
import { NoWindowKnown } from './NoWindowKnown';

const GROUP_COLOURS: Record<DrinkingGroup, string> = {
  drinkNow: '#4a6b3a',
  drinkSoon: '#c9a227',
  hold: '#5b3a6b',
  pastBest: '#8a8a8a',
};
const TIMELINE_MAX = 20;

// the member's own window (an import's BeginConsume/EndConsume) says so, and has no peak of its own;
// one from the grape's typical ageing says that too ("typical for Shiraz")
const windowText = (i: DrinkingPlanItem) => {
  if (i.yourWindow) return `${i.window.start}–${i.window.end} (your window)`;
  const peak = `peak ${i.window.peakStart}–${i.window.peakEnd}`;
  const typical = i.windowBasis?.startsWith('typical for ') ? `, ${i.windowBasis}` : '';
  return `${i.window.start}–${i.window.end} (${peak}${typical})`;
};

function GroupCard({ group, plan }: { group: DrinkingGroup; plan: DrinkingPlan }) {
  const items = plan.items.filter((i) => i.group === group);
  const counts = plan.groups.find((g) => g.group === group)!;
  const title = DRINKING_GROUP_LABELS[group];
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ height: '100%', borderTop: 4, borderTopColor: GROUP_COLOURS[group] }}
    >
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {counts.bottles} {counts.bottles === 1 ? 'bottle' : 'bottles'}
          </Typography>
        </Stack>
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            None right now.
          </Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {items.map((i) => (
              <Box component="li" key={`${i.kind}-${i.id}`}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {i.wineName} {i.vintage} <Chip component="span" size="small" label={`× ${i.quantity}`} />
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {windowText(i)}
                  {i.location && ` · ${i.location}`}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** Each window as a bar from its first to its last year, today as a line; offsets keep the bars floating. */
function Timeline({ plan }: { plan: DrinkingPlan }) {
  const theme = useTheme();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const items = plan.items.slice(0, TIMELINE_MAX);
  const [y, m, d] = plan.today.split('-').map(Number);
  const today = y + (Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / (366 * 86_400_000);
  const first = Math.min(...items.map((i) => i.window.start), Math.floor(today));
  // a phone has no room for names beside the bars (the axis cuts them): numbers there, the names listed below
  const dataset = items.map((i, n) => ({
    wine: phone ? String(n + 1) : `${i.wineName} ${i.vintage}`,
    before: i.window.start - first,
    window: i.window.end + 1 - i.window.start,
  }));
  return (
    <Card variant="outlined" component="section" aria-label="Drinking windows">
      <CardContent>
        <Typography variant="h6" component="h3">
          Drinking windows
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Each bar runs from the first to the last year of a wine&apos;s window; the line is today.
        </Typography>
        {/* the drawing and the phone's numbered list are for the eye; the table below is read aloud */}
        <div aria-hidden="true">
          <BarChart
            disableKeyboardNavigation
            dataset={dataset}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', dataKey: 'wine', width: phone ? 28 : 150 }]}
            xAxis={[{ valueFormatter: (v: number) => String(Math.round(v + first)), tickMinStep: 1 }]}
            series={[
              { dataKey: 'before', stack: 'window', color: 'transparent', valueFormatter: () => null },
              {
                dataKey: 'window',
                stack: 'window',
                label: 'Drinking window',
                color: '#7b1e3a',
                valueFormatter: (v, { dataIndex }) => (items[dataIndex] ? windowText(items[dataIndex]) : String(v)),
              },
            ]}
            hideLegend
            // room on the right for the 'Today' label when today is the last year shown
            margin={{ right: 48 }}
            height={Math.max(160, items.length * 40 + 60)}
          >
            <ChartsReferenceLine
              x={today - first}
              label="Today"
              // at the top, above the bars, and haloed so it stays readable where it crosses one
              labelAlign="start"
              labelStyle={{ paintOrder: 'stroke', stroke: theme.palette.background.paper, strokeWidth: 4 }}
              lineStyle={{ stroke: '#b5562f', strokeDasharray: '4 4' }}
            />
          </BarChart>
          {phone && (
            <Box component="ol" aria-label="Wines in the chart" sx={{ m: 0, pl: 3 }}>
              {items.map((i) => (
                <Typography component="li" variant="caption" key={i.id} sx={{ display: 'list-item' }}>
                  {i.wineName} {i.vintage} · {windowText(i)}
                </Typography>
              ))}
            </Box>
          )}
        </div>
        <ChartDataTable
          caption={`Drinking windows (today is ${plan.today})`}
          columns={['Wine', 'Drinking window', 'Peak']}
          rows={items.map((i) => [
            `${i.wineName} ${i.vintage}`,
            `${i.window.start}–${i.window.end}`,
            `${i.window.peakStart}–${i.window.peakEnd}`,
          ])}
        />
      </CardContent>
    </Card>
  );
}

/** The Drinking Plan tab. */
export function DrinkingPlanPanel() {
  const { data, isLoading, isError } = useGetDrinkingPlanQuery();
  if (isLoading) return <Skeleton variant="rounded" height={320} />;
  if (isError || !data) return <Alert severity="error">Failed to load your drinking plan. Please try again.</Alert>;
  if (data.items.length === 0) {
    return (
      <Stack spacing={2}>
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <EventAvailableRounded color="primary" sx={{ fontSize: 48 }} />
          <Typography color="text.secondary">Wines with a vintage appear here with their drinking windows.</Typography>
        </Box>
        <NeedsVintage wines={data.needsVintage} />
        <NoWindowKnown wines={data.noWindow} />
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        {DRINKING_GROUPS.map((g) => (
          <Grid key={g} size={{ xs: 12, sm: 6, md: 3 }}>
            <GroupCard group={g} plan={data} />
          </Grid>
        ))}
      </Grid>
      <Timeline plan={data} />
      <NeedsVintage wines={data.needsVintage} />
      <NoWindowKnown wines={data.noWindow} />
    </Stack>
  );
}

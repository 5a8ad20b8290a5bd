import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import LabelRounded from '@mui/icons-material/LabelRounded';
import MapRounded from '@mui/icons-material/MapRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import ThermostatRounded from '@mui/icons-material/ThermostatRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { CardGrid, TextCard } from '@/components/content/TextCard';
import { primary } from '@/lib/theme';
import { BulletList } from './detail-parts';
import { SolidMark } from '@/components/content/SolidMark';

// Australian labelling law: a variety, vintage or region named on the label must make up at least
// 85% of the wine.
const LABEL_RULE_PERCENT = 85;
const EIGHTY_FIVE_RULES = [
  { term: 'Grape variety', text: `Naming a single variety means at least ${LABEL_RULE_PERCENT}% of the wine is that grape.` },
  { term: 'Vintage', text: `At least ${LABEL_RULE_PERCENT}% of the wine comes from grapes picked in the year shown.` },
  { term: 'Region', text: `At least ${LABEL_RULE_PERCENT}% of the wine comes from the Geographical Indication named.` },
];

const LABEL_PARTS = [
  'Producer or brand — who made the wine.',
  'Grape variety — a single grape, or a blend listed from the largest share to the smallest.',
  'Vintage — the year the grapes were harvested.',
  'Region — the Geographical Indication (GI) the grapes come from.',
  'Alcohol — shown as % alc/vol.',
  'Standard drinks — the number of standard drinks in the bottle, required on Australian labels.',
  'Volume — usually 750 mL for a full bottle.',
  'Allergens and additives — for example sulphites, often shown as preservative 220.',
  'A pregnancy warning, which Australian labels must carry.',
];

const SPECIAL = [
  {
    title: 'Some of the oldest vines on Earth',
    text: 'Strict quarantine has kept the vine pest phylloxera out of South Australia, so the Barossa and McLaren Vale still farm Shiraz and Grenache vines planted in the 1800s.',
  },
  {
    title: 'A continent of climates',
    text: 'From warm, sunny Barossa and McLaren Vale to the cool Adelaide Hills, Yarra Valley and Tasmania, one country makes everything from rich Shiraz to fine sparkling wine.',
  },
  {
    title: 'Regional signatures',
    text: 'Barossa Shiraz, Coonawarra Cabernet from its red terra rossa soil, Clare and Eden Valley Riesling, Hunter Valley Semillon and Margaret River Cabernet and Chardonnay.',
  },
  {
    title: 'Screwcap pioneers',
    text: 'In 2000 a group of Clare Valley Riesling makers moved to screwcaps together to keep their wines fresh; today most Australian wine is sealed that way.',
  },
];

// Real zones, regions and sub-regions from Australia's Register of Protected GIs.
const GI_EXAMPLES = [
  { zone: 'Barossa', region: 'Barossa Valley', subRegions: [] as string[] },
  { zone: 'Barossa', region: 'Eden Valley', subRegions: ['High Eden'] },
  { zone: 'Mount Lofty Ranges', region: 'Adelaide Hills', subRegions: ['Lenswood', 'Piccadilly Valley'] },
  { zone: 'Limestone Coast', region: 'Coonawarra', subRegions: [] as string[] },
  { zone: 'Port Phillip', region: 'Yarra Valley', subRegions: [] as string[] },
];

const BEGINNER_TIPS = [
  'Start with easy-drinking styles: a crisp Riesling or Sauvignon Blanc, or a juicy Grenache or Pinot Noir.',
  'Taste one grape from two places, such as a Barossa Valley Shiraz beside a cool-climate Canberra District Shiraz.',
  'Visit a cellar door: most regions welcome walk-ins or bookings for tastings.',
  'Note what you liked and why; the pattern soon tells you your style.',
  'Serve wine at the right temperature (see below) — it changes the taste more than you might expect.',
];

const ENTHUSIAST_TIPS = [
  'Compare sub-regions, for example Chardonnay from Lenswood and from Piccadilly Valley in the Adelaide Hills.',
  'Cellar Hunter Valley Semillon and Clare or Eden Valley Riesling; they turn toasty and honeyed with age.',
  'Hold a vertical tasting: the same wine across several vintages shows what each year brought.',
  'Explore alternative varieties such as Fiano, Vermentino and Tempranillo from McLaren Vale.',
  'Keep your favourites and notes together in your cellar.',
];

// Serving temperatures (docs/product-rules.md#serving-temperatures).
const SERVING_TEMPERATURES = [
  { wine: 'Red wine, Cabernet Sauvignon and Shiraz', temperature: '16-18°C', note: 'Decant for 30-60 minutes' },
  { wine: 'Pinot Noir', temperature: '14-16°C', note: 'Lighter reds show best slightly cool' },
  { wine: 'Chardonnay and other whites', temperature: '10-12°C', note: 'Cool, not ice-cold' },
  { wine: 'Sauvignon Blanc and Riesling', temperature: '8-10°C', note: 'Well chilled for freshness' },
];

export function BasicsTab() {
  return (
    <Stack spacing={{ xs: 5, md: 7 }}>
      <BasicsSection icon={<LabelRounded />} title="How to read an Australian wine label">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
            <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
              What you&apos;ll find on the label
            </Typography>
            <BulletList items={LABEL_PARTS} />
          </Paper>
          <Paper
            variant="outlined"
            sx={(theme) => ({ p: { xs: 2.5, sm: 3 }, borderRadius: 3, bgcolor: theme.alpha(primary(theme), 0.05) })}
          >
            <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
              The {LABEL_RULE_PERCENT}% rule
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              What a label claims, the wine must be at least {LABEL_RULE_PERCENT}% of.
            </Typography>
            <Stack spacing={1.5}>
              {EIGHTY_FIVE_RULES.map((rule) => (
                <Stack key={rule.term} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <SolidMark size={56} round>
                    {LABEL_RULE_PERCENT}%
                  </SolidMark>
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{rule.term}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {rule.text}
                    </Typography>
                  </Box>
                </Stack>
              ))}
            </Stack>
          </Paper>
        </Box>
      </BasicsSection>

      <BasicsSection icon={<StarRounded />} title="What makes Australian wine special">
        <CardGrid columns={{ xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }}>
          {SPECIAL.map((item) => (
            <TextCard key={item.title} title={item.title}>
              {item.text}
            </TextCard>
          ))}
        </CardGrid>
      </BasicsSection>

      <BasicsSection icon={<MapRounded />} title="Geographical Indications: zone, region, sub-region">
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
          Australia maps its wine country into Geographical Indications (GIs) at three levels. A <strong>zone</strong> is a broad
          area; a <strong>region</strong> is a smaller area with a consistent character; a <strong>sub-region</strong> is a
          distinct pocket within a region. A label may name any level, and the {LABEL_RULE_PERCENT}% rule applies to each.
        </Typography>
        <GiTable />
      </BasicsSection>

      <BasicsSection icon={<SchoolRounded />} title="Tips for every palate">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TipsCard icon={<SchoolRounded />} title="For beginners" tips={BEGINNER_TIPS} />
          <TipsCard icon={<EmojiEventsRounded />} title="For enthusiasts" tips={ENTHUSIAST_TIPS} />
        </Box>
      </BasicsSection>

      <BasicsSection icon={<ThermostatRounded />} title="Serving temperatures">
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <Table aria-label="Serving temperatures">
            <TableHead>
              <TableRow>
                <TableCell>Wine</TableCell>
                <TableCell>Serve at</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Tip</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {SERVING_TEMPERATURES.map((row) => (
                <TableRow key={row.wine} sx={{ '&:last-child td': { border: 0 } }}>
                  <TableCell>
                    <Typography sx={{ fontWeight: 700, fontSize: 'inherit' }}>{row.wine}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                      {row.note}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ fontWeight: 700, color: 'primary.main', whiteSpace: 'nowrap' }}>{row.temperature}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, color: 'text.secondary' }}>{row.note}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          On a hot day even reds benefit from a short spell in the fridge. Enjoying wine is best done in moderation —{' '}
          <Link underline="always" component={RouterLink} to={paths.responsibleDrinking}>
            see our responsible drinking guide
          </Link>
          .
        </Typography>
      </BasicsSection>
    </Stack>
  );
}

function BasicsSection({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5 }}>
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
          {icon}
        </Box>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.45rem', md: '1.75rem' } }}>
          {title}
        </Typography>
      </Stack>
      {children}
    </Box>
  );
}

function TipsCard({ icon, title, tips }: { icon: ReactNode; title: string; tips: readonly string[] }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, color: 'primary.main' }}>
        <Box aria-hidden sx={{ display: 'flex' }}>
          {icon}
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1.2rem', color: 'text.primary' }}>
          {title}
        </Typography>
      </Stack>
      <BulletList items={tips} />
    </Paper>
  );
}

function GiTable() {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Table aria-label="Examples of zones, regions and sub-regions">
        <TableHead>
          <TableRow>
            <TableCell>Zone</TableCell>
            <TableCell>Region</TableCell>
            <TableCell>Sub-regions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {GI_EXAMPLES.map((example) => (
            <TableRow key={example.region} sx={{ '&:last-child td': { border: 0 } }}>
              <TableCell>{example.zone}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                  <ArrowForwardRounded
                    aria-hidden
                    fontSize="small"
                    sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
                  />
                  <Typography component="span" sx={{ fontWeight: 700, fontSize: 'inherit' }}>
                    {example.region}
                  </Typography>
                </Stack>
              </TableCell>
              <TableCell sx={{ color: example.subRegions.length ? 'text.primary' : 'text.secondary' }}>
                {example.subRegions.length ? example.subRegions.join(', ') : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

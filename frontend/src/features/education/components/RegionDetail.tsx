import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import PaidRounded from '@mui/icons-material/PaidRounded';
import WbSunnyRounded from '@mui/icons-material/WbSunnyRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WineRegion } from '@wine/contracts';
import { BulletList, ChipList, DetailSection, DetailTitle, FactGrid, type HeadingLevel } from './detail-parts';

export function RegionDetail({ region, level }: { region: WineRegion; level: HeadingLevel }) {
  return (
    <Stack spacing={3}>
      <Box>
        <DetailTitle level={level} overline={region.state}>
          {region.name}
        </DetailTitle>
        <Typography color="text.secondary" sx={{ mt: 1.5, lineHeight: 1.7 }}>
          {region.description}
        </Typography>
      </Box>
      <FactGrid
        facts={[
          { label: 'Climate', value: region.climate, icon: <WbSunnyRounded fontSize="small" />, wide: true },
          { label: 'Established', value: region.established, icon: <CalendarMonthRounded fontSize="small" /> },
          { label: 'Price range', value: region.priceRange, icon: <PaidRounded fontSize="small" /> },
        ]}
      />
      <DetailSection level={level} title="Signature varieties">
        <ChipList items={region.signatureVarieties} />
      </DetailSection>
      <DetailSection level={level} title="Characteristics">
        <BulletList items={region.characteristics} />
      </DetailSection>
      <DetailSection level={level} title="Famous wineries">
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {region.famousWineries.map((winery) => (
            <Paper key={winery.name} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>{winery.name}</Typography>
                {winery.established !== 'Unknown' && (
                  <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                    Est. {winery.established}
                  </Typography>
                )}
              </Stack>
              <Typography variant="body2" color="primary" sx={{ fontWeight: 600, mt: 0.25, mb: 0.75 }}>
                {winery.specialty}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {winery.description}
              </Typography>
            </Paper>
          ))}
        </Box>
      </DetailSection>
      <DetailSection level={level} title="Food pairings">
        <ChipList items={region.foodPairings} />
      </DetailSection>
      <DetailSection level={level} title="Best vintages">
        <ChipList items={region.bestVintages} />
      </DetailSection>
    </Stack>
  );
}

import HourglassBottomRounded from '@mui/icons-material/HourglassBottomRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ThermostatRounded from '@mui/icons-material/ThermostatRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GrapeVariety, WineRegion } from '@wine/contracts';
import { BulletList, ChipList, DetailSection, DetailTitle, FactGrid, type HeadingLevel } from './detail-parts';
import { VarietyTypeBadge } from './variety-type';

interface VarietyDetailProps {
  variety: GrapeVariety;
  level: HeadingLevel;
  // Regions by id, to name the best regions and link to them; empty until the regions load.
  regionsById: ReadonlyMap<string, WineRegion>;
  onShowRegion: (region: WineRegion) => void;
}

// Until the regions load, an id such as 'margaret-river' reads as 'Margaret River'.
const nameFromId = (id: string) => id.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

export function VarietyDetail({ variety, level, regionsById, onShowRegion }: VarietyDetailProps) {
  return (
    <Stack spacing={3}>
      <Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <DetailTitle level={level}>{variety.name}</DetailTitle>
          <VarietyTypeBadge type={variety.type} />
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 1.5, lineHeight: 1.7 }}>
          {variety.description}
        </Typography>
      </Box>
      <FactGrid
        facts={[
          { label: 'Serving temperature', value: variety.servingTemp, icon: <ThermostatRounded fontSize="small" /> },
          { label: 'Ageing potential', value: variety.agingPotential, icon: <HourglassBottomRounded fontSize="small" /> },
        ]}
      />
      <DetailSection level={level} title="Flavour profile">
        <ChipList items={variety.flavourProfile} />
      </DetailSection>
      <DetailSection level={level} title="Characteristics">
        <BulletList items={variety.characteristics} />
      </DetailSection>
      <DetailSection level={level} title="Food pairings">
        <ChipList items={variety.foodPairings} />
      </DetailSection>
      <DetailSection level={level} title="Best regions">
        <ChipList
          items={variety.bestRegions}
          chip={(id) => {
            const region = regionsById.get(id);
            return region ? (
              <Chip
                icon={<PlaceRounded />}
                label={region.name}
                color="primary"
                variant="outlined"
                onClick={() => onShowRegion(region)}
                aria-label={`${region.name}: show in Wine Regions`}
              />
            ) : (
              <Chip icon={<PlaceRounded />} label={nameFromId(id)} variant="outlined" />
            );
          }}
        />
      </DetailSection>
    </Stack>
  );
}

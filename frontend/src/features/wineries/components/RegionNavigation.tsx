import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { MAP_REGIONS, MAP_STATES } from '../region-map';
import { regionHref, wineriesFound } from '../winery-display';

interface RegionNavigationProps {
  counts: ReadonlyMap<string, number>;
  selected: string | null;
  onSelect: (regionId: string) => void;
}

/** The regions by state: the explorer's main way in, beside the map and usable without it. */
export function RegionNavigation({ counts, selected, onSelect }: RegionNavigationProps) {
  return (
    <Box component="nav" aria-label="Wine regions">
      {MAP_STATES.map((state) => (
        <Box key={state} sx={{ mb: 2 }}>
          <Typography variant="overline" component="h3" color="text.secondary" sx={{ display: 'block', lineHeight: 2 }}>
            {state}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {MAP_REGIONS.filter((r) => r.state === state).map((region) => {
              const found = counts.get(region.id) ?? 0;
              const isSelected = region.id === selected;
              return (
                <Chip
                  key={region.id}
                  component="a"
                  href={regionHref(region.id)}
                  clickable
                  onClick={(event: MouseEvent) => {
                    event.preventDefault();
                    onSelect(region.id);
                  }}
                  aria-current={isSelected ? 'true' : undefined}
                  title={found ? wineriesFound(found) : undefined}
                  label={found ? `${region.name} · ${found}` : region.name}
                  color={isSelected || found ? 'primary' : 'default'}
                  variant={isSelected ? 'filled' : 'outlined'}
                  size="small"
                  sx={{ maxWidth: '100%' }}
                />
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

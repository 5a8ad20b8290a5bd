import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { primary } from '@/lib/theme';
import { LAND_PATHS, MAP_HEIGHT, MAP_REGIONS, MAP_WIDTH, project } from '../region-map';
import { regionHref, wineriesFound } from '../winery-display';

interface WineRegionMapProps {
  counts: ReadonlyMap<string, number>; // wineries found per region id; empty before a search
  selected: string | null;
  onSelect: (regionId: string) => void;
  compact?: boolean; // a phone: the map is drawn small, so markers are drawn larger
}

// State names drawn on the land, [longitude, latitude].
const STATE_LABELS = [
  { text: 'WESTERN AUSTRALIA', at: [121.5, -28.5] },
  { text: 'SOUTH AUSTRALIA', at: [134.5, -29.0] },
  { text: 'NEW SOUTH WALES', at: [146.5, -31.0] },
  { text: 'VICTORIA', at: [143.6, -36.0] },
  { text: 'TASMANIA', at: [146.6, -43.9] },
] as const;

function rank(id: string, counts: ReadonlyMap<string, number>, selected: string | null): number {
  return id === selected ? 2 : counts.has(id) ? 1 : 0;
}

/** Australia's wine regions as a static map; each region is a link that shows its wineries. */
export function WineRegionMap({ counts, selected, onSelect, compact = false }: WineRegionMapProps) {
  const theme = useTheme();
  const wine = primary(theme);
  const select = (event: MouseEvent, id: string) => {
    event.preventDefault();
    onSelect(id);
  };
  const chosen = MAP_REGIONS.find((r) => r.id === selected);
  const size = compact ? 1.9 : 1.5; // marker scale: the whole map is about 650 px wide on a desktop, 340 on a phone
  // the chosen region's name, kept inside the map's edges
  const labelAt = chosen && project(chosen.at);
  const labelX = labelAt && Math.min(Math.max(labelAt.x, 110 * size), MAP_WIDTH - 110 * size);
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        aria-labelledby="wine-region-map-title"
        role="group"
        sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 3, bgcolor: theme.alpha(wine, 0.03) }}
      >
        <title id="wine-region-map-title">Map of Australia&apos;s wine regions</title>
        {LAND_PATHS.map((d) => (
          <path key={d.slice(0, 24)} d={d} fill={theme.alpha(wine, 0.07)} stroke={theme.alpha(wine, 0.35)} strokeWidth={1.5} />
        ))}
        {STATE_LABELS.map((label) => {
          const { x, y } = project(label.at);
          return (
            <text
              key={label.text}
              x={x}
              y={y}
              textAnchor="middle"
              fontSize={compact ? 24 : 15}
              letterSpacing={2}
              fill={theme.palette.text.secondary}
              opacity={0.6}
              aria-hidden="true"
            >
              {label.text}
            </text>
          );
        })}
        {/* regions with wineries found, and the chosen one, are drawn last so crowded neighbours never cover them */}
        {[...MAP_REGIONS]
          .sort((a, b) => rank(a.id, counts, selected) - rank(b.id, counts, selected))
          .map((region) => {
            const { x, y } = project(region.at);
            const found = counts.get(region.id) ?? 0;
            const isSelected = region.id === selected;
            return (
              <a
                key={region.id}
                href={regionHref(region.id)}
                onClick={(event) => select(event, region.id)}
                aria-label={found ? `${region.name}: ${wineriesFound(found)}` : region.name}
                aria-current={isSelected ? 'true' : undefined}
                data-region={region.id}
              >
                <title>{found ? `${region.name}: ${wineriesFound(found)}` : region.name}</title>
                {/* a larger invisible target, so small markers are easy to press */}
                <circle cx={x} cy={y} r={13 * size} fill="transparent" />
                <circle
                  cx={x}
                  cy={y}
                  r={(found ? 9 : 5.5) * size}
                  fill={found || isSelected ? wine : theme.palette.background.paper}
                  stroke={wine}
                  strokeWidth={(isSelected ? 3.5 : 2) * size}
                />
                {found > 0 && (
                  <text
                    x={x}
                    y={y + 4 * size}
                    textAnchor="middle"
                    fontSize={11 * size}
                    fontWeight={700}
                    fill="#fff"
                    aria-hidden="true"
                  >
                    {found > 99 ? '99+' : found}
                  </text>
                )}
              </a>
            );
          })}
        {chosen && labelAt && (
          <text
            x={labelX}
            y={labelAt.y - 16 * size}
            textAnchor="middle"
            fontSize={17 * size}
            fontWeight={700}
            fill={theme.palette.text.primary}
            stroke={theme.palette.background.paper}
            strokeWidth={4 * size}
            paintOrder="stroke"
            aria-hidden="true"
          >
            {chosen.name}
          </text>
        )}
      </Box>
      <Stack direction="row" spacing={2.5} sx={{ mt: 1, flexWrap: 'wrap', color: 'text.secondary' }} aria-hidden="true">
        <Typography variant="caption">
          <Box
            component="span"
            sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: wine, mr: 0.75 }}
          />
          Wineries found (number shown)
        </Typography>
        <Typography variant="caption">
          <Box
            component="span"
            sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', border: 2, borderColor: wine, mr: 0.75 }}
          />
          Other wine regions
        </Typography>
      </Stack>
    </Box>
  );
}

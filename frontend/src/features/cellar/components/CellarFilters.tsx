import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  CELLAR_READINESS,
  CELLAR_SORT_LABELS,
  CELLAR_SORTS,
  DEFAULT_ORDER,
  DRINKING_GROUP_LABELS,
  WINE_TYPE_KEY_LABELS,
  WINE_TYPE_KEYS,
  type CellarReadiness,
} from '@wine/contracts';
import { useEffect, useState, type MouseEvent } from 'react';
import type { CellarView } from '../cellar-view';

const READINESS_LABELS: Record<CellarReadiness, string> = { ...DRINKING_GROUP_LABELS, unknown: 'No vintage' };

interface ChoiceChipProps<T extends string> {
  name: string;
  value: T | null;
  options: readonly T[];
  labelOf: (v: T) => string;
  onChange: (v: T | null) => void;
  /** A chip that always has a value (sort) cannot be cleared. */
  clearable?: boolean;
}

/** A filter as a chip: it names its value, opens a menu of the others, and clears with its cross. */
function ChoiceChip<T extends string>({ name, value, options, labelOf, onChange, clearable = true }: ChoiceChipProps<T>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (v: T | null) => {
    setAnchor(null);
    onChange(v);
  };
  return (
    <>
      <Chip
        label={value ? `${name}: ${labelOf(value)}` : name}
        color={value && clearable ? 'primary' : 'default'}
        variant={value && clearable ? 'filled' : 'outlined'}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        onDelete={value && clearable ? () => pick(null) : undefined}
        aria-haspopup="menu"
        aria-label={value ? `${name}: ${labelOf(value)}` : `Filter by ${name.toLowerCase()}`}
        sx={{ fontWeight: 600 }}
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {options.map((o) => (
          <MenuItem key={o} selected={o === value} onClick={() => pick(o)}>
            {labelOf(o)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

interface CellarFiltersProps {
  view: CellarView;
  locations: string[];
  onChange: (view: CellarView) => void;
}

/** Search, sort and filters of the cellar list; every change goes to the URL (the page's job). */
export function CellarFilters({ view, locations, onChange }: CellarFiltersProps) {
  const [q, setQ] = useState(view.q);
  // the URL changed (back button, a shared link): the box follows it
  useEffect(() => setQ(view.q), [view.q]);
  // a search is sent once typing pauses, not at every key
  useEffect(() => {
    if (q === view.q) return;
    const timer = setTimeout(() => onChange({ ...view, q }), 350);
    return () => clearTimeout(timer);
  }, [q, view, onChange]);

  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          type="search"
          size="small"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Search name, producer, region, grape or location"
          slotProps={{
            htmlInput: { 'aria-label': 'Search your cellar', maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flexGrow: 1, minWidth: 0 }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view.layout}
          onChange={(_, layout: CellarView['layout'] | null) => {
            if (!layout) return;
            const sort = layout === 'location' ? 'location' : 'added';
            onChange({ ...view, layout, sort, order: DEFAULT_ORDER[sort] });
          }}
          aria-label="Layout"
        >
          <ToggleButton value="cards">All bottles</ToggleButton>
          <ToggleButton value="location">By location</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        role="group"
        aria-label="Sort and filter"
        sx={{
          flexWrap: { xs: 'nowrap', sm: 'wrap' },
          overflowX: { xs: 'auto', sm: 'visible' },
          pb: { xs: 0.5, sm: 0 },
          alignItems: 'center',
        }}
      >
        {view.layout === 'cards' && (
          <>
            <ChoiceChip
              name="Sort"
              value={view.sort}
              options={CELLAR_SORTS}
              labelOf={(s) => CELLAR_SORT_LABELS[s]}
              clearable={false}
              onChange={(sort) => sort && onChange({ ...view, sort, order: DEFAULT_ORDER[sort] })}
            />
            <IconButton
              size="small"
              aria-label={
                view.order === 'asc' ? 'Ascending order: switch to descending' : 'Descending order: switch to ascending'
              }
              onClick={() => onChange({ ...view, order: view.order === 'asc' ? 'desc' : 'asc' })}
            >
              {view.order === 'asc' ? <ArrowUpwardRounded fontSize="small" /> : <ArrowDownwardRounded fontSize="small" />}
            </IconButton>
          </>
        )}
        <ChoiceChip
          name="Type"
          value={view.type}
          options={WINE_TYPE_KEYS}
          labelOf={(t) => WINE_TYPE_KEY_LABELS[t]}
          onChange={(type) => onChange({ ...view, type })}
        />
        <ChoiceChip
          name="Readiness"
          value={view.readiness}
          options={CELLAR_READINESS}
          labelOf={(r) => READINESS_LABELS[r]}
          onChange={(readiness) => onChange({ ...view, readiness })}
        />
        {(locations.length > 0 || view.location) && (
          <ChoiceChip
            name="Location"
            value={view.location}
            options={view.location && !locations.includes(view.location) ? [view.location, ...locations] : locations}
            labelOf={(l) => l}
            onChange={(location) => onChange({ ...view, location })}
          />
        )}
      </Stack>
    </Stack>
  );
}

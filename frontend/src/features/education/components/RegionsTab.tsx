import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { useGetWineRegionsQuery } from '../api/guide-api';
import type { GuideAction, GuideState } from '../guide-state';
import { useSideBySide } from '../hooks/use-side-by-side';
import type { StateGroup, WineRegion } from '@wine/contracts';
import { GuideListItem, GuideListSkeleton, GuideLoadError, GuideSplitLayout } from './GuideLayout';
import { RegionDetail } from './RegionDetail';

interface RegionsTabProps {
  state: GuideState;
  dispatch: (action: GuideAction) => void;
}

export function RegionsTab({ state, dispatch }: RegionsTabProps) {
  const { data: groups, isLoading, isError, refetch } = useGetWineRegionsQuery();
  const sideBySide = useSideBySide();

  if (isLoading) return <GuideListSkeleton label="Loading wine regions" />;
  if (isError || !groups) return <GuideLoadError what="the wine regions" onRetry={() => void refetch()} />;

  const selected = groups.flatMap((group) => group.regions).find((region) => region.id === state.regionId);

  return (
    <GuideSplitLayout
      sideBySide={sideBySide}
      hint="Tap a region to explore its wines, wineries and food pairings."
      list={groups.map((group) => (
        <StateGroupSection
          key={group.state}
          group={group}
          expanded={!state.collapsedStates.includes(group.state)}
          onToggle={() => dispatch({ type: 'stateGroupToggled', state: group.state })}
          selectedId={state.regionId}
          onSelect={(region) => dispatch({ type: 'regionToggled', regionId: region.id })}
          inline={!sideBySide}
        />
      ))}
      selected={selected && { id: selected.id, name: selected.name, detail: <RegionDetail region={selected} level={2} /> }}
      emptyState={{
        icon: <TravelExploreRounded />,
        title: 'Explore Australian Wine Regions',
        text: 'Choose a region to see its climate, signature varieties, famous wineries and food pairings.',
      }}
    />
  );
}

interface StateGroupSectionProps {
  group: StateGroup;
  expanded: boolean;
  onToggle: () => void;
  selectedId: string | null;
  onSelect: (region: WineRegion) => void;
  inline: boolean;
}

function StateGroupSection({ group, expanded, onToggle, selectedId, onSelect, inline }: StateGroupSectionProps) {
  const listId = `state-group-${group.state.toLowerCase().replace(/\s+/g, '-')}`;
  const count = group.regions.length;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', overflow: 'hidden' }}>
      {/* Heading plus disclosure button, the WAI-ARIA accordion pattern. */}
      <Typography component="h2" sx={{ m: 0 }}>
        <ButtonBase
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={listId}
          sx={{ width: '100%', justifyContent: 'space-between', gap: 1.5, px: 2, py: 1.75, textAlign: 'left' }}
        >
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem', flex: 1 }}>
            {group.state}
          </Typography>
          <Chip component="span" size="small" label={count === 1 ? '1 region' : `${count} regions`} sx={{ fontWeight: 600 }} />
          <ExpandMoreRounded
            aria-hidden
            sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none', color: 'text.secondary' }}
          />
        </ButtonBase>
      </Typography>
      <Collapse in={expanded} id={listId}>
        <Box component="ul" sx={{ m: 0, px: 1, pb: 1, pt: 0 }}>
          {group.regions.map((region) => (
            <GuideListItem
              key={region.id}
              selected={region.id === selectedId}
              onSelect={() => onSelect(region)}
              primaryText={region.name}
              secondaryText={region.signatureVarieties.slice(0, 3).join(' · ')}
              inlineDetail={inline ? <RegionDetail region={region} level={3} /> : undefined}
            />
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}

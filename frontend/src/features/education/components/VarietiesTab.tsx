import LocalFloristRounded from '@mui/icons-material/LocalFloristRounded';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useGetGrapeVarietiesQuery, useGetWineRegionsQuery } from '../api/guide-api';
import type { GuideAction, GuideState } from '../guide-state';
import { useSideBySide } from '../hooks/use-side-by-side';
import type { GrapeVariety, WineRegion } from '@wine/contracts';
import { GuideListItem, GuideListSkeleton, GuideLoadError, GuideSplitLayout } from './GuideLayout';
import { VarietyDetail } from './VarietyDetail';
import { VarietyTypeBadge } from './variety-type';

interface VarietiesTabProps {
  state: GuideState;
  dispatch: (action: GuideAction) => void;
}

export function VarietiesTab({ state, dispatch }: VarietiesTabProps) {
  const { data: varieties, isLoading, isError, refetch } = useGetGrapeVarietiesQuery();
  // Only to name and link each variety's best regions; the list works without it.
  const { data: groups } = useGetWineRegionsQuery();
  const regionsById = useMemo(
    () => new Map((groups ?? []).flatMap((group) => group.regions).map((region) => [region.id, region])),
    [groups],
  );
  const sideBySide = useSideBySide();

  if (isLoading) return <GuideListSkeleton label="Loading grape varieties" />;
  if (isError || !varieties) return <GuideLoadError what="the grape varieties" onRetry={() => void refetch()} />;

  const showRegion = (region: WineRegion) => dispatch({ type: 'regionShown', regionId: region.id, state: region.state });
  const selected = varieties.find((variety) => variety.id === state.varietyId);
  const detail = (variety: GrapeVariety) => (
    <VarietyDetail variety={variety} level={2} regionsById={regionsById} onShowRegion={showRegion} />
  );

  return (
    <GuideSplitLayout
      sideBySide={sideBySide}
      hint="Tap a grape to see its flavours, serving temperature and best regions."
      list={
        <Box
          component="ul"
          aria-label="Grape varieties"
          sx={{ m: 0, p: 1, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}
        >
          {varieties.map((variety) => (
            <GuideListItem
              key={variety.id}
              selected={variety.id === state.varietyId}
              onSelect={() => dispatch({ type: 'varietyToggled', varietyId: variety.id })}
              primaryText={variety.name}
              secondaryText={variety.flavourProfile.slice(0, 3).join(' · ')}
              trailing={<VarietyTypeBadge type={variety.type} />}
              inlineDetail={sideBySide ? undefined : detail(variety)}
            />
          ))}
        </Box>
      }
      selected={selected && { id: selected.id, name: selected.name, detail: detail(selected) }}
      emptyState={{
        icon: <LocalFloristRounded />,
        title: 'Select a Grape Variety',
        text: 'Choose a grape to see its flavour profile, serving temperature, ageing potential and the regions that grow it best.',
      }}
    />
  );
}

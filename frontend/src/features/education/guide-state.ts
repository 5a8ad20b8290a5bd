// The wine guide's view state: one region and one variety selected at a time, selecting
// the selected one again clears it, and state groups expand and collapse independently.

export const GUIDE_TABS = ['regions', 'varieties', 'basics'] as const;
export type GuideTab = (typeof GUIDE_TABS)[number];

export interface GuideState {
  tab: GuideTab;
  regionId: string | null;
  varietyId: string | null;
  // Groups start expanded, so the set records the ones the visitor has closed.
  collapsedStates: readonly string[];
}

export type GuideAction =
  | { type: 'tabChanged'; tab: GuideTab }
  | { type: 'regionToggled'; regionId: string }
  | { type: 'varietyToggled'; varietyId: string }
  | { type: 'stateGroupToggled'; state: string }
  // From a variety's best regions: open that region, expanding its state group if it was closed.
  | { type: 'regionShown'; regionId: string; state: string };

export const initialGuideState: GuideState = { tab: 'regions', regionId: null, varietyId: null, collapsedStates: [] };

export function toggleSelection(selected: string | null, id: string): string | null {
  return selected === id ? null : id;
}

export function guideReducer(state: GuideState, action: GuideAction): GuideState {
  switch (action.type) {
    case 'tabChanged':
      return { ...state, tab: action.tab };
    case 'regionToggled':
      return { ...state, regionId: toggleSelection(state.regionId, action.regionId) };
    case 'varietyToggled':
      return { ...state, varietyId: toggleSelection(state.varietyId, action.varietyId) };
    case 'stateGroupToggled':
      return {
        ...state,
        collapsedStates: state.collapsedStates.includes(action.state)
          ? state.collapsedStates.filter((name) => name !== action.state)
          : [...state.collapsedStates, action.state],
      };
    case 'regionShown':
      return {
        ...state,
        tab: 'regions',
        regionId: action.regionId,
        collapsedStates: state.collapsedStates.filter((name) => name !== action.state),
      };
    default: {
      const unhandled: never = action;
      return unhandled;
    }
  }
}

import { describe, expect, it } from 'vitest';
import { guideReducer, initialGuideState, toggleSelection, type GuideAction, type GuideState } from './guide-state';

const run = (...actions: GuideAction[]): GuideState => actions.reduce(guideReducer, initialGuideState);

describe('wine guide state', () => {
  it('starts on Wine Regions with nothing selected and every state group open', () => {
    expect(initialGuideState).toEqual({ tab: 'regions', regionId: null, varietyId: null, collapsedStates: [] });
  });

  it('toggleSelection selects, switches and clears', () => {
    expect(toggleSelection(null, 'a')).toBe('a');
    expect(toggleSelection('a', 'b')).toBe('b');
    expect(toggleSelection('a', 'a')).toBeNull();
  });

  it('selects a region, replaces it with another and deselects it when chosen again', () => {
    expect(run({ type: 'regionToggled', regionId: 'barossa-valley' }).regionId).toBe('barossa-valley');
    expect(
      run({ type: 'regionToggled', regionId: 'barossa-valley' }, { type: 'regionToggled', regionId: 'yarra-valley' }).regionId,
    ).toBe('yarra-valley');
    expect(
      run({ type: 'regionToggled', regionId: 'barossa-valley' }, { type: 'regionToggled', regionId: 'barossa-valley' }).regionId,
    ).toBeNull();
  });

  it('keeps the region and variety selections apart', () => {
    const state = run({ type: 'regionToggled', regionId: 'coonawarra' }, { type: 'varietyToggled', varietyId: 'shiraz' });
    expect(state).toMatchObject({ regionId: 'coonawarra', varietyId: 'shiraz' });
    expect(guideReducer(state, { type: 'varietyToggled', varietyId: 'shiraz' })).toMatchObject({
      regionId: 'coonawarra',
      varietyId: null,
    });
  });

  it('collapses and expands state groups independently', () => {
    const state = run(
      { type: 'stateGroupToggled', state: 'Victoria' },
      { type: 'stateGroupToggled', state: 'Tasmania' },
      { type: 'stateGroupToggled', state: 'Victoria' },
    );
    expect(state.collapsedStates).toEqual(['Tasmania']);
  });

  it('keeps each tab’s selection when switching tabs', () => {
    const state = run(
      { type: 'regionToggled', regionId: 'clare-valley' },
      { type: 'tabChanged', tab: 'basics' },
      { type: 'tabChanged', tab: 'regions' },
    );
    expect(state).toMatchObject({ tab: 'regions', regionId: 'clare-valley' });
  });

  it('shows a region from a variety: Regions tab, region selected, its group reopened', () => {
    const state = run(
      { type: 'stateGroupToggled', state: 'South Australia' },
      { type: 'tabChanged', tab: 'varieties' },
      { type: 'regionShown', regionId: 'clare-valley', state: 'South Australia' },
    );
    expect(state).toMatchObject({ tab: 'regions', regionId: 'clare-valley', collapsedStates: [] });
  });

  it('does not deselect a region that is shown again', () => {
    const state = run(
      { type: 'regionToggled', regionId: 'clare-valley' },
      { type: 'regionShown', regionId: 'clare-valley', state: 'South Australia' },
    );
    expect(state.regionId).toBe('clare-valley');
  });
});

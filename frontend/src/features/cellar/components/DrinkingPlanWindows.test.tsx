import { screen, within } from '@testing-library/react';
import type { DrinkingPlan } from '@wine/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/test/fake-api';
import { signedInState } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';
import { DrinkingPlanPanel } from './DrinkingPlanPanel';

// docs/product-rules.md#drinking-window: an analysed bottle not in the catalogue is planned only by its
// grape's typical ageing, marked so; without one the plan says "no window known", never a guess.
const PLAN: DrinkingPlan = {
  today: '2026-11-25',
  items: [
    {
      id: 'quoll',
      kind: 'upload',
      wineName: 'Quoll Creek Shiraz',
      vintage: '2020',
      quantity: 1,
      location: '',
      window: { start: 2022, end: 2030, peakStart: 2025, peakEnd: 2027 },
      group: 'drinkNow',
      yourWindow: false,
      windowBasis: 'typical for Shiraz',
    },
  ],
  groups: [
    { group: 'drinkNow', wines: 1, bottles: 1 },
    { group: 'drinkSoon', wines: 0, bottles: 0 },
    { group: 'hold', wines: 0, bottles: 0 },
    { group: 'pastBest', wines: 0, bottles: 0 },
  ],
  needsVintage: [],
  noWindow: [{ id: 'zqxwv', wineName: 'Zqxwv Hollow', vintage: '2021', quantity: 2, location: 'Rack B' }],
};

describe('the drinking plan of bottles not in the catalogue', () => {
  it("marks a window from the grape's typical ageing", async () => {
    fakeApi({ 'GET /cellar/plan': () => json(200, PLAN) });
    renderWithStore(<DrinkingPlanPanel />, { preloadedState: signedInState() });
    const drinkNow = await screen.findByRole('region', { name: 'Drink now' });
    expect(drinkNow).toHaveTextContent('2022–2030 (peak 2025–2027, typical for Shiraz)');
  });

  it('lists a bottle with no window known, with no window', async () => {
    fakeApi({ 'GET /cellar/plan': () => json(200, PLAN) });
    renderWithStore(<DrinkingPlanPanel />, { preloadedState: signedInState() });
    const unknown = await screen.findByRole('region', { name: 'No window known' });
    expect(within(unknown).getByText('Zqxwv Hollow 2021')).toBeInTheDocument();
    expect(unknown).toHaveTextContent('2 bottles · no window known · Rack B');
    expect(screen.getByRole('table', { name: /Drinking windows/ })).not.toHaveTextContent('Zqxwv');
  });

  it('lists it even when no bottle has a window', async () => {
    fakeApi({ 'GET /cellar/plan': () => json(200, { ...PLAN, items: [], groups: [] }) });
    renderWithStore(<DrinkingPlanPanel />, { preloadedState: signedInState() });
    expect(await screen.findByRole('region', { name: 'No window known' })).toHaveTextContent('Zqxwv Hollow 2021');
  });
});

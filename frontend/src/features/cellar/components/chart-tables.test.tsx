import { screen, within } from '@testing-library/react';
import type { CellarAnalytics, DrinkingPlan } from '@wine/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/test/fake-api';
import { signedInState, testUser } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';
import { CellarAnalyticsPanel } from './CellarAnalyticsPanel';
import { DrinkingPlanPanel } from './DrinkingPlanPanel';

// Every chart on /cellar has its figures as a table for screen readers; the drawing itself is hidden from them.

const ANALYTICS: CellarAnalytics = {
  totals: { wines: 4, bottles: 5, savedWines: 4, uploadedWines: 1, estimatedValue: 420, averageValue: 84 },
  readiness: { drinkNow: 3, drinkSoon: 1, hold: 1, pastBest: 0 },
  regions: [
    { region: 'Barossa Valley', count: 3, percentage: 60 },
    { region: 'Margaret River', count: 2, percentage: 40 },
  ],
  types: [
    { wineType: 'Red Wine', count: 3, value: 300 },
    { wineType: 'White Wine', count: 2, value: 120 },
  ],
  vintageDecades: [{ decade: '2010s', count: 5 }],
  bottles: {
    inCellar: 5,
    value: 420,
    valueEstimated: false,
    purchaseValue: 150,
    pricedBottles: 2,
    openedPerMonth: [
      { month: '2026-10', count: 2 },
      { month: '2026-11', count: 1 },
    ],
  },
};

const PLAN: DrinkingPlan = {
  today: '2026-11-25',
  items: [
    {
      id: 'w1',
      kind: 'saved',
      wineName: 'Henschke Keyneton Euphonium',
      vintage: '2018',
      quantity: 2,
      location: 'Rack A',
      window: { start: 2024, end: 2032, peakStart: 2026, peakEnd: 2029 },
      group: 'drinkNow',
      yourWindow: false,
      windowBasis: null,
    },
  ],
  groups: [
    { group: 'drinkNow', wines: 1, bottles: 2 },
    { group: 'drinkSoon', wines: 0, bottles: 0 },
    { group: 'hold', wines: 0, bottles: 0 },
    { group: 'pastBest', wines: 0, bottles: 0 },
  ],
  needsVintage: [],
  noWindow: [],
};

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('chart text alternatives', () => {
  it('the analytics charts each have a table with their figures', async () => {
    fakeApi({ 'GET /cellar/analytics': () => json(200, ANALYTICS) });
    renderWithStore(<CellarAnalyticsPanel premium />, {
      preloadedState: signedInState({ ...testUser, subscriptionPlan: 'premium' }),
    });
    expect(cells(await screen.findByRole('table', { name: 'Regions' }))).toEqual([
      ['Barossa Valley', '3', '60%'],
      ['Margaret River', '2', '40%'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Drinking readiness' }))).toEqual([
      ['Drink now', '3'],
      ['Drink soon', '1'],
      ['Hold', '1'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Wine types' }))).toEqual([
      ['Red Wine', '3'],
      ['White Wine', '2'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Value by type (catalogue prices)' }))).toEqual([
      ['Red Wine', '$300'],
      ['White Wine', '$120'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Bottles opened per month' }))).toEqual([
      ['Oct 2026', '2'],
      ['Nov 2026', '1'],
    ]);
    // each figure says what it counts; the purchase value only because prices were entered
    expect(screen.getByText('Estimated value (catalogue prices)')).toBeInTheDocument();
    expect(screen.getByText('Cellar value (your purchase prices)')).toBeInTheDocument();
    expect(screen.getByText('2 of 5 bottles priced')).toBeInTheDocument();
    // the SVG drawings are hidden from screen readers: the tables say the same
    const drawings = document.querySelectorAll('svg');
    expect(drawings.length).toBeGreaterThan(0);
    for (const svg of drawings) {
      expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('the drinking plan timeline has a table of windows and peaks', async () => {
    fakeApi({ 'GET /cellar/plan': () => json(200, PLAN) });
    renderWithStore(<DrinkingPlanPanel />, { preloadedState: signedInState() });
    const table = await screen.findByRole('table', { name: 'Drinking windows (today is 2026-11-25)' });
    expect(cells(table)).toEqual([['Henschke Keyneton Euphonium 2018', '2024–2032', '2026–2029']]);
  });
});

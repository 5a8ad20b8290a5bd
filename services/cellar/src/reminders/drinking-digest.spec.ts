import type { DrinkingPlan, DrinkingPlanItem } from '@wine/contracts';
import { drinkingDigest } from './drinking-digest';

const item = (over: Partial<DrinkingPlanItem>): DrinkingPlanItem => ({
  id: 'x',
  kind: 'saved',
  wineName: 'Polish Hill Riesling',
  vintage: '2018',
  quantity: 1,
  location: '',
  window: { start: 2020, end: 2026, peakStart: 2022, peakEnd: 2025 },
  group: 'drinkSoon',
  yourWindow: false,
  windowBasis: null,
  ...over,
});
const plan = (items: DrinkingPlanItem[]): DrinkingPlan => ({
  today: '2026-12-01',
  items,
  groups: [],
  needsVintage: [],
  noWindow: [],
});
const jo = { userId: 'u1', email: 'jo@example.com', firstName: 'Jo', unsubscribeToken: 'tok-jo' };

describe('the monthly drinking reminder digest', () => {
  it('lists only the "Drink soon" wines, each with vintage, window, bottles and location', () => {
    const digest = drinkingDigest(
      plan([
        item({ id: 'a', wineName: 'Bin 389', vintage: '2019', quantity: 2, location: 'Rack B, row 3' }),
        item({ id: 'b', wineName: 'Young Shiraz', group: 'hold' }),
        item({ id: 'c', wineName: 'Old Semillon', group: 'pastBest' }),
        item({ id: 'd', wineName: 'Clare Riesling', window: { start: 2026, end: 2026, peakStart: 2026, peakEnd: 2026 } }),
      ]),
      jo,
      'https://cellardoor.ai/',
    )!;
    expect(digest.subject).toBe('Drink soon: 3 bottles from your cellar');
    const lines = digest.text.split('\n');
    expect(lines[0]).toBe('Hi Jo,');
    expect(lines.filter((l) => l.startsWith('- '))).toEqual([
      '- Bin 389 2019: drink 2020–2026, 2 bottles, Rack B, row 3',
      '- Clare Riesling 2018: drink 2026, 1 bottle',
    ]);
    expect(digest.text).toContain('2 wines in your cellar are in "Drink soon"');
    expect(digest.text).toContain('See your drinking plan: https://cellardoor.ai/cellar');
    expect(digest.text).toContain('turn it off in Account Settings: https://cellardoor.ai/settings');
    expect(digest.text).not.toMatch(/Young Shiraz|Old Semillon/);
  });

  it('sends nothing when no wine is in "Drink soon"', () => {
    expect(drinkingDigest(plan([item({ group: 'drinkNow' }), item({ group: 'hold' })]), jo, 'https://cellardoor.ai')).toBeNull();
    expect(drinkingDigest(plan([]), jo, 'https://cellardoor.ai')).toBeNull();
  });

  it('greets without a name when the account has none', () => {
    const digest = drinkingDigest(plan([item({})]), { ...jo, firstName: null }, 'http://127.0.0.1:18380')!;
    expect(digest.text.split('\n')[0]).toBe('Hi,');
    expect(digest.subject).toBe('Drink soon: 1 bottle from your cellar');
    expect(digest.text).toContain('1 wine in your cellar is in "Drink soon"');
  });

  it('carries a one-click unsubscribe in its headers (RFC 8058) and its body', () => {
    const digest = drinkingDigest(plan([item({})]), jo, 'https://cellardoor.ai/')!;
    expect(digest.headers).toEqual({
      'List-Unsubscribe': '<https://cellardoor.ai/api/unsubscribe?token=tok-jo>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(digest.text).toContain('https://cellardoor.ai/api/unsubscribe?token=tok-jo');
  });

  it('puts member-written text on one line of its own, cut to length', () => {
    const digest = drinkingDigest(
      plan([item({ wineName: `Fake\nSee http://evil.example ${'x'.repeat(300)}`, location: 'Rack\r\nA' })]),
      { ...jo, firstName: 'Jo\nAdmin' },
      'https://cellardoor.ai',
    )!;
    const lines = digest.text.split('\n');
    expect(lines[0]).toBe('Hi Jo Admin,');
    expect(lines.some((l) => l.startsWith('See http://evil'))).toBe(false);
    const wine = lines.find((l) => l.startsWith('- Fake'))!;
    expect(wine).toContain('Fake See http://evil.example');
    expect(wine).toContain(', Rack A');
    expect(wine.length).toBeLessThan(250);
  });
});

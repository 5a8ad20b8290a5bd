import type { CellarPalateSignals } from '@wine/contracts';
import type { CellarSignalsClient } from './cellar-signals.client';
import type { FeedbackRepository } from './feedback.repository';
import type { KeptPalate, PalateCache, Thumbs } from './palate-cache';
import { PalateService } from './palate.service';

const PINOT = 'vic-coldstream-hills-pinot-noir';
const SHIRAZ = 'sa-torbreck-the-factor';
const SAVED_PINOT: CellarPalateSignals = { wines: [{ wineId: PINOT, saved: true, bottles: 2, ratings: [5] }] };

/** The service over a store, a cellar and a cache that only record what they were asked. */
function palateWith(found: KeptPalate, stored: Thumbs = [], cellar: CellarPalateSignals = { wines: [] }) {
  const asked = { store: 0, cellar: 0, kept: [] as [number, Thumbs][] };
  const feedback = { of: async () => (asked.store++, stored) } as unknown as FeedbackRepository;
  const signals = { of: async () => (asked.cellar++, cellar) } as unknown as CellarSignalsClient;
  const cache = {
    read: async () => found,
    keepThumbs: async (_: string, version: number, thumbs: Thumbs) => void asked.kept.push([version, thumbs]),
  } as unknown as PalateCache;
  return { palate: new PalateService(feedback, signals, cache), asked };
}

describe('the palate of a search', () => {
  it('is built from what was kept, without the store or the cellar', async () => {
    const { palate, asked } = palateWith({ thumbs: [{ wineId: SHIRAZ, signal: 'down' }], thumbsVersion: 3, cellar: SAVED_PINOT });
    const built = await palate.of('u1');
    expect(built.counts).toEqual({ thumbsUp: 0, thumbsDown: 1, saved: 1, bottles: 2, ratings: 1 });
    expect(asked).toEqual({ store: 0, cellar: 0, kept: [] });
  });

  it('reads a half that was not kept: the thumbs from the store, kept at the version read; the cellar by asking', async () => {
    const stored: Thumbs = [{ wineId: PINOT, signal: 'up' }];
    const { palate, asked } = palateWith({ thumbs: null, thumbsVersion: 7, cellar: null }, stored, SAVED_PINOT);
    const built = await palate.of('u1');
    expect(built.counts).toEqual({ thumbsUp: 1, thumbsDown: 0, saved: 1, bottles: 2, ratings: 1 });
    expect(asked).toEqual({ store: 1, cellar: 1, kept: [[7, stored]] });
  });

  it('keeps nothing when Redis could not say the version', async () => {
    const { palate, asked } = palateWith({ thumbs: null, thumbsVersion: null, cellar: null });
    await palate.of('u1');
    expect(asked).toEqual({ store: 1, cellar: 1, kept: [] });
  });
});

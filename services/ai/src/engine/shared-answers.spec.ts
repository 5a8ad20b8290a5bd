import { CATALOGUE } from './catalogue';
import { recommendLocally } from './local-engine';
import { buildPalate } from './palate-profile';
import { forgetSharedAnswers, sharedAnswer } from './shared-answers';

const preferences = { preferredWineTypes: null, budgetRange: null, wineExperienceLevel: null };
const ask = (query: string) => ({ query, preferences, limit: 3, similarity: null, palate: buildPalate([], { wines: [] }) });

describe('answers shared by searches with no palate to apply', () => {
  beforeEach(() => forgetSharedAnswers());

  it('answers the same request from what it kept, equal to an answer worked out afresh', () => {
    const first = sharedAnswer(ask('a Barossa Shiraz for lamb'));
    expect(sharedAnswer(ask('a Barossa Shiraz for lamb'))).toBe(first);
    expect(first.recommendations).toEqual(recommendLocally(ask('a Barossa Shiraz for lamb')).recommendations);
  });

  it('works out afresh for other words, another plan count, other preferences or a new similarity', () => {
    const first = sharedAnswer(ask('a Barossa Shiraz for lamb'));
    expect(sharedAnswer(ask('a Barossa shiraz for lamb'))).not.toBe(first);
    expect(sharedAnswer({ ...ask('a Barossa Shiraz for lamb'), limit: 6 }).recommendations).toHaveLength(6);
    const cheaper = sharedAnswer({
      ...ask('a Barossa Shiraz for lamb'),
      preferences: { ...preferences, budgetRange: 'budget' as const },
    });
    expect(cheaper).not.toBe(first);
    const similarity = new Map(CATALOGUE.map((e) => [e.wine.id, 0.5] as const));
    expect(sharedAnswer({ ...ask('a Barossa Shiraz for lamb'), similarity })).not.toBe(first);
  });

  it("never hands a member's palate-shaped answer to another, nor a kept one to a member with a palate", () => {
    const plain = sharedAnswer(ask('a red for pizza'));
    const liked = CATALOGUE.find((e) => e.wine.wineType === 'Red Wine' && e.wine.structure.body <= 2)!;
    const palate = buildPalate([{ wineId: liked.wine.id, signal: 'up' }], { wines: [] });
    const own = sharedAnswer({ ...ask('a red for pizza'), palate });
    expect(own).not.toBe(plain);
    expect(own.recommendations).toEqual(recommendLocally({ ...ask('a red for pizza'), palate }).recommendations);
    expect(sharedAnswer(ask('a red for pizza'))).toBe(plain);
  });
});

import { describe, expect, it } from 'vitest';
import { apiQueryOf, paramsOf, rackOf, viewOf } from './cellar-view';

describe('the cellar view in the URL', () => {
  it('reads defaults from an empty URL and ignores values it does not know', () => {
    expect(viewOf(new URLSearchParams('sort=price&type=blue'))).toEqual({
      q: '',
      sort: 'added',
      order: 'desc',
      type: null,
      readiness: null,
      location: null,
      layout: 'cards',
    });
  });

  it('round-trips a view, leaving defaults out and keeping the tab', () => {
    const view = viewOf(new URLSearchParams('tab=all&q=shiraz&sort=readiness&type=red&location=Rack+B'));
    const params = paramsOf(view, new URLSearchParams('tab=all'));
    expect(params.toString()).toBe('tab=all&q=shiraz&sort=readiness&type=red&location=Rack+B');
    expect(viewOf(params)).toEqual(view);
  });

  it('sorts by location in the By location view', () => {
    expect(viewOf(new URLSearchParams('view=location&sort=name')).sort).toBe('location');
  });

  it('asks the API for the tab: recommendations by source, drunk wines apart', () => {
    const view = viewOf(new URLSearchParams('q=grange'));
    expect(apiQueryOf(view, 'recommendations')).toBe('q=grange&sort=added&order=desc&source=recommendation&drunk=false&limit=48');
    expect(apiQueryOf(view, 'drunk')).toContain('drunk=true');
  });

  it('groups a location by its rack', () => {
    expect(rackOf('Rack B, bin 4')).toBe('Rack B');
    expect(rackOf('Fridge')).toBe('Fridge');
    expect(rackOf('')).toBe('No location');
  });
});

import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_REGIONS, MAP_STATES, MAP_WIDTH, countByRegion, findMapRegion, project } from './region-map';

describe('the wine region map', () => {
  it("draws the guide's 34 regions, 11/6/10/6/1 by state", () => {
    expect(MAP_REGIONS).toHaveLength(34);
    expect(new Set(MAP_REGIONS.map((r) => r.id)).size).toBe(34);
    expect(MAP_STATES.map((state) => MAP_REGIONS.filter((r) => r.state === state).length)).toEqual([11, 6, 10, 6, 1]);
  });

  it('places every region on the map, west to east by longitude', () => {
    for (const region of MAP_REGIONS) {
      const { x, y } = project(region.at);
      expect([region.id, x > 0 && x < MAP_WIDTH && y > 0 && y < MAP_HEIGHT]).toEqual([region.id, true]);
    }
    const x = (id: string) => project(findMapRegion(id)!.at).x;
    expect(x('margaret-river')).toBeLessThan(x('barossa-valley'));
    expect(x('barossa-valley')).toBeLessThan(x('yarra-valley'));
    expect(x('yarra-valley')).toBeLessThan(x('hunter-valley'));
  });

  it('keeps markers far enough apart to press each one', () => {
    const points = MAP_REGIONS.map((r) => ({ id: r.id, ...project(r.at) }));
    const tooClose = points.flatMap((a, i) =>
      points
        .slice(i + 1)
        .filter((b) => Math.hypot(a.x - b.x, a.y - b.y) < 11)
        .map((b) => `${a.id}/${b.id}`),
    );
    expect(tooClose).toEqual([]);
  });

  it('counts the wineries found per region', () => {
    const counts = countByRegion([{ regionId: 'tasmania' }, { regionId: 'tasmania' }, { regionId: 'orange' }]);
    expect(Object.fromEntries(counts)).toEqual({ tasmania: 2, orange: 1 });
    expect(findMapRegion('nowhere')).toBeUndefined();
    expect(findMapRegion(null)).toBeUndefined();
  });
});

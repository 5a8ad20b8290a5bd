// The Winery Explorer's map: a static drawing of Australia and the guide's 34 wine regions
// (docs/product-rules.md#static-content). No map tiles are served offline, so the coastline is a
// simplified outline and each region a marker near its centre; markers in the crowded Adelaide
// cluster are nudged apart so each can be pressed.

export interface MapRegion {
  id: string; // the guide's region id, as search results carry it
  name: string;
  state: string;
  at: readonly [number, number]; // [longitude, latitude] where the marker is drawn
}

export const MAP_STATES = ['South Australia', 'New South Wales', 'Victoria', 'Western Australia', 'Tasmania'] as const;

const SA = 'South Australia';
const NSW = 'New South Wales';
const VIC = 'Victoria';
const WA = 'Western Australia';

export const MAP_REGIONS: readonly MapRegion[] = [
  { id: 'barossa-valley', name: 'Barossa Valley', state: SA, at: [138.95, -34.45] },
  { id: 'mclaren-vale', name: 'McLaren Vale', state: SA, at: [138.45, -35.25] },
  { id: 'clare-valley', name: 'Clare Valley', state: SA, at: [138.6, -33.75] },
  { id: 'adelaide-hills', name: 'Adelaide Hills', state: SA, at: [138.85, -34.95] },
  { id: 'coonawarra', name: 'Coonawarra', state: SA, at: [140.83, -37.29] },
  { id: 'eden-valley', name: 'Eden Valley', state: SA, at: [139.55, -34.6] },
  { id: 'langhorne-creek', name: 'Langhorne Creek', state: SA, at: [139.3, -35.35] },
  { id: 'padthaway', name: 'Padthaway', state: SA, at: [140.5, -36.6] },
  { id: 'riverland', name: 'Riverland', state: SA, at: [140.6, -34.2] },
  { id: 'southern-fleurieu', name: 'Southern Fleurieu', state: SA, at: [138.55, -35.75] },
  { id: 'kangaroo-island', name: 'Kangaroo Island', state: SA, at: [137.3, -35.8] },
  { id: 'hunter-valley', name: 'Hunter Valley', state: NSW, at: [151.3, -32.8] },
  { id: 'mudgee', name: 'Mudgee', state: NSW, at: [149.6, -32.6] },
  { id: 'orange', name: 'Orange', state: NSW, at: [149.1, -33.3] },
  { id: 'canberra-district', name: 'Canberra District', state: NSW, at: [149.1, -35.1] },
  { id: 'riverina', name: 'Riverina', state: NSW, at: [146.1, -34.3] },
  { id: 'hilltops', name: 'Hilltops', state: NSW, at: [148.3, -34.3] },
  { id: 'yarra-valley', name: 'Yarra Valley', state: VIC, at: [145.55, -37.7] },
  { id: 'mornington-peninsula', name: 'Mornington Peninsula', state: VIC, at: [145.05, -38.35] },
  { id: 'rutherglen', name: 'Rutherglen', state: VIC, at: [146.45, -36.0] },
  { id: 'heathcote', name: 'Heathcote', state: VIC, at: [144.7, -36.95] },
  { id: 'goulburn-valley', name: 'Goulburn Valley', state: VIC, at: [145.3, -36.6] },
  { id: 'pyrenees', name: 'Pyrenees', state: VIC, at: [143.4, -37.15] },
  { id: 'grampians', name: 'Grampians', state: VIC, at: [142.7, -37.2] },
  { id: 'alpine-valleys', name: 'Alpine Valleys', state: VIC, at: [146.95, -36.75] },
  { id: 'bendigo', name: 'Bendigo', state: VIC, at: [144.1, -36.65] },
  { id: 'king-valley', name: 'King Valley', state: VIC, at: [146.35, -36.65] },
  { id: 'margaret-river', name: 'Margaret River', state: WA, at: [115.1, -33.9] },
  { id: 'great-southern', name: 'Great Southern', state: WA, at: [117.4, -34.6] },
  { id: 'swan-district', name: 'Swan District', state: WA, at: [116.0, -31.75] },
  { id: 'geographe', name: 'Geographe', state: WA, at: [115.7, -33.35] },
  { id: 'pemberton', name: 'Pemberton', state: WA, at: [116.05, -34.45] },
  { id: 'blackwood-valley', name: 'Blackwood Valley', state: WA, at: [116.35, -33.95] },
  { id: 'tasmania', name: 'Tasmania', state: 'Tasmania', at: [147.0, -42.0] },
];

// Simplified coastlines, [longitude, latitude], clockwise.
const MAINLAND: readonly (readonly [number, number])[] = [
  [142.5, -10.7],
  [143.5, -14.0],
  [145.3, -15.0],
  [145.9, -17.0],
  [146.3, -18.9],
  [148.8, -20.3],
  [150.5, -22.5],
  [151.3, -24.0],
  [153.1, -25.5],
  [153.6, -28.2],
  [153.1, -30.5],
  [152.5, -32.5],
  [151.3, -33.9],
  [150.2, -35.8],
  [150.0, -37.5],
  [148.2, -37.8],
  [146.3, -39.1],
  [144.9, -38.3],
  [143.5, -38.8],
  [141.6, -38.4],
  [140.0, -37.5],
  [139.6, -36.5],
  [138.1, -35.6],
  [138.5, -35.0],
  [138.1, -34.1],
  [137.8, -35.1],
  [137.4, -34.9],
  [137.6, -33.6],
  [137.8, -32.5],
  [136.0, -34.8],
  [135.2, -34.6],
  [134.2, -33.0],
  [132.2, -32.0],
  [129.0, -31.6],
  [126.0, -32.3],
  [123.7, -33.9],
  [121.9, -33.85],
  [119.9, -34.0],
  [117.9, -35.1],
  [116.0, -34.8],
  [115.0, -34.3],
  [115.0, -33.5],
  [115.7, -32.5],
  [115.7, -31.9],
  [115.0, -30.0],
  [114.6, -28.8],
  [113.5, -26.5],
  [113.7, -24.5],
  [113.7, -22.5],
  [116.0, -20.8],
  [118.6, -20.3],
  [121.0, -19.5],
  [122.2, -18.0],
  [123.5, -16.5],
  [125.0, -14.8],
  [126.9, -13.8],
  [128.1, -15.0],
  [129.7, -14.9],
  [130.8, -12.4],
  [132.6, -11.5],
  [136.8, -12.2],
  [135.9, -13.3],
  [135.5, -15.0],
  [137.5, -16.2],
  [139.2, -17.6],
  [140.8, -17.4],
  [141.6, -15.0],
  [141.6, -12.5],
];
const TASMANIA: readonly (readonly [number, number])[] = [
  [144.6, -40.7],
  [146.5, -41.1],
  [148.3, -40.9],
  [148.3, -42.1],
  [147.9, -43.2],
  [146.9, -43.6],
  [145.9, -43.4],
  [145.2, -42.2],
  [144.7, -41.2],
];
const KANGAROO_ISLAND: readonly (readonly [number, number])[] = [
  [136.6, -35.7],
  [137.6, -35.6],
  [138.1, -35.8],
  [137.6, -36.05],
  [136.6, -36.0],
];

// The map shows the south of the continent, where the wine regions are; the north is cut off.
const WEST = 112.5;
const EAST = 154.5;
const NORTH = -24.5;
const SOUTH = -44.2;
const SCALE = 24; // px per degree of longitude
const LAT_SCALE = SCALE / Math.cos((34 * Math.PI) / 180); // equirectangular, true at 34°S

export const MAP_WIDTH = Math.round((EAST - WEST) * SCALE);
export const MAP_HEIGHT = Math.round((SOUTH - NORTH) * -LAT_SCALE);

/** The map point, in SVG units, for a longitude and latitude. */
export function project([lon, lat]: readonly [number, number]): { x: number; y: number } {
  return { x: Math.round((lon - WEST) * SCALE * 10) / 10, y: Math.round((NORTH - lat) * LAT_SCALE * 10) / 10 };
}

function path(points: readonly (readonly [number, number])[]): string {
  return `${points.map((p, i) => `${i ? 'L' : 'M'}${project(p).x},${project(p).y}`).join(' ')} Z`;
}

export const LAND_PATHS = [path(MAINLAND), path(TASMANIA), path(KANGAROO_ISLAND)];

/** How many of the wineries found lie in each region, by region id. */
export function countByRegion(wineries: readonly { regionId: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of wineries) counts.set(w.regionId, (counts.get(w.regionId) ?? 0) + 1);
  return counts;
}

export function findMapRegion(id: string | null): MapRegion | undefined {
  return MAP_REGIONS.find((r) => r.id === id);
}

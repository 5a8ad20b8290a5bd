import type { SavedWine } from '@wine/contracts';
import { bearer } from '../../support/accounts';
import { api } from '../../support/system';

/** The `rel="next"` target of a Link header (RFC 8288), or null on the last page. */
export function nextOf(link: string | undefined): string | null {
  return /<([^>]+)>;\s*rel="next"/.exec(link ?? '')?.[1] ?? null;
}

/** One page of GET /api/cellar: the wines, the total and the next page's path. */
export async function cellarPage(token: string, path = '/api/cellar') {
  const res = await api().get(path).set(bearer(token)).expect(200);
  return { wines: res.body as SavedWine[], total: Number(res.headers['x-total-count']), next: nextOf(res.headers.link) };
}

/** Every wine a query matches, walking its pages by their Link headers. */
export async function wholeCellar(token: string, path = '/api/cellar?limit=100'): Promise<SavedWine[]> {
  const wines: SavedWine[] = [];
  for (let next: string | null = path; next;) {
    const page = await cellarPage(token, next);
    wines.push(...page.wines);
    next = page.next;
  }
  return wines;
}

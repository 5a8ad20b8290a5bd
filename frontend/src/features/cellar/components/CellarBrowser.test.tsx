import { screen, within } from '@testing-library/react';
import type { SavedWine } from '@wine/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedInState } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';
import { savedWine } from '../../../../../tests/system/cellar/cellar-items';
import { CellarBrowser } from './CellarBrowser';

const WINES: SavedWine[] = [
  savedWine({ id: 'a', wineName: 'Clonakilla Shiraz Viognier', location: 'Rack B, bin 1' }),
  savedWine({ id: 'b', wineName: 'Jasper Hill Georgia’s Paddock', location: 'Rack B, bin 2' }),
  savedWine({ id: 'c', wineName: 'Wendouree Shiraz', location: 'Rack A' }),
];

const page = (wines: SavedWine[], next: string | null) =>
  new Response(JSON.stringify(wines), {
    status: 200,
    headers: {
      'Content-Type': 'application/json',
      'X-Total-Count': String(WINES.length),
      ...(next ? { Link: `</api/cellar?type=red&cursor=${next}>; rel="next"` } : {}),
    },
  });

const noop = () => undefined;

describe('the cellar list', () => {
  it('asks for the view in the URL, loads more by the Link header and selects wines for bulk actions', async () => {
    const api = fakeApi({
      'GET /cellar': (call) => (call.search.includes('cursor=abc') ? page(WINES.slice(2), null) : page(WINES.slice(0, 2), 'abc')),
    });
    const { user } = renderWithStore(
      <CellarBrowser tab="all" emptyText="none" removing={null} onRemove={noop} onEdit={noop} onOpen={noop} />,
      { preloadedState: signedInState(), route: '/cellar?type=red&location=Rack+B' },
    );
    expect(await screen.findByText('Showing 2 of 3 wines')).toBeInTheDocument();
    const first = new URLSearchParams(api.callsTo('GET', '/cellar')[0].search);
    expect(Object.fromEntries(first)).toMatchObject({
      type: 'red',
      location: 'Rack B',
      drunk: 'false',
      limit: '48',
      sort: 'added',
    });
    expect(screen.getByRole('button', { name: 'Type: Red' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('3 wines')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Clonakilla Shiraz Viognier' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Wendouree Shiraz' }));
    const bar = screen.getByRole('region', { name: 'Selected wines' });
    expect(within(bar).getByText('2 wines selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete 2 wines?' })).toBeInTheDocument();
  });

  it('groups the wines by rack in the By location view, sorting by location', async () => {
    const api = fakeApi({ 'GET /cellar': () => page(WINES, null) });
    renderWithStore(<CellarBrowser tab="all" emptyText="none" removing={null} onRemove={noop} onEdit={noop} onOpen={noop} />, {
      preloadedState: signedInState(),
      route: '/cellar?view=location',
    });
    expect(await screen.findByRole('region', { name: 'Rack B' })).toHaveTextContent('2 wines');
    expect(screen.getByRole('region', { name: 'Rack A' })).toBeInTheDocument();
    expect(new URLSearchParams(api.calls[0].search).get('sort')).toBe('location');
  });
});

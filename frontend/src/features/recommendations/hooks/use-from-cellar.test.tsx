import { screen } from '@testing-library/react';
import type { UploadAnalysis } from '@wine/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedInState } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';
import { savedWine, uploadAnalysis } from '../../../../../tests/system/cellar/cellar-items';
import { useFromCellar } from './use-from-cellar';

// "From my cellar" (docs/product-rules.md#from-my-cellar): the switch shows whenever the cellar has a
// bottle left of any source, a member whose cellar is only analysed bottles included.
function Switch() {
  const { control } = useFromCellar();
  return <p>{control ? 'switch shown' : 'no switch'}</p>;
}

const json = (body: unknown, total: number) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });

const noSaved = () => json([], 0);
const uploads = (list: UploadAnalysis[]) => () => json(list, list.length);

describe('the From my cellar switch', () => {
  it('shows for a cellar of analysed bottles only', async () => {
    fakeApi({ 'GET /cellar': noSaved, 'GET /uploads': uploads([uploadAnalysis({ quantity: 2 })]) });
    renderWithStore(<Switch />, { preloadedState: signedInState() });
    expect(await screen.findByText('switch shown')).toBeInTheDocument();
  });

  it('shows for a saved wine with a bottle left, without asking for the photos', async () => {
    const api = fakeApi({ 'GET /cellar': () => json([savedWine()], 1), 'GET /uploads': uploads([]) });
    renderWithStore(<Switch />, { preloadedState: signedInState() });
    expect(await screen.findByText('switch shown')).toBeInTheDocument();
    expect(api.callsTo('GET', '/uploads')).toHaveLength(0);
  });

  it('stays hidden when every bottle, saved or analysed, is drunk', async () => {
    const api = fakeApi({ 'GET /cellar': noSaved, 'GET /uploads': uploads([uploadAnalysis({ quantity: 0 })]) });
    renderWithStore(<Switch />, { preloadedState: signedInState() });
    await expect.poll(() => api.callsTo('GET', '/uploads').length).toBe(1);
    expect(screen.getByText('no switch')).toBeInTheDocument();
  });
});

import { savedWine, uploadAnalysis } from '../../../../tests/system/cellar/cellar-items';
import { pairingItems } from './pairing-items';

describe('the bottles From my cellar ranks', () => {
  it('sends only items with bottles left, each with its drinking-plan readiness', () => {
    const items = pairingItems(
      [
        savedWine({ id: 'ready', catalogueWineId: 'vic-tahbilk-shiraz', vintage: '2019', quantity: 3, location: 'Rack A' }),
        savedWine({ id: 'young', catalogueWineId: 'sa-penfolds-grange', vintage: '2022', quantity: 1 }),
        savedWine({ id: 'drunk', quantity: 0 }),
        savedWine({ id: 'no-vintage', vintage: null, quantity: 2 }),
      ],
      [uploadAnalysis({ id: 'label', quantity: 1, producer: null, vintage: '' }), uploadAnalysis({ id: 'gone', quantity: 0 })],
      2026,
    );
    expect(items.map((i) => i.id)).toEqual(['ready', 'no-vintage', 'young', 'label']);
    expect(items.find((i) => i.id === 'ready')).toMatchObject({ readiness: 'drinkNow', location: 'Rack A', kind: 'saved' });
    expect(items.find((i) => i.id === 'young')?.readiness).toBe('hold');
    expect(items.find((i) => i.id === 'no-vintage')?.readiness).toBeNull();
    expect(items.find((i) => i.id === 'label')).toMatchObject({ kind: 'upload', producer: '', vintage: null, readiness: null });
  });
});

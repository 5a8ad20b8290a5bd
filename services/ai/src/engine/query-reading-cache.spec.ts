import { registerProducers, understandQuery } from './query-understanding';
import { PRODUCERS } from './catalogue';

// A query's reading depends only on its words (and the producers we list): it is read once and kept
// (docs/architecture.md#data-ownership, "What a search costs"); each caller gets a copy of its own.
describe('understandQuery kept readings', () => {
  afterEach(() => registerProducers(PRODUCERS));

  it('reads the same words the same way, and each caller may change its copy freely', () => {
    const first = understandQuery('a Barossa Shiraz under $40 for a barbecue');
    first.budget!.max = 999;
    first.varieties.push('riesling');
    const second = understandQuery('a Barossa Shiraz under $40 for a barbecue');
    expect(second).not.toBe(first);
    expect(second.budget!.max).toBe(40);
    expect(second.varieties).toEqual(['shiraz']);
  });

  it('keys on the whole text: other words are read afresh', () => {
    expect(understandQuery('a Barossa Shiraz').regions).toEqual(['barossa-valley']);
    expect(understandQuery('a Barossa Shiraz, not from South Australia').exclude.states).toEqual(['South Australia']);
    expect(understandQuery('a barossa shiraz').regions).toEqual(['barossa-valley']);
  });

  it('forgets what it kept when the producers it recognises change', () => {
    expect(understandQuery('something from Zzyzx Cellars').producers).toEqual([]);
    registerProducers([...PRODUCERS, 'Zzyzx Cellars']);
    expect(understandQuery('something from Zzyzx Cellars').producers).toEqual(['Zzyzx Cellars']);
  });
});

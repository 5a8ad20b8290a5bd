import { describe, expect, it } from 'vitest';
import { savedWine } from '../../../../tests/system/cellar/cellar-items';
import { selectionCsv } from './selection-csv';

describe('the selection as CSV', () => {
  it('has a header and a line a wine, quoting commas and keeping formulas as text', () => {
    const csv = selectionCsv([
      savedWine({ wineName: 'Penfolds Grange', producer: 'Penfolds', vintage: '2016', quantity: 2, location: 'Rack B, bin 4' }),
      savedWine({ wineName: '=HYPERLINK("x")', vintage: null }),
    ]);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Wine,Producer,Type,Region,Grape,Vintage,Quantity,Size (ml),Location,Purchase price (AUD),Purchase date,Notes',
    );
    expect(lines[1]).toBe('Penfolds Grange,Penfolds,Red Wine,Barossa Valley,,2016,2,750,"Rack B, bin 4",,,');
    expect(lines[2].startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
    expect(lines).toHaveLength(3);
  });
});

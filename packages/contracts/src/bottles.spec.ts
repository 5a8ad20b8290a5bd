import { openBottleSchema, TASTING_NOTE_MAX, updateBottleSchema } from './bottles';

const problem = (schema: typeof updateBottleSchema | typeof openBottleSchema, body: unknown) => {
  const result = schema.safeParse(body);
  return result.success ? null : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
};

describe('bottle facts', () => {
  it('accepts any of the facts and rounds a price to cents', () => {
    expect(updateBottleSchema.parse({ quantity: 6, purchasePrice: 42.499, location: ' Rack B, row 3 ', size: 1500 })).toEqual({
      quantity: 6,
      purchasePrice: 42.5,
      location: 'Rack B, row 3',
      size: 1500,
    });
    expect(updateBottleSchema.parse({ purchasePrice: null, purchaseDate: '2025-12-01' })).toEqual({
      purchasePrice: null,
      purchaseDate: '2025-12-01',
    });
  });

  it('takes what the member knows of the wine: a vintage (a year or NV; empty clears it), name, producer, region', () => {
    expect(updateBottleSchema.parse({ vintage: 2018, wineName: ' Grange ', producer: 'Penfolds', region: 'Barossa' })).toEqual({
      vintage: '2018',
      wineName: 'Grange',
      producer: 'Penfolds',
      region: 'Barossa',
    });
    expect(updateBottleSchema.parse({ vintage: 'nv' })).toEqual({ vintage: 'NV' });
    expect(updateBottleSchema.parse({ vintage: '' })).toEqual({ vintage: null });
    expect(problem(updateBottleSchema, { vintage: '18' })).toMatch(/^vintage: vintage must be a year/);
    expect(problem(updateBottleSchema, { vintage: 2999 })).toMatch(/^vintage: /);
    expect(problem(updateBottleSchema, { wineName: '  ' })).toMatch(/^wineName: wineName must not be empty/);
  });

  it.each([
    [{ quantity: -1 }, 'quantity'],
    [{ quantity: 1000 }, 'quantity'],
    [{ quantity: 1.5 }, 'quantity'],
    [{ quantity: '3' }, 'quantity'],
    [{ purchasePrice: -5 }, 'purchasePrice'],
    [{ purchaseDate: '01/12/2025' }, 'purchaseDate'],
    [{ size: 700 }, 'size'],
    [{ location: 'x'.repeat(201) }, 'location'],
    [{}, 'Nothing to update'],
  ])('refuses %j naming %s', (body, field) => {
    expect(problem(updateBottleSchema, body)).toContain(field);
  });
});

describe('a tasting entry', () => {
  it('needs only the date', () => {
    expect(openBottleSchema.parse({ date: '2026-11-20' })).toEqual({
      date: '2026-11-20',
      stars: null,
      points: null,
      note: '',
      occasion: '',
      withWhom: '',
    });
  });

  it.each([
    [{}, 'date'],
    [{ date: '2026-02-30' }, 'date'],
    [{ date: '2026-11-20', stars: 6 }, 'stars'],
    [{ date: '2026-11-20', points: 101 }, 'points'],
    [{ date: '2026-11-20', stars: 4, points: 90 }, 'not both'],
    [{ date: '2026-11-20', occasion: 'x'.repeat(201) }, 'occasion'],
  ])('refuses %j naming %s', (body, field) => {
    expect(problem(openBottleSchema, body)).toContain(field);
  });
});

describe('the tasting journal stays bounded (docs/product-rules.md#tasting-journal)', () => {
  it('drops control characters from a note and keeps line breaks and tabs', () => {
    const body = openBottleSchema.parse({
      date: '2026-03-01',
      note: 'Plum\u0000\u0007 and\r\nspice\u001b\u200e\tend\u0085',
      occasion: '\uD800x',
    });
    expect(body.note).toBe('Plum and\nspice\u200e\tend');
    expect(body.occasion).toBe('x');
  });

  it('refuses a note longer than the tasting note limit, naming it', () => {
    expect(problem(openBottleSchema, { date: '2026-03-01', note: 'x'.repeat(TASTING_NOTE_MAX + 1) })).toMatch(
      /^note: note must be at most 2000/,
    );
    expect(problem(openBottleSchema, { date: '2026-03-01', note: `${'x'.repeat(TASTING_NOTE_MAX)}\u0000\u0000` })).toBeNull();
  });
});

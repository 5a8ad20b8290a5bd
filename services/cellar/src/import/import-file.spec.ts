import { IMPORT_MAX_ROWS } from '@wine/contracts';
import { parseCsv } from './csv';
import { ImportFileError, readImportFile } from './import-file';

// Sample files as the two apps write them, made here (no fixtures on disk).
const CT_HEADER = 'iWine,Type,Vintage,Wine,Producer,Varietal,Region,Quantity,Location,Bin,Price,BeginConsume,EndConsume';
const cellarTracker = (...rows: string[]) => [CT_HEADER, ...rows].join('\n');
const VIVINO_HEADER = 'Winery,Wine name,Vintage,Region,Country,Wine type,Your rating,Your review,Scan date';
const vivino = (...rows: string[]) => [VIVINO_HEADER, ...rows].join('\n');

const failure = async (csv: string) => {
  try {
    await readImportFile(csv, 2026);
  } catch (err) {
    expect(err).toBeInstanceOf(ImportFileError);
    return (err as Error).message;
  }
  throw new Error('read without an error');
};

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes, line breaks in quotes, a BOM and Windows line ends (made one kind)', async () => {
    const text = '\uFEFFa,b,c\r\n"Rack B, row 3","say ""cheers""","two\r\nlines"\r\n\r\nlast,,\r\n';
    expect(await parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['Rack B, row 3', 'say "cheers"', 'two\nlines'] },
      { line: 5, fields: ['last', '', ''] },
    ]);
  });

  it('names the line of a row with too many columns, and of one too long', async () => {
    await expect(parseCsv(`a,b\n1,2\n${'x,'.repeat(200)}x\n`)).rejects.toThrow('Line 3: a row has more than 200 columns');
    await expect(parseCsv(`a,b\n1,2\n3,4\n"${'x'.repeat(70_000)}",5\n`)).rejects.toThrow(
      /^Line 4: a row is longer than 65,536 characters/,
    );
  });

  it('stops reading after the records it was asked for', async () => {
    const many = `a\n${'1\n'.repeat(100_000)}`;
    expect(await parseCsv(many, 3)).toHaveLength(3);
  });

  it('names the line of a quote never closed', async () => {
    await expect(parseCsv('a,b\n1,2\n"open,3\n')).rejects.toThrow('Line 3: a quoted field is never closed');
  });
});

describe('readImportFile', () => {
  it('reads a CellarTracker "My Cellar" export, quoted commas, BOM and CRLF included', async () => {
    const csv =
      '\uFEFF' +
      cellarTracker(
        '123,Red,2016,Penfolds Grange,Penfolds,Shiraz,South Australia,2,"Rack B, row 3",7,"$1,150.00",2030,2060',
        '124,White,NV,"Seppelt Salinger, Méthode Traditionnelle",Seppelt,Pinot Noir,Victoria,1,Fridge,,45,,',
        '125,Red,1001,Garage Red,My Garage,Shiraz Blend,,12,,,,,',
        '126,Red,,Yangarra Estate Old Vine Grenache,Yangarra Estate,Grenache,McLaren Vale,0,,,,,',
      ).replace(/\n/g, '\r\n');
    const { format, rows } = await readImportFile(csv, 2026);
    expect(format).toBe('cellartracker');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      line: 2,
      producer: 'Penfolds',
      wineName: 'Penfolds Grange',
      wineType: 'Red Wine',
      varietal: 'Shiraz',
      region: 'South Australia',
      vintage: '2016',
      quantity: 2,
      purchasePrice: 1150,
      purchaseDate: null,
      location: 'Rack B, row 3, 7',
      rating: '',
      notes: '',
      // BeginConsume/EndConsume are the window the member chose
      yourWindow: { start: 2030, end: 2060 },
    });
    expect(rows[1]).toMatchObject({ wineName: 'Seppelt Salinger, Méthode Traditionnelle', vintage: 'NV', location: 'Fridge' });
    // CellarTracker writes 1001 for a non-vintage wine; the producer leads a name that lacks it
    expect(rows[2]).toMatchObject({
      line: 4,
      wineName: 'My Garage Garage Red',
      vintage: 'NV',
      quantity: 12,
      wineType: 'Red Wine',
    });
    expect(rows[3]).toMatchObject({ vintage: null, quantity: 0 });
  });

  it('reads a Vivino export: winery and wine name, rating and review', async () => {
    const { format, rows } = await readImportFile(
      vivino(
        'Penfolds,Bin 389 Cabernet Shiraz,2019,South Australia,Australia,Red,4.5,"Big, plush, long",2024-03-01 18:22:10',
        'Jansz,Premium Cuvée,NV,Tasmania,Australia,Sparkling,,,2024-05-01 10:00:00',
      ),
      2026,
    );
    expect(format).toBe('vivino');
    expect(rows[0]).toMatchObject({
      line: 2,
      producer: 'Penfolds',
      wineName: 'Penfolds Bin 389 Cabernet Shiraz',
      wineType: 'Red Wine',
      vintage: '2019',
      quantity: 1,
      rating: '4.5/5',
      notes: 'Big, plush, long',
    });
    expect(rows[1]).toMatchObject({ wineName: 'Jansz Premium Cuvée', wineType: 'Sparkling Wine', vintage: 'NV', rating: '' });
  });

  it('infers the type from the grape when the file has no Type or Color column (a blend by its first grape)', async () => {
    const header = 'iWine,Vintage,Wine,Producer,Varietal,Region,Quantity';
    const { rows } = await readImportFile(
      [
        header,
        '1,2018,Hermitage,Chapoutier,Syrah,Rhône,1',
        '2,2016,Barolo,Vietti,Nebbiolo,Piedmont,1',
        '3,2021,Savagnin,Crittenden,Savagnin,Mornington Peninsula,1',
        "4,2023,Fiano,Oliver's Taranga,Fiano,McLaren Vale,1",
        '5,2020,GSM,Yalumba,Grenache-Shiraz-Mourvèdre,Barossa,1',
        '6,2020,Shiraz Viognier,Clonakilla,,Canberra,1',
        '7,2020,Estate Red,Someone,,,1',
      ].join('\n'),
      2026,
    );
    expect(rows.map((r) => r.wineType)).toEqual([
      'Red Wine',
      'Red Wine',
      'White Wine',
      'White Wine',
      'Red Wine',
      'Red Wine',
      'Unknown',
    ]);
  });

  it('takes BeginConsume/EndConsume as a window only when both years are given (9999 is no end)', async () => {
    const { rows } = await readImportFile(
      cellarTracker(
        '1,Red,2018,A,P,Shiraz,,1,,,,2024,',
        '2,Red,2018,B,P,Shiraz,,1,,,,,2030',
        '3,Red,2018,C,P,Shiraz,,1,,,,2025,9999',
      ),
      2026,
    );
    expect(rows.map((r) => r.yourWindow)).toEqual([null, null, null]);
    expect(await failure(cellarTracker('1,Red,2018,A,P,Shiraz,,1,,,,2030,2024'))).toBe(
      'Line 2: EndConsume must not be before BeginConsume',
    );
  });

  it('refuses a bad row with its line number and the reason', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => `${i},Red,2018,Wine ${i},Producer,Shiraz,,1,,,,,`);
    expect(await failure(cellarTracker(...rows, '9,Red,2018,Bad,Producer,Shiraz,,1.5,,,,,'))).toBe(
      'Line 7: Quantity must be a whole number from 0 to 999',
    );
    expect(await failure(cellarTracker('1,Red,2018,Wine,P,Shiraz,,1000,,,,,'))).toBe(
      'Line 2: Quantity must be a whole number from 0 to 999',
    );
    expect(await failure(cellarTracker('1,Red,18,Wine,P,Shiraz,,1,,,,,'))).toBe(
      'Line 2: Vintage must be a year from 1800 to 2027, or NV',
    );
    expect(await failure(cellarTracker('1,Red,2018,Wine,P,Shiraz,,1,,,ten,,'))).toBe(
      'Line 2: Price must be an amount in AUD from 0 to 100000',
    );
    expect(await failure(cellarTracker('1,Red,2018,,P,Shiraz,,1,,,,,'))).toBe('Line 2: Wine is empty');
    expect(await failure(vivino(',,2018,,,Red,4,,'))).toBe('Line 2: Winery and Wine name are both empty');
    expect(await failure(vivino('W,N,2018,,,Red,7,,'))).toBe('Line 2: Your rating must be a number of stars from 1 to 5');
  });

  it('refuses a file that is neither export, an empty one, and one over the row limit', async () => {
    expect(await failure('Name,Year\nGrange,2016')).toMatch(/^Line 1: this is not a CellarTracker or Vivino export/);
    expect(await failure('')).toMatch(/^Line 1: /);
    expect(await failure(CT_HEADER + '\r\n')).toBe('Line 2: the file has no wines under its header');
    const many = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `${i},Red,2018,Wine ${i},P,Shiraz,,1,,,,,`);
    expect(await failure(cellarTracker(...many))).toBe(
      `The file has more than ${IMPORT_MAX_ROWS} wines: split it and import each part`,
    );
  });
});

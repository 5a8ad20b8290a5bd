import { partRunTogether } from './run-together';

describe('words OCR ran together', () => {
  it('parts a vintage and a name, two capitalised words, a state run into its region and a grape run into the next column', () => {
    expect(partRunTogether('2015Yellowbox Fiano $15|$67')).toBe('2015 Yellowbox Fiano $15|$67');
    expect(partRunTogether('2023 MountPleasant Elizabeth Semillon')).toBe('2023 Mount Pleasant Elizabeth Semillon');
    expect(partRunTogether('Turkey FlatShiraz Fiano2015')).toBe('Turkey Flat Shiraz Fiano 2015');
    expect(partRunTogether('King ValleyC')).toBe('King Valley C');
    expect(partRunTogether('NV Sam Miranda Proseccoxing Valley 11 55')).toBe('NV Sam Miranda Prosecco xing Valley 11 55');
    expect(partRunTogether('Blackwattle Te mpranillo Graciano 2015 12·51')).toBe('Blackwattle Tempranillo Graciano 2015 12·51');
    expect(partRunTogether('PETERLEHMANN Portrait Riesling 2020 11|49')).toBe('PETER LEHMANN Portrait Riesling 2020 11|49');
  });
  it("keeps names printed so ('TarraWarra', 'McLaren', 'DeBortoli'), a grape's own longer name and a list's abbreviations", () => {
    for (const text of [
      'TarraWarra Estate Chardonnay',
      'Larkhill Grüner Veltliner',
      'Grosset Springvale',
      'McLaren Vale',
      'DeBortoli Noble One',
      'Pinotage',
      'GSM',
      'NV Brut',
    ])
      expect(partRunTogether(text)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { analysisSummary, checkWinePhoto, confidenceLevel, windowYears } from './upload-checks';

describe('checkWinePhoto', () => {
  it("titles a non-image 'Invalid File Type' and an oversized one 'File Too Large'", () => {
    expect(checkWinePhoto({ type: 'application/pdf', size: 10 })).toEqual({
      title: 'Invalid File Type',
      description: 'Please upload an image file (JPG, PNG, or WebP).',
    });
    expect(checkWinePhoto({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toEqual({
      title: 'File Too Large',
      description: 'Please upload an image smaller than 10MB.',
    });
    expect(checkWinePhoto({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
  });
});

describe('confidenceLevel', () => {
  it('is high from 85%, medium from 60%', () => {
    expect([0.95, 0.85, 0.84, 0.6, 0.59, 0].map(confidenceLevel)).toEqual(['high', 'high', 'medium', 'medium', 'low', 'low']);
  });
});

describe('windowYears', () => {
  it('reads plain years and refuses edited free text', () => {
    expect(
      windowYears({ optimalDrinkingStart: '2020', optimalDrinkingEnd: '2030', peakYearsStart: '2023', peakYearsEnd: '2027' }),
    ).toEqual({
      start: 2020,
      end: 2030,
      peakStart: 2023,
      peakEnd: 2027,
    });
    expect(
      windowYears({ optimalDrinkingStart: 'now', optimalDrinkingEnd: '2030', peakYearsStart: '2023', peakYearsEnd: '2027' }),
    ).toBeNull();
  });
});

describe('analysisSummary', () => {
  it('identifies a catalogue wine, and only reads a label we do not know', () => {
    expect(analysisSummary({ catalogueWineId: 'sa-penfolds-bin-28-shiraz', wineName: 'Penfolds Bin 28' })).toBe(
      'We identified Penfolds Bin 28.',
    );
    expect(analysisSummary({ catalogueWineId: null, wineName: 'Tallowwood Hollow Estate Fiano' })).toBe(
      'We read this label: Tallowwood Hollow Estate Fiano.',
    );
  });
});

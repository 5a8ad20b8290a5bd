import { describe, expect, it } from 'vitest';
import { downscaledSize, downscalePhoto } from './downscale-photo';

describe('photo downscaling', () => {
  it('scales a 12 MP photo to about 2 MP, keeping its shape', () => {
    const { width, height } = downscaledSize(4000, 3000);
    expect(width * height).toBeLessThanOrEqual(2_000_000);
    expect(width * height).toBeGreaterThan(1_995_000);
    expect(width / height).toBeCloseTo(4 / 3, 2);
  });

  it('leaves a photo within 2 MP as it is', () => {
    expect(downscaledSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
  });

  it('returns a file that is not an image unchanged', async () => {
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await downscalePhoto(file)).toBe(file);
  });
});

import sharp from 'sharp';
import { prepareLabel } from './preprocess';

/** A 400 × 200 picture, dark on its left quarter, stored sideways with the EXIF orientation that shows it upright. */
async function sidewaysPhoto(orientation: 6 | 8): Promise<Buffer> {
  const upright = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#f0f0f0' } })
    .composite([{ input: { create: { width: 100, height: 200, channels: 3, background: '#101010' } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
  // the sensor's pixels are turned; the orientation tag turns them back when shown
  return sharp(upright)
    .rotate(orientation === 6 ? 270 : 90)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .toBuffer();
}

const meanOf = async (image: Buffer, left: number, width: number) => {
  const { height } = await sharp(image).metadata();
  // stats() reads its input: the region is cut out first
  const region = await sharp(image).extract({ left, top: 0, width, height: height! }).png().toBuffer();
  const { channels } = await sharp(region).stats();
  return channels[0].mean;
};

describe('prepareLabel', () => {
  it.each([6, 8] as const)('turns a photo upright by its EXIF orientation %i before anything reads it', async (orientation) => {
    const prepared = await prepareLabel(await sidewaysPhoto(orientation), 50_000_000);
    // upright: wider than tall, the dark quarter on the left (scaled up to the recogniser's minimum)
    expect(prepared.width).toBeGreaterThan(prepared.height);
    expect(await meanOf(prepared.image, 0, Math.round(prepared.width * 0.2))).toBeLessThan(60);
    expect(await meanOf(prepared.image, Math.round(prepared.width * 0.5), Math.round(prepared.width * 0.4))).toBeGreaterThan(200);
  });

  it('zooms into a region of the upright photo, and turns the frame a quarter clockwise on request', async () => {
    const prepared = await prepareLabel(await sidewaysPhoto(6), 50_000_000);
    const zoomed = await prepared.zoom({ left: 0, top: 0, width: prepared.width / 2, height: prepared.height });
    expect(zoomed.deblurred).toBe(false);
    expect(await meanOf(zoomed.image, 0, Math.round(zoomed.width * 0.3))).toBeLessThan(60);
    const turned = await prepared.turned();
    const { width, height } = await sharp(turned).metadata();
    expect([width, height]).toEqual([prepared.height, prepared.width]);
    // the dark left quarter is now along the top
    const top = await sharp(turned).extract({ left: 0, top: 0, width: width!, height: 40 }).png().toBuffer();
    expect((await sharp(top).stats()).channels[0].mean).toBeLessThan(60);
  });
});

// A 12 MP phone photo is several megabytes: on a slow mobile link that is a long wait. Photos are
// scaled in the browser to about 2 MP (plenty for a label, a plate or a wine list) as a JPEG, turned
// upright from their EXIF orientation. The server still accepts the original size.
export const DOWNSCALE_TARGET_PIXELS = 2_000_000;
const JPEG_QUALITY = 0.85;

/** The size to draw a width × height photo at: unchanged when within the target. */
export function downscaledSize(
  width: number,
  height: number,
  target = DOWNSCALE_TARGET_PIXELS,
): { width: number; height: number } {
  if (width * height <= target) return { width, height };
  const scale = Math.sqrt(target / (width * height));
  return { width: Math.floor(width * scale), height: Math.floor(height * scale) };
}

/** The photo to upload: scaled down when large; the original when small, not an image, or not decodable here. */
export async function downscalePhoto(file: File): Promise<File> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    // 'from-image' applies the EXIF orientation, so a portrait shot stays portrait
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const size = downscaledSize(bitmap.width, bitmap.height);
  if (size.width === bitmap.width && size.height === bitmap.height) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) return file;
  const name = file.name.replace(/\.[^.]+$/, '') + '.jpg';
  return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
}

import { sniffImageFormat } from './images';

describe('sniffImageFormat', () => {
  it('recognises JPEG, PNG and WebP by their magic bytes', () => {
    expect(sniffImageFormat(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageFormat(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageFormat(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
  });

  it('rejects anything else, whatever its name claims', () => {
    expect(sniffImageFormat(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageFormat(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffImageFormat(new Uint8Array())).toBeNull();
    expect(sniffImageFormat(new TextEncoder().encode('RIFF\0\0\0\0WAVE'))).toBeNull();
  });
});

import { sniffAudioFormat } from './transcribe';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('sniffAudioFormat', () => {
  it('recognises the containers browsers record and common audio files', () => {
    expect(sniffAudioFormat(bytes('RIFF\0\0\0\0WAVEfmt '))).toBe('wav');
    expect(sniffAudioFormat(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('webm');
    expect(sniffAudioFormat(bytes('OggS\0\u0002'))).toBe('ogg');
    expect(sniffAudioFormat(bytes('\0\0\0\u0018ftypM4A '))).toBe('mp4');
    expect(sniffAudioFormat(bytes('fLaC\0\0\0\u0022'))).toBe('flac');
    expect(sniffAudioFormat(bytes('ID3\u0004\0'))).toBe('mp3');
    expect(sniffAudioFormat(Uint8Array.from([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
  });

  it('rejects images, text and empty input', () => {
    expect(sniffAudioFormat(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(sniffAudioFormat(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBeNull();
    expect(sniffAudioFormat(bytes('{"hello": "world"}'))).toBeNull();
    expect(sniffAudioFormat(new Uint8Array())).toBeNull();
  });
});

import { z } from 'zod';

// Voice search's server fallback: POST /api/transcribe, multipart field `audio`,
// for browsers without the Web Speech API. Premium only, like voice search itself (docs/product-rules.md#premium-features).

export const MAX_AUDIO_BYTES = 2 * 1024 * 1024;
export const MAX_AUDIO_SECONDS = 15;

export const VOICE_SEARCH_UNSUPPORTED_MESSAGE = 'Voice search is not supported in this browser. Try Chrome, Safari, or Edge.';
export const VOICE_SEARCH_PREMIUM_MESSAGE = 'Upgrade to Premium to use voice search';
export const AUDIO_REQUIRED_MESSAGE = 'audio: please record a voice clip';
export const INVALID_AUDIO_MESSAGE = 'Please send an audio clip (WAV, WebM, Ogg, MP4, MP3 or FLAC).';
export const AUDIO_TOO_LARGE_MESSAGE = 'Voice clips must be smaller than 2 MB.';
export const AUDIO_TOO_LONG_MESSAGE = `Voice clips must be ${MAX_AUDIO_SECONDS} seconds or shorter.`;
export const TRANSCRIPTION_UNAVAILABLE_MESSAGE = 'Voice transcription is temporarily unavailable';

export const AUDIO_FORMATS = ['wav', 'webm', 'ogg', 'mp4', 'mp3', 'flac'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];

const ascii = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.slice(from, to));

/** The container of an audio clip by its magic bytes (what MediaRecorder and recorders write), or null. */
export function sniffAudioFormat(head: Uint8Array): AudioFormat | null {
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return 'wav';
  // EBML header: Matroska/WebM (Chrome, Edge, Firefox)
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  if (head.length >= 4 && ascii(head, 0, 4) === 'OggS') return 'ogg';
  // ISO BMFF (Safari records audio/mp4)
  if (head.length >= 8 && ascii(head, 4, 8) === 'ftyp') return 'mp4';
  if (head.length >= 4 && ascii(head, 0, 4) === 'fLaC') return 'flac';
  // an ID3 tag, or an MPEG audio frame sync
  if (head.length >= 3 && ascii(head, 0, 3) === 'ID3') return 'mp3';
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe6) === 0xe2) return 'mp3';
  return null;
}

/** 200 of POST /api/transcribe: what was said ('' when nothing was), and the clip's length. */
export const transcriptionSchema = z.object({
  text: z.string(),
  durationSeconds: z.number().min(0),
});
export type Transcription = z.infer<typeof transcriptionSchema>;

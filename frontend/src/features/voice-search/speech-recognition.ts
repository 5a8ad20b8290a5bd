// The Web Speech API's recognition interface, which TypeScript's DOM library does not declare, and
// the pieces of the recording fallback that can be decided without a browser.

export interface SpeechRecognitionAlternativeLike {
  transcript: string;
}
export interface SpeechRecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: SpeechRecognitionAlternativeLike;
}
export interface SpeechRecognitionEventLike {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: SpeechRecognitionResultLike };
}
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's recognition class (Chrome, Edge and Safari prefix it), or null where there is none. */
export function speechRecognitionOf(win: object): SpeechRecognitionConstructor | null {
  const w = win as { SpeechRecognition?: SpeechRecognitionConstructor; webkitSpeechRecognition?: SpeechRecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** What one recognition event adds: the final text, if the utterance ended, and the words heard so far. */
export function readRecognition(event: SpeechRecognitionEventLike): { final: string; interim: string } {
  let final = '';
  let interim = '';
  for (let i = event.resultIndex; i < event.results.length; i++) {
    const result = event.results[i];
    if (result.isFinal) final += result[0].transcript;
    else interim += result[0].transcript;
  }
  return { final: final.trim(), interim: interim.trim() };
}

// What MediaRecorder can write that the speech server decodes: Chrome, Edge and Firefox record
// WebM or Ogg with Opus, Safari MP4 with AAC.
const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

/** The first recording type the browser supports, or undefined to let it choose. */
export function pickRecordingType(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDING_TYPES.find((type) => isTypeSupported(type));
}

/** A file name whose extension matches the recording, for the multipart upload. */
export function clipFileName(mimeType: string): string {
  const ext = /ogg/.test(mimeType) ? 'ogg' : /mp4|aac|m4a/.test(mimeType) ? 'm4a' : /wav/.test(mimeType) ? 'wav' : 'webm';
  return `voice-search.${ext}`;
}

import { describe, expect, it } from 'vitest';
import {
  clipFileName,
  pickRecordingType,
  readRecognition,
  speechRecognitionOf,
  type SpeechRecognitionEventLike,
} from './speech-recognition';

const result = (transcript: string, isFinal: boolean) => Object.assign([{ transcript }], { isFinal });
const event = (resultIndex: number, ...results: ReturnType<typeof result>[]): SpeechRecognitionEventLike => ({
  resultIndex,
  results,
});

describe('speechRecognitionOf', () => {
  it('finds the standard or the webkit-prefixed class, or none', () => {
    class Recognition {}
    expect(speechRecognitionOf({ SpeechRecognition: Recognition })).toBe(Recognition);
    expect(speechRecognitionOf({ webkitSpeechRecognition: Recognition })).toBe(Recognition);
    expect(speechRecognitionOf({})).toBeNull();
  });
});

describe('readRecognition', () => {
  it('shows interim words until the utterance is final', () => {
    expect(readRecognition(event(0, result('barossa', false)))).toEqual({ final: '', interim: 'barossa' });
    expect(readRecognition(event(0, result('Barossa Shiraz under $30 ', true)))).toEqual({
      final: 'Barossa Shiraz under $30',
      interim: '',
    });
  });

  it('reads only the results this event added', () => {
    expect(readRecognition(event(1, result('old', true), result('shiraz', false)))).toEqual({ final: '', interim: 'shiraz' });
  });
});

describe('recording fallback', () => {
  it('prefers WebM Opus, then what the browser has (Safari: MP4)', () => {
    expect(pickRecordingType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecordingType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecordingType(() => false)).toBeUndefined();
  });

  it('names the clip after its type', () => {
    expect(clipFileName('audio/webm;codecs=opus')).toBe('voice-search.webm');
    expect(clipFileName('audio/ogg;codecs=opus')).toBe('voice-search.ogg');
    expect(clipFileName('audio/mp4')).toBe('voice-search.m4a');
    expect(clipFileName('')).toBe('voice-search.webm');
  });
});

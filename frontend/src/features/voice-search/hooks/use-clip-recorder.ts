import { MAX_AUDIO_SECONDS } from '@wine/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pickRecordingType } from '../speech-recognition';

// Recording stops itself a second before the server's limit: containers add a little length.
export const MAX_RECORDING_SECONDS = MAX_AUDIO_SECONDS - 1;

export type RecorderState = 'idle' | 'recording' | 'sending';

interface Handlers {
  /** the recorded clip, once recording stopped */
  onClip: (clip: Blob) => Promise<void>;
  /** the microphone could not be opened */
  onError: (error: unknown) => void;
}

const canRecord = () =>
  typeof window !== 'undefined' && typeof window.MediaRecorder === 'function' && !!navigator.mediaDevices?.getUserMedia;

/** Voice search's fallback: a clip of at most 14 s from the microphone with MediaRecorder. */
export function useClipRecorder({ onClip, onError }: Handlers) {
  const [supported] = useState(canRecord);
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const timers = useRef<number[]>([]);
  const handlers = useRef({ onClip, onError });
  handlers.current = { onClip, onError };

  const clearTimers = () => {
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current = [];
  };

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    if (!supported || recorder.current) return;
    let stream: MediaStream;
    try {
      // the raw voice: the browser's gain control and noise suppression clip and smear what the
      // speech model hears (call-quality processing, not transcription quality)
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, autoGainControl: false, noiseSuppression: false, echoCancellation: false },
      });
    } catch (err) {
      handlers.current.onError(err);
      return;
    }
    const mimeType = pickRecordingType((type) => MediaRecorder.isTypeSupported(type));
    // speech needs little: 32 kbit/s keeps 14 s far below the 2 MB limit
    const rec = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), audioBitsPerSecond: 32_000 });
    const chunks: Blob[] = [];
    rec.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    rec.onstop = () => {
      clearTimers();
      stream.getTracks().forEach((track) => track.stop());
      recorder.current = null;
      setState('sending');
      void handlers.current.onClip(new Blob(chunks, { type: rec.mimeType })).finally(() => setState('idle'));
    };
    recorder.current = rec;
    rec.start();
    setSeconds(0);
    setState('recording');
    const startedAt = Date.now();
    const tick = () => {
      setSeconds(Math.min(MAX_RECORDING_SECONDS, Math.floor((Date.now() - startedAt) / 1000)));
      timers.current.push(window.setTimeout(tick, 250));
    };
    tick();
    timers.current.push(window.setTimeout(stop, MAX_RECORDING_SECONDS * 1000));
  }, [supported, stop]);

  // leaving the tab drops a recording in progress and frees the microphone
  useEffect(
    () => () => {
      clearTimers();
      const rec = recorder.current;
      if (rec) {
        rec.onstop = null;
        if (rec.state === 'recording') rec.stop();
        rec.stream.getTracks().forEach((track) => track.stop());
      }
    },
    [],
  );

  return { supported, state, seconds, start, stop };
}

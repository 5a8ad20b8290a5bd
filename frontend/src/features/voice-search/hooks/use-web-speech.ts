import { useCallback, useEffect, useRef, useState } from 'react';
import { readRecognition, speechRecognitionOf, type SpeechRecognitionLike } from '../speech-recognition';

interface Handlers {
  /** the utterance ended with words: run the search */
  onFinal: (text: string) => void;
  /** a recognition error code ('not-allowed', 'no-speech', 'network', …) */
  onError: (code: string) => void;
}

/**
 * The browser's speech recognition, en-US, a single utterance. While listening, the words
 * heard so far are `interim`; the final transcript goes to onFinal and the heard text clears.
 */
export function useWebSpeech({ onFinal, onError }: Handlers) {
  const [Recognition] = useState(() => (typeof window === 'undefined' ? null : speechRecognitionOf(window)));
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState('');
  const current = useRef<SpeechRecognitionLike | null>(null);
  const handlers = useRef({ onFinal, onError });
  handlers.current = { onFinal, onError };

  const start = useCallback(() => {
    if (!Recognition || current.current) return;
    const recognition = new Recognition();
    recognition.lang = 'en-US';
    recognition.continuous = false;
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      const { final, interim: heard } = readRecognition(event);
      if (final) {
        setInterim('');
        handlers.current.onFinal(final);
      } else setInterim(heard);
    };
    recognition.onerror = (event) => handlers.current.onError(event.error);
    recognition.onend = () => {
      current.current = null;
      setListening(false);
      setInterim('');
    };
    current.current = recognition;
    setInterim('');
    setListening(true);
    try {
      recognition.start();
    } catch {
      // already started elsewhere: the browser allows one recognition at a time
      current.current = null;
      setListening(false);
      handlers.current.onError('aborted');
    }
  }, [Recognition]);

  const stop = useCallback(() => current.current?.stop(), []);

  // leaving the tab stops listening
  useEffect(() => () => current.current?.abort(), []);

  return { supported: Recognition !== null, listening, interim, start, stop };
}

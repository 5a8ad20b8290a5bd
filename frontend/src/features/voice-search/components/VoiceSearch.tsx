import FiberManualRecordRounded from '@mui/icons-material/FiberManualRecordRounded';
import MicRounded from '@mui/icons-material/MicRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { VOICE_SEARCH_PREMIUM_MESSAGE, VOICE_SEARCH_UNSUPPORTED_MESSAGE } from '@wine/contracts';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { failureToast } from '@/lib/api-error';
import { paths } from '@/lib/paths';
import { REDUCED_MOTION } from '@/lib/theme';
import { useTranscribeMutation } from '../api/transcribe-api';
import { MAX_RECORDING_SECONDS, useClipRecorder } from '../hooks/use-clip-recorder';
import { useWebSpeech } from '../hooks/use-web-speech';

const NOTHING_HEARD = "We didn't catch that. Try again, speaking close to the microphone.";
const MICROPHONE_BLOCKED = 'Microphone access is blocked. Allow it in your browser to use voice search.';
// recognition errors that mean the browser's own speech service cannot be used here (Chromium
// builds without Google's service answer 'network' or 'audio-capture'): record a clip instead
const FALLBACK_ERRORS = new Set(['network', 'audio-capture', 'service-not-allowed', 'language-not-supported']);

interface Props {
  premium: boolean;
  /** a search is running */
  pending: boolean;
  /** the final transcript: runs the dashboard's text search */
  onTranscript: (text: string) => void;
}

const pulse = keyframes`
  0% { transform: scale(1); opacity: 1; }
  50% { transform: scale(1.35); opacity: 0.5; }
  100% { transform: scale(1); opacity: 1; }
`;

/**
 * The dashboard's Voice Search tab: the browser's speech recognition where there
 * is one; elsewhere the spec's 'not supported' message and a recorded clip transcribed by the server.
 */
export function VoiceSearch({ premium, pending, onTranscript }: Props) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const [searched, setSearched] = useState<string | null>(null);
  // the browser's speech service failed (it needs the vendor's servers): record instead
  const [recordInstead, setRecordInstead] = useState(false);
  const [transcribe] = useTranscribeMutation();

  const sendToUpgrade = () => {
    toast({ title: 'Premium Feature Required', description: VOICE_SEARCH_PREMIUM_MESSAGE, variant: 'destructive' });
    void navigate(paths.checkout);
  };

  const heard = (text: string) => {
    setNotice(null);
    setSearched(text);
    onTranscript(text);
  };

  const speech = useWebSpeech({
    onFinal: heard,
    onError: (code) => {
      if (code === 'not-allowed') setNotice(MICROPHONE_BLOCKED);
      else if (code === 'no-speech') setNotice(NOTHING_HEARD);
      else if (FALLBACK_ERRORS.has(code)) setRecordInstead(true);
    },
  });

  const recorder = useClipRecorder({
    onClip: async (clip) => {
      try {
        const { text } = await transcribe(clip).unwrap();
        if (text) heard(text);
        else setNotice(NOTHING_HEARD);
      } catch (err) {
        const status = (err as { status?: unknown }).status;
        if (status === 401) return; // handled app-wide
        if (status === 403) return sendToUpgrade();
        toast(failureToast('Voice Search Failed', err, 'Please try again or use Text Search.'));
      }
    },
    onError: () => setNotice(MICROPHONE_BLOCKED),
  });

  const viaRecognition = speech.supported && !recordInstead;
  const listening = viaRecognition ? speech.listening : recorder.state === 'recording';
  const sending = recorder.state === 'sending';
  const canListen = viaRecognition || recorder.supported;

  const toggle = () => {
    if (!premium) return sendToUpgrade();
    setNotice(null);
    setSearched(null);
    if (viaRecognition) return listening ? speech.stop() : speech.start();
    if (listening) recorder.stop();
    else void recorder.start();
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h2">
              Voice Search
            </Typography>
            {!premium && <Chip size="small" label="Premium" color="secondary" />}
          </Stack>
          <Typography>
            Say what you feel like — “a smooth red for a cold night” or “Barossa Shiraz under $30” — and we search as soon as you
            stop speaking.
          </Typography>

          {premium && !speech.supported && (
            <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
              {VOICE_SEARCH_UNSUPPORTED_MESSAGE}
              {recorder.supported &&
                ` Instead, record a short clip (up to ${MAX_RECORDING_SECONDS} seconds) and we will transcribe it for you.`}
            </Alert>
          )}

          {premium && speech.supported && recordInstead && (
            <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
              Your browser's speech recognition is not available here. Record a short clip instead (up to {MAX_RECORDING_SECONDS}{' '}
              seconds) and we will transcribe it for you.
            </Alert>
          )}

          {(!premium || canListen) && (
            <Button
              variant="contained"
              size="large"
              color={listening ? 'error' : 'primary'}
              startIcon={listening ? <StopRounded /> : <MicRounded />}
              onClick={toggle}
              disabled={sending || pending}
            >
              {listening
                ? viaRecognition
                  ? 'Stop Listening'
                  : 'Stop Recording'
                : premium && !viaRecognition
                  ? 'Record Voice Search'
                  : 'Start Voice Search'}
            </Button>
          )}
          {!premium && (
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
              <Typography color="text.secondary">Voice search is part of Premium.</Typography>
              <Button component={RouterLink} to={paths.checkout} variant="outlined" color="secondary">
                Upgrade to Premium
              </Button>
            </Stack>
          )}

          {listening && (
            <Stack direction="row" spacing={1} role="status" aria-live="polite" sx={{ alignItems: 'center' }}>
              <FiberManualRecordRounded
                color="error"
                sx={{ animation: `${pulse} 1.2s ease-in-out infinite`, [REDUCED_MOTION]: { animation: 'none' } }}
              />
              <Typography sx={{ fontWeight: 600 }}>
                {viaRecognition ? 'Listening…' : `Recording… ${recorder.seconds} s of ${MAX_RECORDING_SECONDS} s`}
              </Typography>
            </Stack>
          )}
          {listening && !viaRecognition && (
            <LinearProgress
              variant="determinate"
              value={(recorder.seconds / MAX_RECORDING_SECONDS) * 100}
              sx={{ alignSelf: 'stretch' }}
              aria-label="Recording time"
            />
          )}
          {sending && (
            <Stack spacing={1} role="status" sx={{ alignSelf: 'stretch' }}>
              <Typography>Transcribing your voice search…</Typography>
              <LinearProgress aria-label="Transcribing" />
            </Stack>
          )}
          {viaRecognition && speech.interim && (
            <Box
              aria-label="Heard so far"
              sx={{ alignSelf: 'stretch', px: 2, py: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontStyle: 'italic' }}
            >
              {speech.interim}
            </Box>
          )}
          {searched && !listening && (
            <Typography color="text.secondary">
              Searched for <strong>“{searched}”</strong>
            </Typography>
          )}
          {notice && (
            <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
              {notice}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

import { type Transcription, transcriptionSchema } from '@wine/contracts';
import { api } from '@/lib/api';
import { clipFileName } from '../speech-recognition';

export const transcribeApi = api.injectEndpoints({
  endpoints: (build) => ({
    // POST /api/transcribe: the server fallback for browsers without the Web Speech API (Premium)
    transcribe: build.mutation<Transcription, Blob>({
      query: (clip) => {
        const body = new FormData();
        body.append('audio', clip, clipFileName(clip.type));
        return { url: '/transcribe', method: 'POST', body };
      },
      transformResponse: (raw: unknown) => transcriptionSchema.parse(raw),
    }),
  }),
});

export const { useTranscribeMutation } = transcribeApi;

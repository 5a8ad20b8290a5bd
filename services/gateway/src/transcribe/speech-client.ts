import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  PayloadTooLargeException,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  AUDIO_TOO_LARGE_MESSAGE,
  AUDIO_TOO_LONG_MESSAGE,
  INVALID_AUDIO_MESSAGE,
  MAX_AUDIO_SECONDS,
  TRANSCRIPTION_UNAVAILABLE_MESSAGE,
  type Transcription,
  transcriptionSchema,
} from '@wine/contracts';
import { Breaker } from '@wine/nest-common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

// A 15 s clip takes about a second on two idle cores; a short queue of them several.
const TRANSCRIBE_TIMEOUT_MS = 30_000;

/**
 * The speech-to-text sidecar (infra/local/speech/server.py) over HTTP. It decodes the clip and
 * says when it is not audio or too long; anything else going wrong there is a 503 for the user.
 */
@Injectable()
export class SpeechClient {
  private readonly logger = new Logger(SpeechClient.name);
  /** while the sidecar is known to be down (its /health, watched), clips are refused at once with Retry-After */
  private readonly breaker?: Breaker;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    const url = config.SPEECH_URL;
    if (url)
      this.breaker = new Breaker({
        dependency: 'speech',
        message: TRANSCRIPTION_UNAVAILABLE_MESSAGE,
        probe: async () => (await fetch(new URL('/health', url), { signal: AbortSignal.timeout(2000) })).ok,
        watchMs: 5000,
      }).start();
  }

  async transcribe(audio: Buffer): Promise<Transcription> {
    if (!this.config.SPEECH_URL) return this.unavailable('SPEECH_URL is not set');
    this.breaker?.assertClosed();
    let res: Response;
    try {
      res = await fetch(new URL(`/transcribe?maxSeconds=${MAX_AUDIO_SECONDS}`, this.config.SPEECH_URL), {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          // the sidecar answers only the gateway (infra/local/speech/server.py)
          ...(this.config.SPEECH_SECRET ? { 'x-speech-secret': this.config.SPEECH_SECRET } : {}),
        },
        body: new Uint8Array(audio),
        signal: AbortSignal.timeout(TRANSCRIBE_TIMEOUT_MS),
      });
    } catch (err) {
      this.breaker?.failed(err);
      return this.unavailable(err instanceof Error ? err.message : String(err));
    }
    const body: unknown = await res.json().catch(() => null);
    const error = (body as { error?: unknown } | null)?.error;
    if (res.status === 400 && error === 'too_long') throw new BadRequestException(AUDIO_TOO_LONG_MESSAGE);
    if (res.status === 400 && error === 'not_audio') throw new BadRequestException(INVALID_AUDIO_MESSAGE);
    if (res.status === 413) throw new PayloadTooLargeException(AUDIO_TOO_LARGE_MESSAGE);
    const parsed = transcriptionSchema.safeParse(body);
    if (!res.ok || !parsed.success) return this.unavailable(`answered ${res.status}`);
    return parsed.data;
  }

  private unavailable(reason: string): never {
    this.logger.warn(`speech server: ${reason}`);
    throw new ServiceUnavailableException(TRANSCRIPTION_UNAVAILABLE_MESSAGE);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { PATTERNS, UploadAnalysis, UploadCreateMessage, UploadRelease } from '@wine/contracts';
import { APP_CONFIG, TransportClient } from '@wine/nest-common';
import { AiConfig } from '../config';

// The cellar answers in milliseconds; 10 s covers a busy moment, then the job retries.
const CELLAR_TIMEOUT_MS = 10_000;

/** An error the cellar answered with ({statusCode, message}), as an Error the job can log. */
export class CellarError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** The worker's calls to the cellar service over the Redis transport: write the record, release the quota. */
@Injectable()
export class CellarClient extends TransportClient {
  constructor(@Inject(APP_CONFIG) config: AiConfig) {
    super(config.REDIS_URL, CELLAR_TIMEOUT_MS);
  }

  private async send<T>(pattern: string, payload: unknown): Promise<T> {
    try {
      return await this.request<T>(pattern, payload);
    } catch (err) {
      const e = err as { statusCode?: number; message?: string };
      if (typeof e?.statusCode === 'number') throw new CellarError(e.statusCode, e.message ?? 'cellar error');
      throw err instanceof Error ? err : new Error(String(err));
    }
  }

  /** Idempotent by reservationId: a retried job gets the record the first attempt wrote. */
  createUpload(message: UploadCreateMessage): Promise<UploadAnalysis> {
    return this.send<UploadAnalysis>(PATTERNS.cellar.uploadCreate, message);
  }

  releaseUpload(userId: string, reservationId: string): Promise<UploadRelease> {
    return this.send<UploadRelease>(PATTERNS.cellar.uploadRelease, { userId, reservationId });
  }
}

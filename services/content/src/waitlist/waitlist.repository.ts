import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { rpcError } from '@wine/nest-common';
import { Model } from 'mongoose';
import { WaitlistSignup } from './waitlist-signup.schema';

@Injectable()
export class WaitlistRepository {
  constructor(@InjectModel(WaitlistSignup.name) private readonly signups: Model<WaitlistSignup>) {}

  /** Stored once per address; a repeat leaves the first sign-up as it was. */
  async add(email: string): Promise<void> {
    try {
      await this.signups.updateOne({ email }, { $setOnInsert: { email, createdAt: new Date() } }, { upsert: true });
    } catch (err) {
      if (isDatabaseUnavailable(err))
        throw rpcError(503, 'The waitlist is temporarily unavailable. Please try again in a moment.');
      throw err;
    }
  }
}

// The store is down or unreachable (not a bad request): the user should retry, so 503, not 500.
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return (
    /^Mongo(Network|NetworkTimeout|ServerSelection|NotConnected|TopologyClosed)Error$|^MongooseServerSelectionError$/.test(
      err.name,
    ) || /buffering timed out|connection .* closed|ECONNREFUSED/i.test(err.message)
  );
}

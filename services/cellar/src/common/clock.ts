import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { APP_CONFIG } from '@wine/nest-common';
import { Connection } from 'mongoose';
import { CellarConfig } from '../config';

interface TestClock {
  _id: string; // userId
  offsetMs: number;
}

/**
 * The time the cellar counts quota months by. Test systems (NODE_ENV=test) may move one user's
 * clock so a test crosses a Melbourne month boundary without touching anyone else's; the offset
 * lives in the database so every cellar instance sees it. Elsewhere it is the real time.
 */
@Injectable()
export class Clock {
  private readonly testable: boolean;

  constructor(
    @Inject(APP_CONFIG) config: CellarConfig,
    @InjectConnection() private readonly connection: Connection,
  ) {
    this.testable = config.NODE_ENV === 'test';
  }

  get canBeSet(): boolean {
    return this.testable;
  }

  async now(userId: string): Promise<Date> {
    if (!this.testable) return new Date();
    const clock = await this.clocks().findOne({ _id: userId });
    return new Date(Date.now() + (clock?.offsetMs ?? 0));
  }

  /** Test systems only: the user's clock reads `now` at this instant, or the real time when null. */
  async set(userId: string, now: Date | null): Promise<void> {
    if (now === null) await this.clocks().deleteOne({ _id: userId });
    else await this.clocks().updateOne({ _id: userId }, { $set: { offsetMs: now.getTime() - Date.now() } }, { upsert: true });
  }

  async forget(userId: string): Promise<void> {
    if (this.testable) await this.clocks().deleteOne({ _id: userId });
  }

  private clocks() {
    return this.connection.collection<TestClock>('test_clocks');
  }
}

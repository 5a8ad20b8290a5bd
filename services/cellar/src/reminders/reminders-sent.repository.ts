import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection } from 'mongoose';
import { isDuplicateKey } from '@wine/nest-common';

interface ReminderSent {
  _id: string; // `${userId}:${month}`: the unique key makes the claim atomic across instances
  userId: string;
  month: string; // Melbourne 'YYYY-MM'
  claimedAt: Date;
}

/** The month each user's reminder went out: at most one e-mail per user per Melbourne month. */
@Injectable()
export class RemindersSentRepository {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** True for the one caller that may send this user's reminder this month. */
  async claim(userId: string, month: string): Promise<boolean> {
    try {
      await this.sent().insertOne({ _id: `${userId}:${month}`, userId, month, claimedAt: new Date() });
      return true;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  /** A send that failed gives its claim back, so the job's retry tries again. */
  async release(userId: string, month: string): Promise<void> {
    await this.sent().deleteOne({ _id: `${userId}:${month}` });
  }

  async deleteAllOf(userId: string): Promise<number> {
    return (await this.sent().deleteMany({ userId })).deletedCount;
  }

  private sent() {
    return this.connection.collection<ReminderSent>('drinking_reminders_sent');
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { CellarUsage, IdentityUser, PATTERNS, User } from '@wine/contracts';
import { ServiceClient } from '../infra/service-client';

// Client default, shown while the cellar cannot answer: signing in must not depend on it.
const NO_USAGE: User['usage'] = { savedWines: 0, uploadedWines: 0 };

/** The User (docs/product-rules.md#quota): identity's record plus usage counts from the cellar. */
@Injectable()
export class UsersView {
  private readonly logger = new Logger(UsersView.name);

  constructor(private readonly services: ServiceClient) {}

  async get(userId: string): Promise<User> {
    const [user, usage] = await Promise.all([
      this.services.send<IdentityUser>('identity', PATTERNS.identity.userGet, { userId }),
      this.usageOf(userId),
    ]);
    return { ...user, usage };
  }

  async compose(user: IdentityUser): Promise<User> {
    return { ...user, usage: await this.usageOf(user.id) };
  }

  /** Visible saved wines and analyses this Melbourne month. */
  private async usageOf(userId: string): Promise<CellarUsage> {
    try {
      return await this.services.send<CellarUsage>('cellar', PATTERNS.cellar.usageGet, { userId });
    } catch (err) {
      this.logger.warn(`usage of ${userId} unavailable: ${(err as Error).message}`);
      return NO_USAGE;
    }
  }
}

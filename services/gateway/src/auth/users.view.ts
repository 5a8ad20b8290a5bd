import { Injectable } from '@nestjs/common';
import { IdentityUser, PATTERNS, User } from '@wine/contracts';
import { ServiceClient } from '../services/service-client';

// Until the cellar service reports usage, every account has used nothing (spec §3 client default).
const NO_USAGE: User['usage'] = { savedWines: 0, uploadedWines: 0 };

/** The spec §3 User: identity's record plus usage counts. */
@Injectable()
export class UsersView {
  constructor(private readonly services: ServiceClient) {}

  async get(userId: string): Promise<User> {
    return this.compose(await this.services.send<IdentityUser>('identity', PATTERNS.identity.userGet, { userId }));
  }

  async compose(user: IdentityUser): Promise<User> {
    return { ...user, usage: NO_USAGE };
  }
}

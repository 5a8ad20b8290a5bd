import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { IdentityUser, ProfileSetup, TOPICS } from '@wine/contracts';
import { EventBus, rpcError } from '@wine/nest-common';
import { RefreshTokensRepository } from '../auth/refresh-tokens.repository';
import { toIdentityUser, UsersRepository } from './users.repository';

@Injectable()
export class UsersService implements OnModuleInit {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: RefreshTokensRepository,
    private readonly events: EventBus,
  ) {}

  onModuleInit(): void {
    // Premium is the user record's plan, kept in step with billing (DESIGN.md §4)
    this.events.on(TOPICS.planChanged, async ({ userId, plan }) => {
      await this.users.update(userId, { subscriptionPlan: plan });
    });
  }

  async get(userId: string): Promise<IdentityUser> {
    const user = await this.users.findById(userId);
    if (!user) throw rpcError(404, 'User not found');
    return toIdentityUser(user);
  }

  async updateNames(userId: string, names: { firstName: string | null; lastName: string | null }): Promise<IdentityUser> {
    const user = await this.users.update(userId, names);
    if (!user) throw rpcError(404, 'User not found');
    return toIdentityUser(user);
  }

  async setupProfile(userId: string, profile: ProfileSetup): Promise<IdentityUser> {
    const user = await this.users.completeProfile(userId, profile);
    if (!user) throw rpcError(404, 'User not found');
    return toIdentityUser(user);
  }

  /** Deletes the account here, then tells every service to purge what it holds for the user. */
  async delete(userId: string): Promise<void> {
    await this.tokens.deleteUser(userId);
    const existed = await this.users.delete(userId);
    if (!existed) throw rpcError(404, 'User not found');
    await this.events.publish(TOPICS.userDeleted, { userId }, userId);
    this.logger.log(`deleted user ${userId}`);
  }
}

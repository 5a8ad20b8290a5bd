import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import {
  IdentityUser,
  ProfilePreferences,
  ProfilePreferencesUpdate,
  ProfileSetup,
  TOPICS,
  UserPreferences,
} from '@wine/contracts';
import { EventBus, rpcError } from '@wine/nest-common';
import { PasswordHasher } from '../auth/password-hasher';
import { RefreshTokensRepository } from '../auth/refresh-tokens.repository';
import { PasswordResetsRepository } from '../password-reset/password-resets.repository';
import { PlanChangeRecord } from '../plans/plan-change.schema';
import { PreferencesCache } from './preferences-cache';
import { toIdentityUser, toProfilePreferences, toUserPreferences, UsersRepository } from './users.repository';

@Injectable()
export class UsersService implements OnModuleInit {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: RefreshTokensRepository,
    private readonly events: EventBus,
    private readonly hasher: PasswordHasher,
    private readonly preferencesCache: PreferencesCache,
    private readonly resets: PasswordResetsRepository,
    @InjectModel(PlanChangeRecord.name) private readonly planChanges: Model<PlanChangeRecord>,
  ) {}

  onModuleInit(): void {
    // billing.plan.changed is consumed by plans/plan-changes.consumer.ts
  }

  async get(userId: string): Promise<IdentityUser> {
    const user = await this.users.findById(userId);
    if (!user) throw rpcError(404, 'User not found');
    return toIdentityUser(user);
  }

  async preferences(userId: string): Promise<UserPreferences> {
    const user = await this.users.findById(userId);
    if (!user) throw rpcError(404, 'User not found');
    const preferences = toUserPreferences(user);
    await this.preferencesCache.fill(userId, preferences);
    return preferences;
  }

  async updateNames(userId: string, names: { firstName: string | null; lastName: string | null }): Promise<IdentityUser> {
    const user = await this.users.update(userId, names);
    if (!user) throw rpcError(404, 'User not found');
    return toIdentityUser(user);
  }

  async profilePreferences(userId: string): Promise<ProfilePreferences> {
    const user = await this.users.findById(userId);
    if (!user) throw rpcError(404, 'User not found');
    return toProfilePreferences(user);
  }

  /** Account Settings: the setup's preferences, never the date of birth (docs/product-rules.md#preferences). */
  async setProfilePreferences(userId: string, preferences: ProfilePreferencesUpdate): Promise<ProfilePreferences> {
    const user = await this.users.setPreferences(userId, preferences);
    if (!user) throw rpcError(404, 'User not found');
    if (!user.profile) throw rpcError(403, 'Profile setup required');
    return toProfilePreferences(user);
  }

  async setupProfile(userId: string, profile: ProfileSetup): Promise<IdentityUser> {
    const user = await this.users.completeProfile(userId, profile);
    if (!user) throw rpcError(404, 'User not found');
    return toIdentityUser(user);
  }

  /** Deletes the account here, then tells every service to purge what it holds for the user. */
  async delete(userId: string, password: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw rpcError(404, 'User not found');
    // a borrowed unlocked device must not be enough to erase someone's account
    if (!(await this.hasher.verify(user.passwordHash, password))) throw rpcError(400, 'Your password is incorrect.');
    await this.tokens.deleteUser(userId);
    await this.resets.deleteUser(userId);
    const existed = await this.users.delete(userId);
    if (!existed) throw rpcError(404, 'User not found');
    // nothing of the member stays in identity: the plan-change marker and the events sent about them
    await this.planChanges.deleteOne({ _id: userId });
    await this.events.forgetUser(userId);
    await this.events.publish(TOPICS.userDeleted, { userId }, userId);
    this.logger.log(`deleted user ${userId}`);
  }
}

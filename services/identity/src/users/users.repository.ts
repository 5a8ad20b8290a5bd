import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { IdentityUser, ProfilePreferences, ProfilePreferencesUpdate, ProfileSetup, UserPreferences } from '@wine/contracts';
import { isDuplicateKey, rpcError } from '@wine/nest-common';
import { randomUUID } from 'node:crypto';
import { Model } from 'mongoose';
import { PreferencesCache } from './preferences-cache';
import { UserRecord } from './user.schema';

/** The public shape of a user: never a hash or a token. */
export function toIdentityUser(user: UserRecord): IdentityUser {
  return {
    id: user._id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    subscriptionPlan: user.subscriptionPlan === 'premium' ? 'premium' : 'free',
    profileCompleted: user.profileCompleted === true,
  };
}

/** What the recommendation engine may know of a user: plan and profile preferences. */
export function toUserPreferences(user: UserRecord): UserPreferences {
  const profile = user.profile;
  return {
    subscriptionPlan: user.subscriptionPlan === 'premium' ? 'premium' : 'free',
    profileCompleted: user.profileCompleted === true,
    preferredWineTypes: (profile?.preferredWineTypes ?? null) as UserPreferences['preferredWineTypes'],
    budgetRange: profile?.budgetRange ?? null,
    wineExperienceLevel: profile?.wineExperienceLevel ?? null,
  };
}

/** Account Settings' view of the setup answers. */
export function toProfilePreferences(user: UserRecord): ProfilePreferences {
  const profile = user.profile;
  return {
    dateOfBirth: profile?.dateOfBirth ?? null,
    wineExperienceLevel: profile?.wineExperienceLevel ?? null,
    preferredWineTypes: profile?.preferredWineTypes ?? null,
    budgetRange: profile?.budgetRange ?? null,
    location: profile?.location ?? null,
  };
}

@Injectable()
export class UsersRepository {
  constructor(
    @InjectModel(UserRecord.name) private readonly users: Model<UserRecord>,
    private readonly preferences: PreferencesCache,
  ) {}

  async create(data: {
    email: string;
    passwordHash: string;
    firstName: string | null;
    lastName: string | null;
  }): Promise<UserRecord> {
    try {
      const created = await this.users.create({
        _id: randomUUID(),
        ...data,
        subscriptionPlan: 'free',
        profileCompleted: false,
        profile: null,
      });
      return created.toObject();
    } catch (err) {
      if (isDuplicateKey(err)) {
        throw rpcError(409, 'An account with this email already exists.');
      }
      throw err;
    }
  }

  findByEmail(email: string): Promise<UserRecord | null> {
    return this.users.findOne({ email }).lean<UserRecord>();
  }

  findById(id: string): Promise<UserRecord | null> {
    return this.users.findById(id).lean<UserRecord>();
  }

  async update(
    id: string,
    set: Partial<Pick<UserRecord, 'firstName' | 'lastName' | 'passwordHash' | 'subscriptionPlan'>>,
  ): Promise<UserRecord | null> {
    return this.changed(id, () => this.users.updateOne({ _id: id }, { $set: set }));
  }

  async completeProfile(id: string, profile: ProfileSetup): Promise<UserRecord | null> {
    return this.changed(id, () =>
      this.users.updateOne({ _id: id }, { $set: { profile: { ...profile, ageVerifiedAt: new Date() }, profileCompleted: true } }),
    );
  }

  /** Changes a completed profile's preferences only: the date of birth and its age check stay. */
  async setPreferences(id: string, preferences: ProfilePreferencesUpdate): Promise<UserRecord | null> {
    const set = Object.fromEntries(Object.entries(preferences).map(([field, value]) => [`profile.${field}`, value]));
    return this.changed(id, () => this.users.updateOne({ _id: id, profile: { $ne: null } }, { $set: set }));
  }

  async delete(id: string): Promise<boolean> {
    await this.preferences.drop(id);
    return (await this.users.deleteOne({ _id: id })).deletedCount > 0;
  }

  /** A write to the user, with the gateway's copy of the preferences dropped first and set after. */
  private async changed(id: string, write: () => Promise<unknown>): Promise<UserRecord | null> {
    await this.preferences.drop(id);
    await write();
    const user = await this.findById(id);
    if (user) await this.preferences.set(id, toUserPreferences(user));
    return user;
  }
}

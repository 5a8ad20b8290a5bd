import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { IdentityUser, ProfileSetup } from '@wine/contracts';
import { rpcError } from '@wine/nest-common';
import { randomUUID } from 'node:crypto';
import { Model, mongo } from 'mongoose';
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

const DUPLICATE_KEY = 11000;

@Injectable()
export class UsersRepository {
  constructor(@InjectModel(UserRecord.name) private readonly users: Model<UserRecord>) {}

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
      if (err instanceof mongo.MongoServerError && err.code === DUPLICATE_KEY) {
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
    await this.users.updateOne({ _id: id }, { $set: set });
    return this.findById(id);
  }

  async completeProfile(id: string, profile: ProfileSetup): Promise<UserRecord | null> {
    await this.users.updateOne(
      { _id: id },
      { $set: { profile: { ...profile, ageVerifiedAt: new Date() }, profileCompleted: true } },
    );
    return this.findById(id);
  }

  async delete(id: string): Promise<boolean> {
    return (await this.users.deleteOne({ _id: id })).deletedCount > 0;
  }
}

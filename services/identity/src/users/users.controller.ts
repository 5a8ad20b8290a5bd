import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PATTERNS,
  profilePreferencesMessageSchema,
  profileSetupMessageSchema,
  userDeleteMessageSchema,
  userMessageSchema,
  userUpdateMessageSchema,
} from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { UsersService } from './users.service';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(PATTERNS.identity.userGet)
  get(@Payload() data: unknown) {
    return this.users.get(parseMessage(userMessageSchema, data).userId);
  }

  // What the recommendation engine may know of a user: plan and profile preferences.
  @MessagePattern(PATTERNS.identity.preferencesGet)
  preferences(@Payload() data: unknown) {
    return this.users.preferences(parseMessage(userMessageSchema, data).userId);
  }

  @MessagePattern(PATTERNS.identity.userUpdate)
  update(@Payload() data: unknown) {
    const { userId, ...names } = parseMessage(userUpdateMessageSchema, data);
    return this.users.updateNames(userId, names);
  }

  @MessagePattern(PATTERNS.identity.userDelete)
  async delete(@Payload() data: unknown) {
    const { userId, password } = parseMessage(userDeleteMessageSchema, data);
    await this.users.delete(userId, password);
    return { success: true };
  }

  @MessagePattern(PATTERNS.identity.profilePreferencesGet)
  profilePreferences(@Payload() data: unknown) {
    return this.users.profilePreferences(parseMessage(userMessageSchema, data).userId);
  }

  @MessagePattern(PATTERNS.identity.profilePreferencesSet)
  setProfilePreferences(@Payload() data: unknown) {
    const { userId, preferences } = parseMessage(profilePreferencesMessageSchema, data);
    return this.users.setProfilePreferences(userId, preferences);
  }

  @MessagePattern(PATTERNS.identity.profileSetup)
  setupProfile(@Payload() data: unknown) {
    const { userId, profile } = parseMessage(profileSetupMessageSchema, data);
    return this.users.setupProfile(userId, profile);
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { ChangePasswordRequest, IssuedSession, splitDisplayName, TOPICS } from '@wine/contracts';
import { EventBus, rpcError } from '@wine/nest-common';
import { toIdentityUser, UsersRepository } from '../users/users.repository';
import { UserRecord } from '../users/user.schema';
import { AccessTokenSigner } from './access-token.signer';
import { PasswordHasher } from './password-hasher';
import { RefreshTokensRepository } from './refresh-tokens.repository';

// One message for an unknown e-mail and a wrong password: neither reveals which accounts exist.
const INVALID_CREDENTIALS = 'Invalid email or password.';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: RefreshTokensRepository,
    private readonly hasher: PasswordHasher,
    private readonly signer: AccessTokenSigner,
    private readonly events: EventBus,
  ) {}

  async register(input: {
    email: string;
    password: string;
    firstName: string | null;
    lastName: string | null;
    referralCode?: string;
  }): Promise<IssuedSession> {
    const names = splitDisplayName(input.firstName, input.lastName);
    const user = await this.users.create({ email: input.email, passwordHash: await this.hasher.hash(input.password), ...names });
    // the content service owns referrals: it records the code from this event
    await this.events.publish(
      TOPICS.userRegistered,
      { userId: user._id, email: user.email, referralCode: input.referralCode ?? null },
      user._id,
    );
    this.logger.log(`registered user ${user._id}`);
    return this.startSession(user);
  }

  async login(input: { email: string; password: string }): Promise<IssuedSession> {
    const user = await this.users.findByEmail(input.email);
    const ok = await this.hasher.verify(user?.passwordHash ?? null, input.password);
    if (!user || !ok) throw rpcError(401, INVALID_CREDENTIALS);
    if (this.hasher.isOutdated(user.passwordHash))
      await this.users.update(user._id, { passwordHash: await this.hasher.hash(input.password) });
    return this.startSession(user);
  }

  async refresh(refreshToken: string): Promise<IssuedSession> {
    const result = await this.tokens.rotate(refreshToken, this.signer.successorOf(refreshToken));
    if (result.outcome === 'reused') this.logger.warn(`refresh token reuse for user ${result.userId}: session family revoked`);
    if (result.outcome !== 'rotated') throw rpcError(401, SESSION_EXPIRED);
    const user = await this.users.findById(result.userId);
    if (!user) throw rpcError(401, SESSION_EXPIRED);
    return { accessToken: this.accessTokenFor(user), refreshToken: result.token, user: toIdentityUser(user) };
  }

  async logout(refreshToken: string): Promise<void> {
    await this.tokens.revokeFamilyOf(refreshToken);
  }

  /** Answers the change time (epoch ms, identity's clock, the one tokens are signed with): tokens issued before it end. */
  async changePassword(
    userId: string,
    request: Required<ChangePasswordRequest>,
    keepRefreshToken: string | null,
  ): Promise<number> {
    const user = await this.users.findById(userId);
    if (!user) throw rpcError(404, 'User not found');
    if (!(await this.hasher.verify(user.passwordHash, request.currentPassword))) {
      throw rpcError(400, 'Your current password is incorrect.');
    }
    await this.users.update(userId, { passwordHash: await this.hasher.hash(request.newPassword) });
    // other devices must sign in again with the new password
    await this.tokens.revokeOtherFamilies(userId, keepRefreshToken);
    return Date.now();
  }

  private async startSession(user: UserRecord): Promise<IssuedSession> {
    return {
      accessToken: this.accessTokenFor(user),
      refreshToken: await this.tokens.issue(user._id),
      user: toIdentityUser(user),
    };
  }

  private accessTokenFor(user: UserRecord): string {
    return this.signer.sign({ sub: user._id, email: user.email, profileCompleted: user.profileCompleted === true });
  }
}

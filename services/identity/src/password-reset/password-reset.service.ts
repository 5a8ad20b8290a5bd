import { Inject, Injectable, Logger } from '@nestjs/common';
import { PASSWORD_RESET_MESSAGES } from '@wine/contracts';
import { APP_CONFIG, rpcError } from '@wine/nest-common';
import { Mailer } from '@wine/nest-common/mail';
import { PasswordHasher } from '../auth/password-hasher';
import { RefreshTokensRepository } from '../auth/refresh-tokens.repository';
import { LOCAL_APP_URL, type IdentityConfig } from '../config';
import { UsersRepository } from '../users/users.repository';
import { PasswordResetsRepository } from './password-resets.repository';
import { passwordChangedMail, resetLink, resetLinkMail } from './reset-mail';

/**
 * "Forgot password?" (docs/product-rules.md#password-reset): a single-use link by e-mail, then a
 * new password that ends every session. The request answers the same for any address.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: IdentityConfig,
    private readonly users: UsersRepository,
    private readonly resets: PasswordResetsRepository,
    private readonly tokens: RefreshTokensRepository,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
  ) {}

  async request(email: string): Promise<{ message: string }> {
    const user = await this.users.findByEmail(email);
    if (user) {
      const link = resetLink(this.origin, await this.resets.issue(user._id));
      // not awaited: the answer takes as long for an unknown address as for a known one
      void this.deliver(user.email, link);
    }
    return { message: PASSWORD_RESET_MESSAGES.requested };
  }

  async reset(token: string, newPassword: string): Promise<{ userId: string; email: string; changedAtMs: number }> {
    const userId = await this.resets.spend(token);
    if (!userId) throw rpcError(400, PASSWORD_RESET_MESSAGES.invalidLink);
    const passwordHash = await this.hasher.hash(newPassword);
    // on the clock that stamps tokens: every token before this millisecond is the old password's
    const changedAtMs = Date.now();
    const user = await this.users.update(userId, { passwordHash });
    if (!user) throw rpcError(400, PASSWORD_RESET_MESSAGES.invalidLink);
    // whoever knew the old password is out: every session ends, and no other link stays live
    await this.tokens.revokeOtherFamilies(userId, null);
    await this.resets.deleteUser(userId);
    this.logger.log(`password reset for user ${userId}`);
    void this.mailer.send({ from: this.config.PASSWORD_RESET_FROM, to: user.email, ...passwordChangedMail(this.origin) });
    // the gateway lifts the sign-in wait the account's failures put on it (docs/product-rules.md#rate-limits)
    return { userId, email: user.email, changedAtMs };
  }

  private async deliver(to: string, link: string): Promise<void> {
    const delivery = await this.mailer.send({ from: this.config.PASSWORD_RESET_FROM, to, ...resetLinkMail(link) });
    // without SMTP (`npm start`) a developer still needs the link; production logs never carry it
    if (delivery === 'logged' && this.config.NODE_ENV !== 'production') this.logger.log(`password reset link for ${to}: ${link}`);
  }

  private get origin(): string {
    return this.config.PUBLIC_URL ?? LOCAL_APP_URL;
  }
}

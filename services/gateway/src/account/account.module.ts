import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { ReferralsModule } from '../referrals/referrals.module';
import { AccountController } from './account.controller';
import { MailLinksController } from './mail-links.controller';
import { NotificationsController } from './notifications.controller';
import { PasswordResetController } from './password-reset.controller';
import { PreferencesController } from './preferences.controller';
import { SessionCookie } from './session-cookie';
import { SignInThrottle } from './sign-in-throttle';
import { UsersView } from './users.view';

/** The account feature: sign-up, sign-in, sessions, password reset, deletion, preferences and notification settings. */
@Module({
  imports: [AccessModule, ReferralsModule],
  controllers: [AccountController, MailLinksController, NotificationsController, PasswordResetController, PreferencesController],
  providers: [SessionCookie, SignInThrottle, UsersView],
  exports: [UsersView],
})
export class AccountModule {}

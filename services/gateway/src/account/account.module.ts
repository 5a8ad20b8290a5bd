import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { ReferralsModule } from '../referrals/referrals.module';
import { AccountController } from './account.controller';
import { NotificationsController } from './notifications.controller';
import { SessionCookie } from './session-cookie';
import { SignInThrottle } from './sign-in-throttle';
import { UsersView } from './users.view';

/** The account feature: sign-up, sign-in, sessions, deletion, notification settings. */
@Module({
  imports: [AccessModule, ReferralsModule],
  controllers: [AccountController, NotificationsController],
  providers: [SessionCookie, SignInThrottle, UsersView],
  exports: [UsersView],
})
export class AccountModule {}

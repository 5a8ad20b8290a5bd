import { DynamicModule, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { Mailer } from '@wine/nest-common/mail';
import { ServiceCoreModule } from '@wine/nest-common/store';
import { ReminderConsentController } from './reminders/reminder-consent.controller';
import { ReminderConsentService } from './reminders/reminder-consent.service';
import { AccessTokenSigner } from './auth/access-token.signer';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { PasswordHasher } from './auth/password-hasher';
import { RefreshTokenRecord, RefreshTokenSchema } from './auth/refresh-token.schema';
import { RefreshTokensRepository } from './auth/refresh-tokens.repository';
import { IdentityConfig } from './config';
import { PasswordResetController } from './password-reset/password-reset.controller';
import { PasswordResetRecord, PasswordResetSchema } from './password-reset/password-reset.schema';
import { PasswordResetService } from './password-reset/password-reset.service';
import { PasswordResetsRepository } from './password-reset/password-resets.repository';
import { DatabaseUnavailableInterceptor } from './users/database-unavailable.interceptor';
import { PlanChangeRecord, PlanChangeSchema } from './plans/plan-change.schema';
import { PlanChangesConsumer } from './plans/plan-changes.consumer';
import { UserRecord, UserSchema } from './users/user.schema';
import { PreferencesCache } from './users/preferences-cache';
import { UsersController } from './users/users.controller';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';

@Module({})
export class AppModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot('identity', config),
        MongooseModule.forFeature([
          { name: UserRecord.name, schema: UserSchema },
          { name: RefreshTokenRecord.name, schema: RefreshTokenSchema },
          { name: PlanChangeRecord.name, schema: PlanChangeSchema },
          { name: PasswordResetRecord.name, schema: PasswordResetSchema },
        ]),
      ],
      controllers: [AuthController, UsersController, PasswordResetController, ReminderConsentController],
      providers: [
        // a database outage answers 503, not 500
        { provide: APP_INTERCEPTOR, useClass: DatabaseUnavailableInterceptor },
        PreferencesCache,
        UsersRepository,
        UsersService,
        RefreshTokensRepository,
        PasswordHasher,
        AccessTokenSigner,
        AuthService,
        PlanChangesConsumer,
        Mailer,
        PasswordResetsRepository,
        PasswordResetService,
        ReminderConsentService,
      ],
    };
  }
}

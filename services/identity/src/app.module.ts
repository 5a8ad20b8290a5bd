import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ServiceCoreModule } from '@wine/nest-common';
import { AccessTokenSigner } from './auth/access-token.signer';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { PasswordHasher } from './auth/password-hasher';
import { RefreshTokenRecord, RefreshTokenSchema } from './auth/refresh-token.schema';
import { RefreshTokensRepository } from './auth/refresh-tokens.repository';
import { IdentityConfig } from './config';
import { UserRecord, UserSchema } from './users/user.schema';
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
        ]),
      ],
      controllers: [AuthController, UsersController],
      providers: [UsersRepository, UsersService, RefreshTokensRepository, PasswordHasher, AccessTokenSigner, AuthService],
    };
  }
}

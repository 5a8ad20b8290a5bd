import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AccountController } from './account.controller';
import { JwtStrategy } from './jwt.strategy';
import { SessionCookie } from './session-cookie';
import { UsersView } from './users.view';

@Module({
  imports: [PassportModule],
  controllers: [AccountController],
  providers: [JwtStrategy, SessionCookie, UsersView],
  exports: [UsersView],
})
export class AuthModule {}

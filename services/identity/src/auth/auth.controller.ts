import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { loginSchema, passwordChangeMessageSchema, PATTERNS, refreshMessageSchema, registerSchema } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { AuthService } from './auth.service';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @MessagePattern(PATTERNS.identity.register)
  register(@Payload() data: unknown) {
    return this.auth.register(parseMessage(registerSchema, data));
  }

  @MessagePattern(PATTERNS.identity.login)
  login(@Payload() data: unknown) {
    return this.auth.login(parseMessage(loginSchema, data));
  }

  @MessagePattern(PATTERNS.identity.refresh)
  refresh(@Payload() data: unknown) {
    return this.auth.refresh(parseMessage(refreshMessageSchema, data).refreshToken);
  }

  @MessagePattern(PATTERNS.identity.logout)
  async logout(@Payload() data: unknown) {
    await this.auth.logout(parseMessage(refreshMessageSchema, data).refreshToken);
    return { success: true };
  }

  @MessagePattern(PATTERNS.identity.passwordChange)
  async changePassword(@Payload() data: unknown) {
    const { userId, refreshToken, ...request } = parseMessage(passwordChangeMessageSchema, data);
    const changedAtMs = await this.auth.changePassword(userId, request, refreshToken);
    return { success: true, changedAtMs };
  }
}

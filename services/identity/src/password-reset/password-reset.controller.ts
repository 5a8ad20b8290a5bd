import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PATTERNS, passwordResetRequestSchema, passwordResetSchema } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { PasswordResetService } from './password-reset.service';

@Controller()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @MessagePattern(PATTERNS.identity.passwordResetRequest)
  request(@Payload() data: unknown) {
    return this.resets.request(parseMessage(passwordResetRequestSchema, data).email);
  }

  @MessagePattern(PATTERNS.identity.passwordReset)
  reset(@Payload() data: unknown) {
    const { token, newPassword } = parseMessage(passwordResetSchema, data);
    return this.resets.reset(token, newPassword);
  }
}

import { Controller, HttpCode, NotImplementedException, Post } from '@nestjs/common';

@Controller('webhooks')
export class WebhooksController {
  // Signature-verified, idempotent handling arrives with the billing feature.
  @Post('stripe')
  @HttpCode(501)
  stripe(): never {
    throw new NotImplementedException('Stripe webhooks are not handled yet');
  }
}

import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  notificationSettingsSchema,
  notificationStateSchema,
  PATTERNS,
  type NotificationSettings,
  type NotificationState,
} from '@wine/contracts';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ServiceClient } from '../infra/service-client';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { CurrentUser } from '../access/jwt-auth.guard';
import type { AuthUser } from '../access/jwt.strategy';
import { ProductRoute } from '../access/route-access';

/** The e-mails a user has asked for (docs/product-rules.md#drinking-reminder); identity keeps them. Behind the age gate: they are about wine. */
@Controller('account/notifications')
export class NotificationsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ProductRoute()
  @ApiDoc({
    summary: 'The e-mails the signed-in user has asked for, and whether a confirmation is awaited',
    response: notificationStateSchema,
  })
  get(@CurrentUser() user: AuthUser): Promise<NotificationState> {
    return this.services.send('identity', PATTERNS.identity.notificationsGet, { userId: user.userId });
  }

  @Put()
  @ProductRoute()
  @ApiDoc({
    summary:
      'Turn the monthly "Drink soon" reminder e-mail off, or ask for it: a confirmation link is e-mailed, and it starts once clicked',
    response: notificationStateSchema,
  })
  set(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(notificationSettingsSchema)) settings: NotificationSettings,
  ): Promise<NotificationState> {
    return this.services.send('identity', PATTERNS.identity.notificationsSet, { userId: user.userId, settings });
  }
}

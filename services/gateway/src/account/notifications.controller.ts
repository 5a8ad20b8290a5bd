import { Body, Controller, Get, Put } from '@nestjs/common';
import { notificationSettingsSchema, PATTERNS, type NotificationSettings } from '@wine/contracts';
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
  @ApiDoc({ summary: 'The e-mails the signed-in user has asked for', response: notificationSettingsSchema })
  get(@CurrentUser() user: AuthUser): Promise<NotificationSettings> {
    return this.services.send('identity', PATTERNS.identity.notificationsGet, { userId: user.userId });
  }

  @Put()
  @ProductRoute()
  @ApiDoc({ summary: 'Turn the monthly "Drink soon" reminder e-mail on or off', response: notificationSettingsSchema })
  set(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(notificationSettingsSchema)) settings: NotificationSettings,
  ): Promise<NotificationSettings> {
    return this.services.send('identity', PATTERNS.identity.notificationsSet, { userId: user.userId, settings });
  }
}

import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  PATTERNS,
  type ProfilePreferences,
  profilePreferencesSchema,
  type ProfilePreferencesUpdate,
  profilePreferencesViewSchema,
} from '@wine/contracts';
import { CurrentUser } from '../access/jwt-auth.guard';
import type { AuthUser } from '../access/jwt.strategy';
import { ProductRoute } from '../access/route-access';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ServiceClient } from '../infra/service-client';
import { ApiDoc } from '../openapi/api-doc.decorator';

/**
 * The setup's preferences, editable in Account Settings (docs/product-rules.md#preferences).
 * Identity refreshes the copy searches read as it saves, so the next search follows at once.
 */
@Controller('account/preferences')
export class PreferencesController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ProductRoute()
  @ApiDoc({ summary: 'The profile preferences (and the date of birth, read-only)', response: profilePreferencesViewSchema })
  get(@CurrentUser() user: AuthUser): Promise<ProfilePreferences> {
    return this.services.send('identity', PATTERNS.identity.profilePreferencesGet, { userId: user.userId });
  }

  @Put()
  @ProductRoute()
  @ApiDoc({
    summary: 'Change budget, wine types, location and experience (the same rules as setup; the date of birth cannot change)',
    response: profilePreferencesViewSchema,
  })
  set(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(profilePreferencesSchema)) preferences: ProfilePreferencesUpdate,
  ): Promise<ProfilePreferences> {
    return this.services.send('identity', PATTERNS.identity.profilePreferencesSet, { userId: user.userId, preferences });
  }
}

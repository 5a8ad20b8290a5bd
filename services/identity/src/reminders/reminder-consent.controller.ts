import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { mailLinkTokenSchema, notificationSettingsMessageSchema, PATTERNS, userMessageSchema } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { ReminderConsentService } from './reminder-consent.service';

@Controller()
export class ReminderConsentController {
  constructor(private readonly consent: ReminderConsentService) {}

  @MessagePattern(PATTERNS.identity.notificationsGet)
  get(@Payload() data: unknown) {
    return this.consent.get(parseMessage(userMessageSchema, data).userId);
  }

  @MessagePattern(PATTERNS.identity.notificationsSet)
  set(@Payload() data: unknown) {
    const { userId, settings } = parseMessage(notificationSettingsMessageSchema, data);
    return this.consent.set(userId, settings);
  }

  @MessagePattern(PATTERNS.identity.reminderConfirm)
  confirm(@Payload() data: unknown) {
    return this.consent.confirm(parseMessage(mailLinkTokenSchema, data).token);
  }

  @MessagePattern(PATTERNS.identity.unsubscribe)
  unsubscribe(@Payload() data: unknown) {
    return this.consent.unsubscribe(parseMessage(mailLinkTokenSchema, data).token);
  }

  // the cellar's monthly drinking reminder: who confirmed it, and where to send it
  @MessagePattern(PATTERNS.identity.reminderRecipients)
  recipients() {
    return this.consent.recipients();
  }
}

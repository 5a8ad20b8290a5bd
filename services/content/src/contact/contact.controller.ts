import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { contactMessageSchema, PATTERNS } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { ContactService } from './contact.service';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @MessagePattern(PATTERNS.content.contactCreate)
  create(@Payload() data: unknown) {
    return this.contact.create(parseMessage(contactMessageSchema, data));
  }
}

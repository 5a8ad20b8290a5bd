import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  IMPORT_PREVIEW_REPLY_MAX_BYTES,
  importConfirmMessageSchema,
  importPreviewMessageSchema,
  PATTERNS,
} from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { ImportService } from './import.service';

@Controller()
export class ImportController {
  constructor(private readonly imports: ImportService) {}

  @MessagePattern(PATTERNS.cellar.importPreview, { maxReplyBytes: IMPORT_PREVIEW_REPLY_MAX_BYTES })
  preview(@Payload() data: unknown) {
    const { userId, csv } = parseMessage(importPreviewMessageSchema, data);
    return this.imports.preview(userId, csv);
  }

  @MessagePattern(PATTERNS.cellar.importConfirm)
  confirm(@Payload() data: unknown) {
    const { userId, confirm } = parseMessage(importConfirmMessageSchema, data);
    return this.imports.confirm(userId, confirm);
  }
}

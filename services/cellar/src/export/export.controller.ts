import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { cellarUserMessageSchema, PATTERNS } from '@wine/contracts';
import { parseMessage } from '@wine/nest-common';
import { ExportService } from './export.service';

@Controller()
export class ExportController {
  constructor(private readonly exports: ExportService) {}

  @MessagePattern(PATTERNS.cellar.exportCsv)
  csv(@Payload() data: unknown) {
    return this.exports.exportCsv(parseMessage(cellarUserMessageSchema, data).userId);
  }
}

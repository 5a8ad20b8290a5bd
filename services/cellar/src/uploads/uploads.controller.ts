import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  cellarClockMessageSchema,
  cellarItemMessageSchema,
  PATTERNS,
  updateUploadMessageSchema,
  uploadCreateMessageSchema,
  uploadReleaseMessageSchema,
  uploadReserveMessageSchema,
  uploadsListMessageSchema,
} from '@wine/contracts';
import { parseMessage, rpcError } from '@wine/nest-common';
import { Clock } from '../common/clock';
import { UploadsService } from './uploads.service';

@Controller()
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly clock: Clock,
  ) {}

  @MessagePattern(PATTERNS.cellar.uploadsList)
  list(@Payload() data: unknown) {
    const { userId, page } = parseMessage(uploadsListMessageSchema, data);
    return this.uploads.list(userId, page);
  }

  @MessagePattern(PATTERNS.cellar.uploadsGet)
  get(@Payload() data: unknown) {
    const { userId, id } = parseMessage(cellarItemMessageSchema, data);
    return this.uploads.get(userId, id);
  }

  @MessagePattern(PATTERNS.cellar.uploadsUpdate)
  update(@Payload() data: unknown) {
    const { userId, id, changes } = parseMessage(updateUploadMessageSchema, data);
    return this.uploads.update(userId, id, changes);
  }

  @MessagePattern(PATTERNS.cellar.uploadsDelete)
  async delete(@Payload() data: unknown) {
    const { userId, id } = parseMessage(cellarItemMessageSchema, data);
    await this.uploads.delete(userId, id);
    return { deleted: true };
  }

  @MessagePattern(PATTERNS.cellar.uploadReserve)
  reserve(@Payload() data: unknown) {
    const { userId, plan } = parseMessage(uploadReserveMessageSchema, data);
    return this.uploads.reserve(userId, plan);
  }

  @MessagePattern(PATTERNS.cellar.uploadRelease)
  release(@Payload() data: unknown) {
    const { userId, reservationId } = parseMessage(uploadReleaseMessageSchema, data);
    return this.uploads.release(userId, reservationId);
  }

  @MessagePattern(PATTERNS.cellar.uploadCreate)
  create(@Payload() data: unknown) {
    return this.uploads.create(parseMessage(uploadCreateMessageSchema, data));
  }

  // Test systems only: moves one user's quota clock (e.g. across a Melbourne month boundary).
  @MessagePattern(PATTERNS.cellar.clockSet)
  async setClock(@Payload() data: unknown) {
    if (!this.clock.canBeSet) throw rpcError(404, 'Not available');
    const { userId, now } = parseMessage(cellarClockMessageSchema, data);
    await this.clock.set(userId, now ? new Date(now) : null);
    return { now: (await this.clock.now(userId)).toISOString() };
  }
}

import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { PATTERNS } from '@wine/contracts';
import { rpcError } from '@wine/nest-common';
import { Clock } from '../common/clock';
import { ReminderQueue } from './reminder-queue';

@Controller()
export class RemindersController {
  constructor(
    private readonly queue: ReminderQueue,
    private readonly clock: Clock,
  ) {}

  // Test systems only (NODE_ENV=test, like the clock): runs the monthly reminder now.
  @MessagePattern(PATTERNS.cellar.remindersRun)
  run() {
    if (!this.clock.canBeSet) throw rpcError(404, 'Not available');
    return this.queue.runNow();
  }
}

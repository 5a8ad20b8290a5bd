import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { bottlePhotoPrefix, TOPICS } from '@wine/contracts';
import { EventBus } from '@wine/nest-common';
import { DinnerOpenings } from '../bottles/dinner-openings';
import { TastingsRepository } from '../bottles/tastings.repository';
import { ImportPreviews } from '../import/import-previews';
import { PalateSignalsCache } from '../palate/palate-signals.cache';
import { SavedWineListView } from '../saved-wines/saved-wine-list.view';
import { Clock } from '../common/clock';
import { PlansService } from '../plans/plans.service';
import { RemindersSentRepository } from '../reminders/reminders-sent.repository';
import { SavedWinesRepository } from '../saved-wines/saved-wines.repository';
import { PhotoStore } from '../uploads/photo-store';
import { UploadReservationsRepository, UploadsRepository } from '../uploads/uploads.repository';

// Where the gateway stores a user's photos (services/gateway/src/uploads/photo-intake.ts): uploads/<userId>/<photoId>.

/** Account deletion (docs/product-rules.md#account-deletion-and-data-retention): everything the cellar holds for the user goes, photos included. */
@Injectable()
export class PurgeService implements OnModuleInit {
  private readonly logger = new Logger(PurgeService.name);

  constructor(
    private readonly events: EventBus,
    private readonly wines: SavedWinesRepository,
    private readonly uploads: UploadsRepository,
    private readonly reservations: UploadReservationsRepository,
    private readonly tastings: TastingsRepository,
    private readonly photos: PhotoStore,
    private readonly plans: PlansService,
    private readonly clock: Clock,
    private readonly remindersSent: RemindersSentRepository,
    private readonly importPreviews: ImportPreviews,
    private readonly listView: SavedWineListView,
    private readonly palateSignals: PalateSignalsCache,
    private readonly dinners: DinnerOpenings,
  ) {}

  onModuleInit(): void {
    this.events.on(TOPICS.userDeleted, 'cellar', ({ userId }) => this.purge(userId));
  }

  /** Idempotent: photos first, so a failure part-way leaves records that point at what is left. */
  async purge(userId: string): Promise<void> {
    // the tombstone first: a plan change still on its way must not recreate the account mid-purge
    await this.plans.forget(userId);
    await this.photos.remove(await this.uploads.photoKeysOf(userId));
    const strays = await this.photos.removePrefix(bottlePhotoPrefix(userId));
    const uploads = await this.uploads.deleteAllOf(userId);
    const wines = await this.wines.deleteAllOf(userId);
    await this.reservations.deleteAllOf(userId);
    const tastings = await this.tastings.deleteAllOf(userId);
    await this.clock.forget(userId);
    await this.remindersSent.deleteAllOf(userId);
    // previews (store and MinIO), then the Redis copies (after the deletes above, whose hooks bump them) and the events sent about the member
    await this.importPreviews.deleteAllOf(userId);
    await this.listView.forget(userId);
    await this.palateSignals.forget(userId);
    await this.dinners.forget(userId);
    await this.events.forgetUser(userId);
    this.logger.log(
      `purged the cellar of ${userId}: ${wines} saved wines, ${uploads} analyses, ${tastings} tastings, ${strays} stray photos`,
    );
  }
}

import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Mailer } from '@wine/nest-common/mail';
import { ServiceCoreModule } from '@wine/nest-common/store';
import { AnalyticsController } from './analytics/analytics.controller';
import { AnalyticsService } from './analytics/analytics.service';
import { BottlesController } from './bottles/bottles.controller';
import { BottlesService } from './bottles/bottles.service';
import { DinnerOpenings } from './bottles/dinner-openings';
import { DinnerService } from './bottles/dinner.service';
import { TastingCount, TastingCountSchema, TastingRecord, TastingSchema } from './bottles/tasting.schema';
import { TastingsRepository } from './bottles/tastings.repository';
import { Clock } from './common/clock';
import { CellarConfig } from './config';
import { DrinkingPlanController } from './drinking-plan/drinking-plan.controller';
import { DrinkingPlanService } from './drinking-plan/drinking-plan.service';
import { ExportController } from './export/export.controller';
import { ExportService } from './export/export.service';
import { PalateSignalsCache, PalateSignalsCacheModule } from './palate/palate-signals.cache';
import { PalateSignalsController, PalateSignalsReader } from './palate/palate-signals.controller';
import { CatalogueMatcherClient } from './import/catalogue-matcher.client';
import { ImportController } from './import/import.controller';
import { ImportPreviews } from './import/import-previews';
import { ImportPreviewRecord, ImportPreviewSchema } from './import/import-preview.schema';
import { ImportService } from './import/import.service';
import { ImportedWinesRepository } from './import/imported-wines.repository';
import {
  CellarAccount,
  CellarAccountSchema,
  DeletedCellarAccount,
  DeletedCellarAccountSchema,
} from './plans/cellar-account.schema';
import { PlansService } from './plans/plans.service';
import { PurgeService } from './purge/purge.service';
import { DrinkingReminderService } from './reminders/drinking-reminder.service';
import { IdentityClient } from './reminders/identity.client';
import { ReminderQueue } from './reminders/reminder-queue';
import { RemindersController } from './reminders/reminders.controller';
import { RemindersSentRepository } from './reminders/reminders-sent.repository';
import { RetentionService } from './retention/retention.service';
import { SavedWineListView } from './saved-wines/saved-wine-list.view';
import { SavedWineRecord, SavedWineSchema } from './saved-wines/saved-wine.schema';
import { LinkCatalogueWine } from './saved-wines/link-catalogue-wine';
import { SavedWinesController } from './saved-wines/saved-wines.controller';
import { SavedWinesRepository } from './saved-wines/saved-wines.repository';
import { SavedWinesService } from './saved-wines/saved-wines.service';
import { CellarListService } from './saved-wines/cellar-list.service';
import { PhotoStore } from './uploads/photo-store';
import { UploadRecord, UploadReservation, UploadReservationSchema, UploadSchema } from './uploads/upload.schema';
import { UploadsController } from './uploads/uploads.controller';
import { UploadReservationsRepository, UploadsRepository } from './uploads/uploads.repository';
import { UploadsService } from './uploads/uploads.service';
import { UsageController } from './usage/usage.controller';
import { UsageService } from './usage/usage.service';

@Module({})
export class AppModule {
  static register(config: CellarConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot('cellar', config),
        PalateSignalsCacheModule,
        MongooseModule.forFeature([
          { name: UploadReservation.name, schema: UploadReservationSchema },
          { name: ImportPreviewRecord.name, schema: ImportPreviewSchema },
          { name: CellarAccount.name, schema: CellarAccountSchema },
          { name: DeletedCellarAccount.name, schema: DeletedCellarAccountSchema },
          { name: TastingCount.name, schema: TastingCountSchema },
        ]),
        // what the palate reads: every write to these tells its cache
        MongooseModule.forFeatureAsync(
          [
            { name: SavedWineRecord.name, schema: SavedWineSchema },
            { name: UploadRecord.name, schema: UploadSchema },
            { name: TastingRecord.name, schema: TastingSchema },
          ].map(({ name, schema }) => ({
            name,
            imports: [PalateSignalsCacheModule],
            inject: [PalateSignalsCache],
            useFactory: (cache: PalateSignalsCache) => schema.clone().plugin(cache.plugin()),
          })),
        ),
      ],
      controllers: [
        SavedWinesController,
        UploadsController,
        UsageController,
        AnalyticsController,
        DrinkingPlanController,
        ExportController,
        BottlesController,
        PalateSignalsController,
        ImportController,
        RemindersController,
      ],
      providers: [
        Clock,
        PlansService,
        SavedWineListView,
        SavedWinesRepository,
        SavedWinesService,
        CellarListService,
        PhotoStore,
        UploadsRepository,
        UploadReservationsRepository,
        UploadsService,
        UsageService,
        AnalyticsService,
        DrinkingPlanService,
        ExportService,
        TastingsRepository,
        BottlesService,
        DinnerService,
        DinnerOpenings,
        LinkCatalogueWine,
        RetentionService,
        PurgeService,
        PalateSignalsReader,
        CatalogueMatcherClient,
        ImportPreviews,
        ImportedWinesRepository,
        ImportService,
        Mailer,
        IdentityClient,
        RemindersSentRepository,
        DrinkingReminderService,
        ReminderQueue,
      ],
    };
  }
}

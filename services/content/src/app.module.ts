import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule } from '@wine/nest-common/store';
import { ContentConfig } from './config';
import { ContactModule } from './contact/contact.module';
import { GuideController } from './guide/guide.controller';
import { HelpController } from './help/help.controller';
import { ReferralsModule } from './referrals/referrals.module';
import { WaitlistModule } from './waitlist/waitlist.module';

@Module({})
export class AppModule {
  static register(config: ContentConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceCoreModule.forRoot('content', config), ReferralsModule, ContactModule, WaitlistModule],
      controllers: [HelpController, GuideController],
    };
  }
}

import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ServiceCoreModule } from '@wine/nest-common';
import { ContentConfig } from './config';
import { ContactModule } from './contact/contact.module';
import { GuideController } from './guide/guide.controller';
import { HelpController } from './help/help.controller';
import { ReferralsModule } from './referrals/referrals.module';
import { WaitlistSignup, WaitlistSignupSchema } from './waitlist/waitlist-signup.schema';
import { WaitlistController } from './waitlist/waitlist.controller';

@Module({})
export class AppModule {
  static register(config: ContentConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot('content', config),
        ReferralsModule,
        ContactModule,
        MongooseModule.forFeature([{ name: WaitlistSignup.name, schema: WaitlistSignupSchema }]),
      ],
      controllers: [HelpController, GuideController, WaitlistController],
    };
  }
}

import { Module } from '@nestjs/common';
import { ReferralsModule } from '../referrals/referrals.module';
import { BillingController, LocalPaymentPagesController } from './billing.controller';

@Module({ imports: [ReferralsModule], controllers: [BillingController, LocalPaymentPagesController] })
export class BillingModule {}

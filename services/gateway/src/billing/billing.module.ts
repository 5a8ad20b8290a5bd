import { Module } from '@nestjs/common';
import { BillingController, LocalPaymentPagesController } from './billing.controller';

@Module({ controllers: [BillingController, LocalPaymentPagesController] })
export class BillingModule {}

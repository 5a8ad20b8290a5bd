import { Module } from '@nestjs/common';
import { ReferralsController } from './referrals.controller';
import { Referrals } from './referrals.service';

@Module({ controllers: [ReferralsController], providers: [Referrals], exports: [Referrals] })
export class ReferralsModule {}

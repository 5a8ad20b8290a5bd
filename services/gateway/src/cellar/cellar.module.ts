import { Module } from '@nestjs/common';
import { CellarController } from './cellar.controller';
import { PlanLookup } from './plan-lookup';

@Module({ controllers: [CellarController], providers: [PlanLookup], exports: [PlanLookup] })
export class CellarModule {}

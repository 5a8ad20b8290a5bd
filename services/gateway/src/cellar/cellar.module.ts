import { Module } from '@nestjs/common';
import { CellarImportController } from './cellar-import.controller';
import { CellarController } from './cellar.controller';
import { PlanLookup } from './plan-lookup';

@Module({ controllers: [CellarController, CellarImportController], providers: [PlanLookup], exports: [PlanLookup] })
export class CellarModule {}

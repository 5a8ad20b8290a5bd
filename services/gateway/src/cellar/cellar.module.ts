import { Module } from '@nestjs/common';
import { CellarImportController } from './cellar-import.controller';
import { CellarController } from './cellar.controller';

@Module({ controllers: [CellarController, CellarImportController] })
export class CellarModule {}

import { Module } from '@nestjs/common';
import { CellarController } from './cellar.controller';

@Module({ controllers: [CellarController] })
export class CellarModule {}

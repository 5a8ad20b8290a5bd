import { Module } from '@nestjs/common';
import { CatalogueMatchController } from './catalogue-match.controller';

@Module({ controllers: [CatalogueMatchController] })
export class CatalogueMatchModule {}

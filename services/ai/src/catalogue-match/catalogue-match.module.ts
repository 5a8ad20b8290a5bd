import { Module } from '@nestjs/common';
import { CatalogueMatchController } from './catalogue-match.controller';
import { CatalogueSearchController } from './catalogue-search.controller';

@Module({ controllers: [CatalogueMatchController, CatalogueSearchController] })
export class CatalogueMatchModule {}

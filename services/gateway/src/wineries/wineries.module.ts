import { Module } from '@nestjs/common';
import { WineriesController } from './wineries.controller';

@Module({ controllers: [WineriesController] })
export class WineriesModule {}

import { Module } from '@nestjs/common';
import { RecommendationsController } from './recommendations.controller';
import { UserPreferencesReader } from './user-preferences';

@Module({ controllers: [RecommendationsController], providers: [UserPreferencesReader] })
export class RecommendationsModule {}

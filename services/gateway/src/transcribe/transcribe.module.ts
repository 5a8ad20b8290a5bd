import { Module } from '@nestjs/common';
import { CellarModule } from '../cellar/cellar.module';
import { SpeechClient } from './speech-client';
import { TranscribeController } from './transcribe.controller';
import { VoiceSearchPremiumGuard } from './voice-search-premium.guard';

/** POST /api/transcribe: voice search's speech-to-text fallback (Premium). */
@Module({ imports: [CellarModule], controllers: [TranscribeController], providers: [SpeechClient, VoiceSearchPremiumGuard] })
export class TranscribeModule {}

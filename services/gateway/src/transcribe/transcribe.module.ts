import { Module } from '@nestjs/common';
import { SpeechClient } from './speech-client';
import { TranscribeController } from './transcribe.controller';

/** POST /api/transcribe: voice search's speech-to-text fallback (Premium). */
@Module({ controllers: [TranscribeController], providers: [SpeechClient] })
export class TranscribeModule {}

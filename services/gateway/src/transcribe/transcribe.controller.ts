import {
  BadRequestException,
  Controller,
  HttpCode,
  PayloadTooLargeException,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  AUDIO_REQUIRED_MESSAGE,
  AUDIO_TOO_LARGE_MESSAGE,
  INVALID_AUDIO_MESSAGE,
  MAX_AUDIO_BYTES,
  sniffAudioFormat,
  type Transcription,
  transcriptionSchema,
  VOICE_SEARCH_PREMIUM_MESSAGE,
} from '@wine/contracts';
import { OneFileUpload } from '../common/one-file-upload';
import { ApiDoc } from '../openapi/api-doc.decorator';
import { SpeechClient } from './speech-client';
import { ProductRoute, RateLimit } from '../access/route-access';
import { RequiresPremium } from '../access/requires-premium';
import { AI_LIMIT } from '../rate-limit/limits';

/**
 * Voice search's server fallback: browsers without the Web Speech API record a
 * clip and send it here; the transcript then runs the ordinary text search in the browser.
 */
@ApiTags('voice search')
@Controller('transcribe')
@ProductRoute()
@RequiresPremium(VOICE_SEARCH_PREMIUM_MESSAGE)
export class TranscribeController {
  constructor(private readonly speech: SpeechClient) {}

  @Post()
  @RateLimit(AI_LIMIT)
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiDoc({
    summary: 'Transcribe a voice search clip (Premium)',
    description:
      'Multipart field `audio`: WAV, WebM, Ogg, MP4, MP3 or FLAC, at most 2 MB and 15 seconds. 403 {upgrade: true} for Free users; 503 while the speech server is down.',
    response: transcriptionSchema,
    upload: 'audio',
  })
  @UseInterceptors(OneFileUpload('audio', { maxBytes: MAX_AUDIO_BYTES, tooLargeMessage: AUDIO_TOO_LARGE_MESSAGE }))
  async transcribe(@UploadedFile() file: Express.Multer.File | undefined): Promise<Transcription> {
    if (!file) throw new BadRequestException(AUDIO_REQUIRED_MESSAGE);
    if (file.size > MAX_AUDIO_BYTES) throw new PayloadTooLargeException(AUDIO_TOO_LARGE_MESSAGE);
    // by its bytes, whatever its name or type claims; the speech server still refuses what it cannot decode
    if (!sniffAudioFormat(file.buffer.subarray(0, 16))) throw new BadRequestException(INVALID_AUDIO_MESSAGE);
    return this.speech.transcribe(file.buffer);
  }
}

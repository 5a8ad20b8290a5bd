import { Provider } from '@nestjs/common';
import { APP_CONFIG } from '@wine/nest-common';
import { AiWorkerConfig } from '../config';
import { PaddleLabelReader } from '../label/label-ocr';

export const LABEL_READER = Symbol('LABEL_READER');

// Loaded once per worker process, before it takes its first job (Nest awaits async factories).
export const labelReaderProvider: Provider = {
  provide: LABEL_READER,
  inject: [APP_CONFIG],
  useFactory: (config: AiWorkerConfig) => PaddleLabelReader.load(config.OCR_MODELS_DIR),
};

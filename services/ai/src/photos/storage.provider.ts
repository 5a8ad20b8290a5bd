import { Provider } from '@nestjs/common';
import { APP_CONFIG } from '@wine/nest-common';
import { createStorageClient } from '@wine/nest-common/storage';
import { Client } from 'minio';
import { AiConfig } from '../config';

export const STORAGE = Symbol('STORAGE');
export type Storage = Client;

export const storageProvider: Provider = {
  provide: STORAGE,
  inject: [APP_CONFIG],
  useFactory: (config: AiConfig) => createStorageClient(config),
};

import { Provider } from '@nestjs/common';
import { APP_CONFIG, createStorageClient } from '@wine/nest-common';
import { Client } from 'minio';
import { AiConfig } from '../config';

export const STORAGE = Symbol('STORAGE');
export type Storage = Client;

export const storageProvider: Provider = {
  provide: STORAGE,
  inject: [APP_CONFIG],
  useFactory: (config: AiConfig) => createStorageClient(config),
};

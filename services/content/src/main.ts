import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@wine/nest-common';
import { AppModule } from './app.module';
import { contentConfigSchema } from './config';

const config = loadConfig(contentConfigSchema);
void bootstrapService('content', AppModule.register(config), config);

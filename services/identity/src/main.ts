import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@wine/nest-common';
import { AppModule } from './app.module';
import { identityConfigSchema } from './config';

const config = loadConfig(identityConfigSchema);
void bootstrapService('identity', AppModule.register(config), config);

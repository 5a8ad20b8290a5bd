// first: OpenTelemetry's instrumentations patch the libraries as they load (when a collector is set)
import '@wine/nest-common/instrument';
import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@wine/nest-common';
import { AppModule } from './app.module';
import { cellarConfigSchema } from './config';

const config = loadConfig(cellarConfigSchema);
void bootstrapService('cellar', AppModule.register(config), config);

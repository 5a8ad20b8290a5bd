// first: OpenTelemetry's instrumentations patch the libraries as they load (when a collector is set)
import '@wine/nest-common/instrument';
import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@wine/nest-common';
import { AppModule } from './app.module';
import { identityConfigSchema } from './config';

const config = loadConfig(identityConfigSchema);
// requests from the gateway come sealed under identity's transport key (docs/decisions/0009-sealed-identity-transport.md)
void bootstrapService('identity', AppModule.register(config), config, { sealKey: config.IDENTITY_TRANSPORT_KEY });

import 'reflect-metadata';
import { loadConfig } from '@wine/nest-common';
import { runMigration } from '@wine/nest-common/store';
import { AppModule } from './app.module';
import { aiConfigSchema } from './config';

// The migration step: ai's indexes, made before a release rolls out (docs/production.md#launch-checklist).
const config = loadConfig(aiConfigSchema);
runMigration('ai', AppModule.register(config), config).then(
  () => process.exit(0),
  (err: Error) => {
    process.stderr.write(`migration of ai failed: ${err.message}\n`);
    process.exit(1);
  },
);

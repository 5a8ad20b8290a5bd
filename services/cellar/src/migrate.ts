import 'reflect-metadata';
import { loadConfig } from '@wine/nest-common';
import { runMigration } from '@wine/nest-common/store';
import { AppModule } from './app.module';
import { cellarConfigSchema } from './config';

// The migration step: cellar's indexes, made before a release rolls out (docs/production.md#launch-checklist).
const config = loadConfig(cellarConfigSchema);
runMigration('cellar', AppModule.register(config), config).then(
  () => process.exit(0),
  (err: Error) => {
    process.stderr.write(`migration of cellar failed: ${err.message}\n`);
    process.exit(1);
  },
);

import 'reflect-metadata';
import { loadConfig } from '@wine/nest-common';
import { runMigration } from '@wine/nest-common/store';
import { AppModule } from './app.module';
import { contentConfigSchema } from './config';

// The migration step: content's indexes, made before a release rolls out (docs/production.md#launch-checklist).
const config = loadConfig(contentConfigSchema);
runMigration('content', AppModule.register(config), config).then(
  () => process.exit(0),
  (err: Error) => {
    process.stderr.write(`migration of content failed: ${err.message}\n`);
    process.exit(1);
  },
);

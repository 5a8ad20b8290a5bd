// The services are emitted by SWC (infra/local/emit-services.mjs), which, unlike tsc, does not know a
// property's type behind an alias: `itemKind!: CellarItemKind` (a union of strings) reaches
// @nestjs/mongoose as Object, and building the schema throws at the service's start. Jest runs the
// same transform (.swcrc), so loading every schema file here fails as the service would.
import fs from 'node:fs';
import path from 'node:path';
import { Schema } from 'mongoose';

const ROOT = path.resolve(__dirname, '../..');

function schemaFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return schemaFiles(p);
    return e.name.endsWith('.schema.ts') ? [p] : [];
  });
}

const files = fs
  .readdirSync(path.join(ROOT, 'services'))
  .flatMap((service) => schemaFiles(path.join(ROOT, 'services', service, 'src')))
  .map((f) => path.relative(ROOT, f));

describe('every stored record type builds its schema as the services emit it', () => {
  it('finds the schema files', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s', (file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each file is loaded as the service loads it
    const exported: Record<string, unknown> = require(path.join(ROOT, file));
    expect(Object.values(exported).some((value) => value instanceof Schema)).toBe(true);
  });
});

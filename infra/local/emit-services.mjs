#!/usr/bin/env node
// Emits every service's JavaScript (services/<name>/src → dist, specs left out) with SWC, as the
// unit tests already run it (.swcrc). Type errors are the type check's job (infra/local/typecheck.sh
// in CI): emitting with tsc checked every service's types a second time, about a CPU minute and a
// half per build, on the path to every test run and `npm start`.
//   node infra/local/emit-services.mjs [service…]   (default: all six)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVICES = ['gateway', 'identity', 'cellar', 'ai', 'billing', 'content'];
const swcrc = JSON.parse(fs.readFileSync(path.join(ROOT, '.swcrc'), 'utf8'));

function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

async function emit(service) {
  const src = path.join(ROOT, 'services', service, 'src');
  const dist = path.join(ROOT, 'services', service, 'dist');
  await Promise.all(
    sources(src).map(async (file) => {
      const out = path.join(dist, path.relative(src, file)).replace(/\.ts$/, '.js');
      const { code, map } = await transformFile(file, {
        ...swcrc,
        swcrc: false,
        sourceMaps: true,
        outputPath: out,
      });
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, `${code}\n//# sourceMappingURL=${path.basename(out)}.map\n`);
      fs.writeFileSync(`${out}.map`, map);
    }),
  );
}

const asked = process.argv.slice(2);
for (const name of asked) if (!SERVICES.includes(name)) throw new Error(`unknown service ${name}`);
await Promise.all((asked.length ? asked : SERVICES).map(emit));

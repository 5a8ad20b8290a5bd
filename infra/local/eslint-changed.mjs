#!/usr/bin/env node
// ESLint over the repository (as `eslint .`), skipping the files this machine already found clean
// with nothing they depend on changed: a second clone of the same code re-checks only what changed.
//   node infra/local/eslint-changed.mjs [path…]   (default the whole repository; exit 1 on a lint error)
// ESLint's own --cache keys a file on its own content only, but the type-aware rules
// (no-floating-promises, …) and import-x/no-cycle read the files it imports: a function turned
// async elsewhere would leave a stale pass. So a file's key here is the content of every file it
// reaches through its imports (relative, '@/', '@wine/…'), with the ESLint config, the lockfile, the
// tsconfigs and the ambient .d.ts files. Clean keys are kept in the user's cache
// ($WINE_CACHE/eslint/clean.json, dropped after 30 days unseen); a cold cache checks every file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE = path.join(process.env.WINE_CACHE ?? path.join(os.homedir(), '.cache/wine-app'), 'eslint');
const STORE = path.join(CACHE, 'clean.json');
const KEEP_MS = 30 * 24 * 3600_000;
const LINTABLE = /\.(c|m)?(j|t)sx?$/;
const RESOLVE_SUFFIXES = [
  '',
  '.ts',
  '.tsx',
  '.d.ts',
  '.mts',
  '.js',
  '.mjs',
  '.cjs',
  '.json',
  '/index.ts',
  '/index.tsx',
  '/index.js',
];

const sha = (text) => crypto.createHash('sha256').update(text).digest('hex');
// tracked and untracked (not ignored) files: what `eslint .` walks, less what .gitignore keeps out anyway
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && fs.existsSync(path.join(ROOT, f)));

const contentHash = new Map();
const hashOf = (f) => {
  if (!contentHash.has(f)) contentHash.set(f, sha(fs.readFileSync(path.join(ROOT, f))));
  return contentHash.get(f);
};

// what every file's lint depends on: the config (and the feature folders it reads), the lockfile,
// the compiler options and the ambient declarations
const features = fs.readdirSync(path.join(ROOT, 'frontend/src/features')).sort().join(',');
const shared = files
  .filter((f) => /(^|\/)(eslint\.config\.mjs|package-lock\.json|package\.json|tsconfig[^/]*\.json)$|\.d\.ts$/.test(f))
  .sort()
  .map((f) => `${f}:${hashOf(f)}`);
const sharedKey = sha([process.version, features, hashOf('infra/local/eslint-changed.mjs'), ...shared].join('\n'));

// the files a file names: any quoted relative, '@/' or '@wine/' path (imports, requires, mocks)
const SPECIFIER = /['"`](\.{1,2}\/[^'"`\s]*|@\/[^'"`\s]*|@wine\/[^'"`\s]*)['"`]/g;
const present = new Set(files);
function resolve(from, spec) {
  let base;
  if (spec.startsWith('@/')) base = path.posix.join('frontend/src', spec.slice(2));
  else if (spec.startsWith('@wine/')) {
    const [, pkg, ...rest] = spec.split('/');
    base = path.posix.join('packages', pkg, 'src', rest.length ? rest.join('/') : 'index');
  } else base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  const stem = base.replace(/\.(c|m)?js$/, '');
  for (const candidate of [base, ...RESOLVE_SUFFIXES.map((s) => stem + s)]) if (present.has(candidate)) return candidate;
  return `missing:${base}`; // a file added there later changes the key
}
const direct = new Map();
function importsOf(f) {
  if (!direct.has(f)) {
    const text = fs.readFileSync(path.join(ROOT, f), 'utf8');
    direct.set(f, [...new Set([...text.matchAll(SPECIFIER)].map((m) => resolve(f, m[1])))]);
  }
  return direct.get(f);
}
function keyOf(f) {
  const seen = new Set([f]);
  const stack = [f];
  while (stack.length) {
    const next = stack.pop();
    if (next.startsWith('missing:') || !LINTABLE.test(next)) continue;
    for (const dep of importsOf(next))
      if (!seen.has(dep)) {
        seen.add(dep);
        stack.push(dep);
      }
  }
  const reached = [...seen].sort().map((d) => (d.startsWith('missing:') ? d : `${d}:${hashOf(d)}`));
  return sha([sharedKey, f, ...reached].join('\n'));
}

const eslint = new ESLint({ cwd: ROOT });
const within = process.argv.slice(2).map((p) => path.relative(ROOT, path.resolve(p)));
const asked = (f) => !within.length || within.some((p) => p === '' || f === p || f.startsWith(`${p}/`));
const lintable = [];
for (const f of files.filter(asked))
  if (LINTABLE.test(f) && !(await eslint.isPathIgnored(f)) && (await eslint.calculateConfigForFile(f))) lintable.push(f);

const readStore = () => {
  try {
    return JSON.parse(fs.readFileSync(STORE, 'utf8'));
  } catch {
    return {};
  }
};
const clean = readStore();
const keys = new Map(lintable.map((f) => [f, keyOf(f)]));
const toCheck = lintable.filter((f) => !clean[keys.get(f)]);

const results = toCheck.length ? await eslint.lintFiles(toCheck) : [];
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(results);
if (report) console.log(report);
console.log(
  `[eslint] ${toCheck.length} of ${lintable.length} files checked (the rest unchanged, with all they import, since a clean check on this machine)`,
);

// a file with no message at all is kept as clean (one with a warning is checked, and shown, again)
const now = Date.now();
const store = readStore(); // again: a run beside this one may have added keys meanwhile
for (const [k, seen] of Object.entries(store)) if (now - seen > KEEP_MS) delete store[k];
for (const f of lintable) if (clean[keys.get(f)]) store[keys.get(f)] = now;
for (const r of results) if (!r.messages.length) store[keys.get(path.relative(ROOT, r.filePath))] = now;
fs.mkdirSync(CACHE, { recursive: true });
const tmp = `${STORE}.${process.pid}`;
fs.writeFileSync(tmp, JSON.stringify(store));
fs.renameSync(tmp, STORE);

process.exitCode = results.some((r) => r.errorCount > 0 || r.fatalErrorCount > 0) ? 1 : 0;

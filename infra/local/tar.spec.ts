import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The backup archive's tar (infra/local/tar.mjs): what it writes, GNU tar reads, and it reads back
// byte for byte, long object keys included.
const TAR = path.resolve(__dirname, 'tar.mjs');

function roundTrip(dir: string, entries: { name: string; hex: string }[]): { name: string; hex: string; mode: number }[] {
  const script = `
    import { tarWriter, tarEntries } from ${JSON.stringify(TAR)};
    const [file, json] = process.argv.slice(1);
    const tar = tarWriter(file);
    for (const e of JSON.parse(json)) await tar.add(e.name, Buffer.from(e.hex, 'hex'), { mode: 0o600 });
    await tar.close();
    const back = [];
    for await (const e of tarEntries(file)) back.push({ name: e.name, hex: e.data.toString('hex'), mode: e.mode });
    process.stdout.write(JSON.stringify(back));`;
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, path.join(dir, 'a.tar.gz'), JSON.stringify(entries)],
    { encoding: 'utf8' },
  );
  return JSON.parse(out);
}

describe('backup archive tar', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tar-spec-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads back every entry byte for byte, and GNU tar lists the same names', () => {
    const longKey = `bucket/photos/uploads/${'u'.repeat(60)}/${'p'.repeat(70)}.webp`;
    const entries = [
      { name: 'db/identity/users.bson', hex: randomBytes(1500).toString('hex') },
      { name: longKey, hex: randomBytes(512).toString('hex') },
      { name: 'empty.json', hex: '' },
      { name: 'manifest.json', hex: Buffer.from('{"format":"cellar-door-backup/1"}').toString('hex') },
    ];
    const back = roundTrip(dir, entries);
    expect(back).toEqual(entries.map((e) => ({ ...e, mode: 0o600 })));
    const listed = execFileSync('tar', ['-tzf', path.join(dir, 'a.tar.gz')], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(listed).toEqual(entries.map((e) => e.name));
    expect(execFileSync('tar', ['-xzOf', path.join(dir, 'a.tar.gz'), longKey]).toString('hex')).toBe(entries[1].hex);
  });
});

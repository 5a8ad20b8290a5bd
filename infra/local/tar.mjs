// A small gzip'd tar (ustar, with pax headers for long names) writer and streaming reader for the
// backup archive (infra/local/backup.mjs): Node's zlib and no new dependency, and any `tar -xzf`
// can still open what it writes.
import fs from 'node:fs';
import { once } from 'node:events';
import zlib from 'node:zlib';

const BLOCK = 512;

function header(name, size, { mode = 0o644, type = '0', mtime = Date.now() } = {}) {
  const h = Buffer.alloc(BLOCK);
  const put = (value, offset, length) => h.write(value, offset, length, 'utf8');
  const octal = (n, length) => n.toString(8).padStart(length - 1, '0') + '\0';
  put(name, 0, 100);
  put(octal(mode & 0o7777, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(Math.floor(mtime / 1000), 12), 136, 12);
  put('        ', 148, 8); // the checksum counts its own field as spaces
  put(type, 156, 1);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  let sum = 0;
  for (const byte of h) sum += byte;
  put(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8);
  return h;
}

const padding = (size) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** A pax record "<len> path=<name>\n", whose length counts its own digits. */
function paxPath(name) {
  const body = ` path=${name}\n`;
  let len = Buffer.byteLength(body) + 1;
  while (String(len).length + Buffer.byteLength(body) !== len) len += 1;
  return Buffer.from(`${len}${body}`);
}

/** Opens a .tar.gz for writing; add() resolves once the gzip stream took the bytes (backpressure). */
export function tarWriter(file) {
  const gzip = zlib.createGzip({ level: 6 });
  const out = fs.createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (buf) => {
    if (!gzip.write(buf)) await once(gzip, 'drain');
  };
  return {
    async add(name, data, options = {}) {
      const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data);
      if (Buffer.byteLength(name) > 100) {
        const pax = paxPath(name);
        await write(Buffer.concat([header('PaxHeader', pax.length, { type: 'x' }), pax, padding(pax.length)]));
      }
      await write(Buffer.concat([header(name.slice(0, 100), bytes.length, options), bytes, padding(bytes.length)]));
    },
    async close() {
      gzip.end(Buffer.alloc(BLOCK * 2));
      await once(out, 'close');
    },
  };
}

const field = (h, offset, length) =>
  h
    .subarray(offset, offset + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/** Yields { name, mode, data } for every regular file in a .tar.gz, holding one entry in memory at a time. */
export async function* tarEntries(file) {
  let pending = Buffer.alloc(0);
  let longName = null;
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  for await (const chunk of input) {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= BLOCK) {
      const h = pending.subarray(0, BLOCK);
      if (h.every((b) => b === 0)) return; // the end-of-archive blocks
      const size = parseInt(field(h, 124, 12).trim() || '0', 8);
      const total = BLOCK + size + padding(size).length;
      if (pending.length < total) break;
      const data = Buffer.from(pending.subarray(BLOCK, BLOCK + size));
      const type = field(h, 156, 1) || '0';
      const prefix = field(h, 345, 155);
      const name = longName ?? (prefix ? `${prefix}/${field(h, 0, 100)}` : field(h, 0, 100));
      pending = pending.subarray(total);
      if (type === 'x') {
        longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString('utf8'))?.[1] ?? null;
        continue;
      }
      longName = null;
      if (type === '0') yield { name, mode: parseInt(field(h, 100, 8) || '644', 8), data };
    }
  }
  if (pending.length) throw new Error(`${file} ends in the middle of an entry: the archive is truncated`);
}

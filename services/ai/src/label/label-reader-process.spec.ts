import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Box } from './label-ocr';
import { OCR_MODEL_FILES } from './label-ocr';
import { LabelReaderProcess } from './label-reader-process';

// The process's life, with a stand-in OCR process that speaks the same messages (the real one needs
// the built code and the models: the photo suites of the integration tier run it): it answers each
// photo with its size, 'crash' makes it exit mid-read, 'fail' answers an error.
const STAND_IN = `
process.on('disconnect', () => process.exit(0));
process.on('message', (m) => {
  if (m.close) process.exit(0);
  const text = Buffer.from(m.image).toString();
  if (text === 'crash') process.exit(3);
  if (text === 'fail') return process.send({ id: m.id, error: 'unreadable photo' });
  process.send({ id: m.id, lines: [{ text: text + ' ' + m.image.byteLength, confidence: 1 }], boxes: m.wantBoxes ? [[[0, 0], [1, 0], [1, 1], [0, 1]]] : undefined });
});`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('LabelReaderProcess', () => {
  let dir: string;
  let entry: string;
  const readers: LabelReaderProcess[] = [];
  const reader = (idleMs: number) => {
    const r = new LabelReaderProcess(dir, 1, idleMs, entry);
    readers.push(r);
    return r;
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ocr-process-'));
    for (const file of Object.values(OCR_MODEL_FILES)) fs.writeFileSync(path.join(dir, file), '');
    entry = path.join(dir, 'stand-in.js');
    fs.writeFileSync(entry, STAND_IN);
  });
  afterAll(() => {
    for (const r of readers) r.onApplicationShutdown();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts the OCR with the first read and hands back its lines and boxes', async () => {
    const r = reader(60_000);
    expect(r.pid).toBeUndefined();
    const boxes: Box[] = [];
    const lines = await r.read(Buffer.from('PENFOLDS'), { boxes, rowGap: 3 });
    expect(lines).toEqual([{ text: 'PENFOLDS 8', confidence: 1 }]);
    expect(boxes).toHaveLength(1);
    expect(r.pid).toEqual(expect.any(Number));
    // reads in a row share the process
    const pid = r.pid!;
    await r.read(Buffer.from('GRANGE'));
    expect(r.pid).toBe(pid);
  });

  it('ends the process once no read came for the idle period, and starts another for the next read', async () => {
    const r = reader(300);
    await r.read(Buffer.from('one'));
    const first = r.pid!;
    for (let waited = 0; waited < 10_000 && (r.pid !== undefined || alive(first)); waited += 100) await sleep(100);
    expect(r.pid).toBeUndefined();
    expect(alive(first)).toBe(false);
    expect(await r.read(Buffer.from('two'))).toEqual([{ text: 'two 3', confidence: 1 }]);
    expect(r.pid).not.toBe(first);
  });

  it('starts the OCR ahead of a read when warmed, reads with that process, and ends it when no read comes', async () => {
    const r = reader(300);
    r.warm();
    const warmed = r.pid!;
    expect(warmed).toEqual(expect.any(Number));
    r.warm();
    expect(r.pid).toBe(warmed);
    expect(await r.read(Buffer.from('list'))).toEqual([{ text: 'list 4', confidence: 1 }]);
    expect(r.pid).toBe(warmed);
    for (let waited = 0; waited < 10_000 && alive(warmed); waited += 100) await sleep(100);
    expect(alive(warmed)).toBe(false);
    // warmed and never read: it ends all the same
    r.warm();
    const unread = r.pid!;
    for (let waited = 0; waited < 10_000 && alive(unread); waited += 100) await sleep(100);
    expect(alive(unread)).toBe(false);
    expect(r.pid).toBeUndefined();
  });

  it('answers reads in flight together, each with its own lines', async () => {
    const r = reader(200);
    const reads = Array.from({ length: 20 }, (_, i) => r.read(Buffer.from(`photo ${i}`)));
    expect((await Promise.all(reads)).map((lines) => lines[0].text)).toEqual(
      Array.from({ length: 20 }, (_, i) => `photo ${i} ${`photo ${i}`.length}`),
    );
  });

  it("fails a read with the OCR's error, and a read the process died in; the next read starts it again", async () => {
    const r = reader(60_000);
    await expect(r.read(Buffer.from('fail'))).rejects.toThrow('unreadable photo');
    await expect(r.read(Buffer.from('crash'))).rejects.toThrow('the OCR process ended (exit code 3)');
    expect(r.pid).toBeUndefined();
    expect(await r.read(Buffer.from('again'))).toEqual([{ text: 'again 5', confidence: 1 }]);
  });

  it('refuses to start without the model files', () => {
    expect(() => new LabelReaderProcess(path.join(dir, 'nowhere'))).toThrow(/OCR model file missing/);
  });
});

import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { assertModelFiles, type Box, type LabelReader, type ReadOptions } from './label-ocr';
import type { OcrLine } from './ocr-line';

/** A read sent to the OCR's process, or the word to end it. */
export type OcrRequest =
  { id: number; image: Uint8Array; options: Omit<ReadOptions, 'boxes'>; wantBoxes: boolean } | { close: true };
export type OcrAnswer = { id: number; lines: OcrLine[]; boxes?: Box[] } | { id: number; error: string };

// How long the OCR stays loaded after its last read. Loading it again costs the next photo about
// 2 s of CPU (docs/operations.md#memory); a burst of photos loads it once.
export const OCR_IDLE_RELEASE_MS = 60_000;

const ENTRY = path.join(__dirname, 'label-reader-process.entry.js');

interface Running {
  child: ChildProcess;
  waiting: Map<number, { resolve: (answer: OcrAnswer) => void; reject: (err: Error) => void }>;
}

/**
 * The label reader in a process of its own, started by the first read and ended once no read came
 * for `idleMs`. Loaded for the worker's life, the OCR kept 300-470 MB after a burst of photos:
 * opencv.js's WebAssembly heap grows to the largest photo's and never shrinks, and glibc keeps the
 * freed native memory of onnxruntime and libvips in its arenas (a worker thread that ends gives
 * back only the first). An ended process gives back all of it.
 */
export class LabelReaderProcess implements LabelReader {
  private running?: Running;
  private idleTimer?: NodeJS.Timeout;
  private nextId = 0;

  constructor(
    private readonly modelDir: string,
    private readonly threads?: number,
    private readonly idleMs = OCR_IDLE_RELEASE_MS,
    private readonly entry = ENTRY,
  ) {
    // a missing model fails the worker's start, not its first photo
    assertModelFiles(modelDir);
  }

  /** The OCR process's id while it is loaded. */
  get pid(): number | undefined {
    return this.running?.child.pid;
  }

  async read(image: Buffer, options: ReadOptions = {}): Promise<OcrLine[]> {
    clearTimeout(this.idleTimer);
    const running = (this.running ??= this.start());
    const { boxes, ...rest } = options;
    const id = ++this.nextId;
    const answer = await new Promise<OcrAnswer>((resolve, reject) => {
      running.waiting.set(id, { resolve, reject });
      const request: OcrRequest = { id, image, options: rest, wantBoxes: Boolean(boxes) };
      running.child.send(request, (err) => err && reject(err));
    }).finally(() => {
      running.waiting.delete(id);
      if (running === this.running && running.waiting.size === 0) this.releaseWhenIdle();
    });
    if ('error' in answer) throw new Error(answer.error);
    if (answer.boxes) boxes?.push(...answer.boxes);
    return answer.lines;
  }

  /**
   * Starts the OCR process ahead of a read: a job calls it before it downloads and prepares its
   * photo, so the ~1 s of CPU the process takes to load (opencv.js, both sessions) runs on another
   * core meanwhile, not after. Unread, it ends after the idle period like any other.
   */
  warm(): void {
    if (this.running) return;
    this.running = this.start();
    this.releaseWhenIdle();
  }

  /** Nest calls it on shutdown, once the jobs in hand are done. */
  onApplicationShutdown(): void {
    clearTimeout(this.idleTimer);
    this.running?.child.kill();
    this.running = undefined;
  }

  private start(): Running {
    const args = [this.modelDir, ...(this.threads ? [String(this.threads)] : [])];
    // 'advanced': the photo's bytes go as they are, not as JSON
    const child = fork(this.entry, args, { serialization: 'advanced' });
    const running: Running = { child, waiting: new Map() };
    const fail = (err: Error) => {
      if (this.running === running) this.running = undefined;
      for (const { reject } of running.waiting.values()) reject(err);
      running.waiting.clear();
    };
    child.on('message', (answer: OcrAnswer) => running.waiting.get(answer.id)?.resolve(answer));
    child.on('error', fail);
    child.on('exit', (code, signal) => fail(new Error(`the OCR process ended (${signal ?? `exit code ${code}`})`)));
    return running;
  }

  private releaseWhenIdle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      const running = this.running;
      if (!running || running.waiting.size > 0) return;
      // reads from now on start a new process; this one releases its sessions and ends
      this.running = undefined;
      running.child.send({ close: true } satisfies OcrRequest);
    }, this.idleMs);
    this.idleTimer.unref();
  }
}

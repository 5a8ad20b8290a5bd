// The label reader in-process on 12 MP phone photos (4000 × 3000 JPEG, the upload bench's photos):
// readBottle's time per photo (p50/p95, after a warm-up) and the process's peak resident memory
// (VmHWM: the worker holds the same OCR sessions; the photos are rendered by a child process so
// their rendering does not count). No services needed; services/ai must be built.
//   node bench/label-read.bench.mjs [runs]   (default 12)
// AI_DIST=<dir> times another build of services/ai (its label/ files), e.g. an older commit's.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dist = path.resolve(process.env.AI_DIST ?? path.join(ROOT, 'services/ai/dist'));
const { PaddleLabelReader } = require(path.join(dist, 'label/label-ocr.js'));
const { readBottle } = require(path.join(dist, 'label/read-bottle.js'));
const modelDir =
  process.env.OCR_MODELS_DIR ?? path.join(process.env.WINE_CACHE ?? path.join(os.homedir(), '.cache/wine-app'), 'ocr-models');

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

if (process.argv[2] === '--render') {
  const { labelPhoto } = await import('./support.mjs');
  const [dir, n] = [process.argv[3], Number(process.argv[4])];
  for (let i = 0; i <= n; i++) fs.writeFileSync(path.join(dir, `${i}.jpg`), await labelPhoto(i));
  process.exit(0);
}
const runs = Number(process.argv[2] ?? 12);
const loadBefore = os.loadavg()[0].toFixed(1);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'label-bench-'));
execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--render', dir, String(runs)], { stdio: 'inherit' });
const images = Array.from({ length: runs + 1 }, (_, i) => fs.readFileSync(path.join(dir, `${i}.jpg`)));
fs.rmSync(dir, { recursive: true });
const reader = await PaddleLabelReader.load(modelDir);
// warm-up: JIT and ONNX Runtime's first run
await readBottle(images[0], reader);
const times = [];
let passes = 0;
for (const image of images.slice(1)) {
  const t0 = performance.now();
  const r = await readBottle(image, reader);
  times.push(performance.now() - t0);
  passes += r.passes;
}
const hwm = fs.readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\s+(\d+) kB/);
console.log(
  `readBottle, 12 MP JPEG, ${runs} photos: p50 ${Math.round(pct(times, 50))} ms, p95 ${Math.round(pct(times, 95))} ms, ` +
    `max ${Math.round(Math.max(...times))} ms, ${(passes / runs).toFixed(2)} OCR passes/photo, ` +
    `peak memory ${hwm ? Math.round(Number(hwm[1]) / 1024) : '?'} MB (load ${loadBefore} → ${os.loadavg()[0].toFixed(1)})`,
);

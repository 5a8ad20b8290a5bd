import { execFile } from 'node:child_process';
import path from 'node:path';

// The label eval (tests/eval/labels): ≥ 40 rendered labels through the real OCR and matcher.
// It runs the built worker code (npm test builds first) in its own Node process, because the
// OCR package is an ES module that Node loads natively but jest's module system does not.
const ROOT = path.resolve(__dirname, '../../../..');

interface EvalResult {
  labels: number;
  producerAccuracy: number;
  vintageAccuracy: number;
  p50Ms: number;
  p95Ms: number;
  misses: unknown[];
}

function runEval(args: string[]): Promise<EvalResult> {
  return new Promise<EvalResult>((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'tests/eval/labels/run-eval.mjs'), '--json', ...args],
      { cwd: ROOT, maxBuffer: 10 * 1024 * 1024, timeout: 540_000 },
      (err, stdout, stderr) => {
        // exit 1 means below target: the JSON still says by how much
        if (err && !stdout.trim()) reject(new Error(`${err.message}\n${stderr}`));
        else resolve(JSON.parse(stdout.trim().split('\n').pop()!) as EvalResult);
      },
    );
  });
}

describe('label eval: rendered catalogue labels through PP-OCR and the matcher', () => {
  it.each([
    ['flat labels (fonts, layouts, rotation, blur, noise, JPEG, bottle crop)', [], 40],
    ['photos of labels wrapped on a bottle in a dim, cluttered room', ['--scene', '--count', '16'], 16],
  ])(
    '%s: producer on ≥ 90%, printed vintage on ≥ 95%',
    async (set, args, minimum) => {
      const result = await runEval(args as string[]);
      console.log(
        `label eval (${set}): ${result.labels} labels, producer ${(result.producerAccuracy * 100).toFixed(1)}%, vintage ${(
          result.vintageAccuracy * 100
        ).toFixed(1)}%, p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms`,
      );
      expect(result.labels).toBeGreaterThanOrEqual(minimum as number);
      expect({
        producer: result.producerAccuracy >= 0.9,
        vintage: result.vintageAccuracy >= 0.95,
        misses: result.misses,
      }).toMatchObject({
        producer: true,
        vintage: true,
      });
    },
    600_000,
  );
});

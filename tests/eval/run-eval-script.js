// Runs one eval's runner (run-eval.mjs and kin) in its own Node process with --json, and answers
// the JSON summary it prints last. A runner exits 1 below its floor: the summary still says by how much.
const { execFile } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

// A runner is stopped only when it hangs. npm test starts the eval tier with the other tiers at idle
// CPU priority, so a runner may wait many minutes for idle cores before it finishes: the bound is
// generous, and jest's own bound on an eval test is a minute more, so the runner's error is the one seen.
const RUNNER_TIMEOUT_MS = 60 * 60_000;
const TEST_TIMEOUT_MS = RUNNER_TIMEOUT_MS + 60_000;

/** @returns {Promise<any>} the runner's last output line, parsed */
function runEvalScript(script, args = [], timeoutMs = RUNNER_TIMEOUT_MS) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--require', path.join(__dirname, 'first-error.js'), path.join(ROOT, script), '--json', ...args],
      // one OCR thread per runner, two runners at a time (ocr-reader.mjs, jest.eval.config.js)
      { cwd: ROOT, maxBuffer: 20 * 1024 * 1024, timeout: timeoutMs, env: { EVAL_OCR_THREADS: '1', ...process.env } },
      (err, stdout, stderr) => {
        // a minified library's source line in a stack print is kept out of the message
        const readable = (text) =>
          text
            .split('\n')
            .filter((line) => line.length < 2000)
            .join('\n');
        if (err && !stdout.trim()) reject(new Error(readable(`${err.message}\n${stderr}`)));
        else resolve(JSON.parse(stdout.trim().split('\n').pop()));
      },
    );
  });
}

module.exports = { runEvalScript, ROOT, TEST_TIMEOUT_MS };

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// promtool, as infra/local/install.sh builds it from the Go module proxy (in the background: its
// cold build takes minutes, so the specs wait for it here rather than install.sh for everyone).
const CACHE = process.env.WINE_CACHE ?? path.join(os.homedir(), '.cache/wine-app');
export const PROMTOOL = path.join(CACHE, 'bin/promtool');
const BUILDING = path.join(CACHE, 'promtool.building');
/** The longest a spec waits for a build still running (a cold build on a busy 2-core machine). */
export const PROMTOOL_WAIT_MS = 45 * 60_000;

function buildRunning(): boolean {
  try {
    process.kill(Number(fs.readFileSync(BUILDING, 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

/** The promtool binary, once it is there; fails at once when it is missing and nothing builds it. */
export async function promtool(waitMs = PROMTOOL_WAIT_MS): Promise<string> {
  const until = Date.now() + waitMs;
  while (!fs.existsSync(PROMTOOL)) {
    if (!buildRunning()) throw new Error(`${PROMTOOL} is missing: run bash infra/local/install.sh`);
    if (Date.now() > until)
      throw new Error(`promtool is still building after ${waitMs / 60_000} min: see ${CACHE}/install-promtool.log`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return PROMTOOL;
}

/** Runs promtool; its exit status and everything it printed. */
export function runPromtool(binary: string, args: string[], cwd: string): { status: number | null; output: string } {
  const run = spawnSync(binary, args, { cwd, encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}${run.error ? String(run.error) : ''}` };
}

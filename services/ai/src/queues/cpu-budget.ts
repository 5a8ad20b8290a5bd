import fs from 'node:fs';
import os from 'node:os';

// How many CPUs this process may use: the container's CPU limit (a Kubernetes pod's
// resources.limits.cpu, docker's --cpus), else the machine's cores. onnxruntime and sharp size
// their thread pools on the node's cores: on a 64-core node a 2-CPU pod would run 64 threads
// against a 2-CPU quota and spend its time throttled.

type ReadFile = (file: string) => string;
const readText: ReadFile = (file) => fs.readFileSync(file, 'utf8');

/** A quota file pair's limit in CPUs, or null when unlimited or unreadable. */
function quotaOf(read: ReadFile, dir: string, version: 1 | 2): number | null {
  try {
    if (version === 2) {
      const [quota, period] = read(`${dir}/cpu.max`).trim().split(/\s+/);
      return quota === 'max' ? null : Number(quota) / Number(period);
    }
    const quota = Number(read(`${dir}/cpu.cfs_quota_us`).trim());
    const period = Number(read(`${dir}/cpu.cfs_period_us`).trim());
    return quota > 0 && period > 0 ? quota / period : null;
  } catch {
    return null;
  }
}

/** `/a/b` → [`/a/b`, `/a`, ``]: a limit on any ancestor group binds too. */
const ancestry = (cgroupPath: string): string[] => {
  const parts = cgroupPath.split('/').filter(Boolean);
  return parts.map((_, i) => `/${parts.slice(0, parts.length - i).join('/')}`).concat('');
};

/**
 * The CPU quota of the process's cgroup and its ancestors, in CPUs (v2 `cpu.max`, else v1's quota
 * and period); null when unlimited. Inside a container the process's group is the mount's root.
 */
export function cgroupCpuLimit(read: ReadFile = readText): number | null {
  let own: string[] = [];
  try {
    own = read('/proc/self/cgroup').trim().split('\n');
  } catch {
    // not Linux: no limit known
  }
  const v2 = own.find((line) => line.startsWith('0::'))?.slice(3) ?? '/';
  const v1 = own.find((line) => /^\d+:[^:]*\bcpu\b[^:]*:/.test(line))?.replace(/^\d+:[^:]*:/, '') ?? '/';
  const limits = [
    ...ancestry(v2).map((dir) => quotaOf(read, `/sys/fs/cgroup${dir}`, 2)),
    ...ancestry(v1).map((dir) => quotaOf(read, `/sys/fs/cgroup/cpu${dir}`, 1)),
  ].filter((limit): limit is number => limit !== null);
  return limits.length ? Math.min(...limits) : null;
}

/** Whole CPUs this process may keep busy: the limit rounded down (at least 1), never more than the cores. */
export function containerCpus(read: ReadFile = readText, cores = os.availableParallelism()): number {
  const limit = cgroupCpuLimit(read);
  if (limit === null || !Number.isFinite(limit) || limit <= 0) return cores;
  return Math.max(1, Math.min(cores, Math.floor(limit)));
}

export interface WorkerPlan {
  /** Jobs one worker runs at once. */
  concurrency: number;
  /**
   * onnxruntime's intra-op threads and sharp's in the worker's one OCR process: every CPU. Its
   * reads run their models one at a time (onnxruntime-node runs a session on the process's own
   * thread), so a model run given one thread left the other CPU idle whether the worker held one
   * job or two (a 12 MP wine list: detection and recognition on one core of two).
   */
  ocrThreads: number;
}

/**
 * Jobs at once by default: how many a worker keeps in memory at most (each holds its photo's
 * tensors).
 */
export const MAX_DEFAULT_CONCURRENCY = 4;

/**
 * One job per CPU by default: while one job's photo is in the OCR, the others decode, prepare and
 * match theirs on the worker's own threads, and a backlog drains as many times faster as the worker
 * has CPUs. WORKER_CONCURRENCY, when set, takes that many jobs at once instead.
 */
export function workerPlan(cpus: number, configuredConcurrency?: number): WorkerPlan {
  const concurrency = configuredConcurrency ?? Math.min(cpus, MAX_DEFAULT_CONCURRENCY);
  return { concurrency, ocrThreads: Math.max(1, cpus) };
}

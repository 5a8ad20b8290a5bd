import { cgroupCpuLimit, containerCpus, workerPlan } from './cpu-budget';

/** A cgroup filesystem holding these files; any other read fails as on a machine without them. */
const files =
  (contents: Record<string, string>) =>
  (file: string): string => {
    if (!(file in contents)) throw Object.assign(new Error(`ENOENT: ${file}`), { code: 'ENOENT' });
    return contents[file];
  };

describe('the CPU budget of an ai-worker', () => {
  it("reads a pod's CPU limit from cgroup v2, and v1 where v2 is absent", () => {
    expect(cgroupCpuLimit(files({ '/sys/fs/cgroup/cpu.max': '200000 100000\n' }))).toBe(2);
    expect(cgroupCpuLimit(files({ '/sys/fs/cgroup/cpu.max': '150000 100000\n' }))).toBe(1.5);
    expect(cgroupCpuLimit(files({ '/sys/fs/cgroup/cpu.max': 'max 100000\n' }))).toBeNull();
    expect(
      cgroupCpuLimit(
        files({ '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '400000\n', '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000\n' }),
      ),
    ).toBe(4);
    expect(
      cgroupCpuLimit(
        files({ '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': '-1\n', '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000\n' }),
      ),
    ).toBeNull();
    expect(cgroupCpuLimit(files({}))).toBeNull();
  });

  it("reads the process's own group and its ancestors, outside a container too (the scale bench's groups)", () => {
    // cgroup v1: the process in /bench/ai-worker-1, limited to 0.2 of a core, under an unlimited parent
    const v1 = files({
      '/proc/self/cgroup': '11:memory:/bench\n4:cpu,cpuacct:/bench/ai-worker-1\n0::/\n',
      '/sys/fs/cgroup/cpu/bench/ai-worker-1/cpu.cfs_quota_us': '20000',
      '/sys/fs/cgroup/cpu/bench/ai-worker-1/cpu.cfs_period_us': '100000',
      '/sys/fs/cgroup/cpu/bench/cpu.cfs_quota_us': '-1',
      '/sys/fs/cgroup/cpu/bench/cpu.cfs_period_us': '100000',
    });
    expect(cgroupCpuLimit(v1)).toBeCloseTo(0.2);
    // cgroup v2: a pod's limit on the parent binds a container group that sets none
    const v2 = files({
      '/proc/self/cgroup': '0::/kubepods/pod1/container1\n',
      '/sys/fs/cgroup/kubepods/pod1/container1/cpu.max': 'max 100000',
      '/sys/fs/cgroup/kubepods/pod1/cpu.max': '300000 100000',
      '/sys/fs/cgroup/kubepods/cpu.max': 'max 100000',
    });
    expect(cgroupCpuLimit(v2)).toBe(3);
  });

  it("uses the limit, not the node's cores: rounded down, at least one, at most the cores", () => {
    const limit = (cpus: string) => files({ '/sys/fs/cgroup/cpu.max': `${cpus} 100000` });
    expect(containerCpus(limit('200000'), 64)).toBe(2);
    expect(containerCpus(limit('250000'), 64)).toBe(2);
    expect(containerCpus(limit('50000'), 64)).toBe(1);
    expect(containerCpus(limit('800000'), 4)).toBe(4);
    expect(containerCpus(limit('max'), 6)).toBe(6);
    expect(containerCpus(files({}), 3)).toBe(3);
  });

  it('runs one job per CPU, or WORKER_CONCURRENCY jobs, and gives the OCR process every CPU', () => {
    // the OCR process runs one model at a time: a thread per CPU, however many jobs share it
    expect(workerPlan(2)).toEqual({ concurrency: 2, ocrThreads: 2 });
    expect(workerPlan(1)).toEqual({ concurrency: 1, ocrThreads: 1 });
    expect(workerPlan(4, 1)).toEqual({ concurrency: 1, ocrThreads: 4 });
    expect(workerPlan(4, 2)).toEqual({ concurrency: 2, ocrThreads: 4 });
    // a big host without a limit: at most 4 jobs in memory
    expect(workerPlan(16)).toEqual({ concurrency: 4, ocrThreads: 16 });
    expect(workerPlan(2, 3)).toEqual({ concurrency: 3, ocrThreads: 2 });
  });
});

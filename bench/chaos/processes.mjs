// The chaos soak's processes (bench/chaos.bench.mjs): a second instance of every service beside the
// test system's first, killing and restarting them, pausing dependencies, restarting Kafka, and
// each process's resident memory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readInfo, SERVICES } from '../../infra/local/stack.mjs';
import { sleep } from '../support.mjs';

/** The second instance's own ports, where a service listens on a fixed one (the rest share Redis streams). */
const SECOND_PORTS = (ports) => ({
  gateway: { PORT: String(ports.gateway + 5) },
  billing: { BILLING_HTTP_PORT: String(ports.billingHttp + 5) },
});

export const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

export function processes(system) {
  const info = readInfo(system.dataDir);
  const seconds = SECOND_PORTS(system.ports);
  /** every service instance: { name, n (1 or 2), pid, child, restarts } */
  const instances = SERVICES.map((name) => ({
    name,
    n: 1,
    child: system.children.find((c) => c.label === name),
    restarts: 0,
  }));
  for (const i of instances) i.pid = i.child.pid;

  function spawnSecond(name) {
    const log = fs.openSync(path.join(system.logDir, `${name}-chaos-2.log`), 'a');
    const child = spawn(process.execPath, [...info.services[name].flags, info.services[name].entry], {
      env: { ...process.env, ...system.env(name), ...(seconds[name] ?? {}) },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    child.on('exit', () => (child.exited = true));
    return child;
  }

  return {
    instances,
    gatewayUrls: [system.url, `http://127.0.0.1:${system.ports.gateway + 5}`],
    async startSeconds() {
      for (const name of SERVICES) {
        const child = spawnSecond(name);
        instances.push({ name, n: 2, child, pid: child.pid, restarts: 0 });
      }
      // the second gateway answers health once its clients are up; the others join their consumer groups
      for (let i = 0; i < 120; i++) {
        const ok = await fetch(`${this.gatewayUrls[1]}/api/health/live`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        await sleep(1000);
      }
      await sleep(10_000);
      const dead = instances.filter((i) => !alive(i.pid));
      if (dead.length) throw new Error(`did not start: ${dead.map((i) => `${i.name}#${i.n}`).join(', ')}`);
    },
    /** SIGKILL one instance now; it starts again after downMs. */
    async killAndRestart(instance, downMs) {
      process.kill(instance.pid, 'SIGKILL');
      await sleep(downMs);
      instance.child = instance.n === 1 ? system.startService(instance.name) : spawnSecond(instance.name);
      instance.pid = instance.child.pid;
      instance.restarts++;
    },
    async stopSeconds() {
      const seconds_ = instances.filter((i) => i.n === 2 && !i.child.exited);
      for (const i of seconds_) i.child.kill('SIGTERM');
      for (let t = 0; t < 150 && seconds_.some((i) => !i.child.exited); t++) await sleep(100);
      for (const i of seconds_) if (!i.child.exited) i.child.kill('SIGKILL');
    },
    dependency: (label) => system.children.find((c) => c.label === label && !c.exited),
    /** Stops Kafka (SIGTERM, as a broker restart does) and starts it again with the same command. */
    async restartKafka() {
      const old = system.children.find((c) => c.label === 'kafka' && !c.exited);
      old.stopping = true;
      old.kill('SIGTERM');
      for (let t = 0; t < 300 && !old.exited; t++) await sleep(100);
      if (!old.exited) old.kill('SIGKILL');
      for (let t = 0; t < 50 && !old.exited; t++) await sleep(100);
      const log = fs.openSync(path.join(system.logDir, 'kafka.log'), 'a');
      const child = spawn(old.spawnfile, old.spawnargs.slice(1), {
        cwd: process.cwd(),
        env: process.env,
        stdio: ['ignore', log, log],
      });
      fs.closeSync(log);
      child.label = 'kafka';
      child.on('exit', () => (child.exited = true));
      system.children.push(child);
    },
    /** Resident memory of every process now, in MB: the instances by name#n, then the dependencies. */
    memory() {
      const out = {};
      for (const i of instances) out[`${i.name}#${i.n}`] = rssMb(i.pid);
      for (const label of ['redis', 'ferretdb', 'minio', 'kafka', 'embeddings'])
        out[label] = system.children.filter((c) => c.label === label && !c.exited).map((c) => rssMb(c.pid))[0] ?? null;
      return out;
    },
  };
}

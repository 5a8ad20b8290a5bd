import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The manifests against Kubernetes' own schemas, strictly (no unknown fields), without a cluster or
// a download: kubernetes-validate (PyPI) carries the schemas; infra/local/install.sh installs it.
const CACHE = process.env.WINE_CACHE ?? path.join(os.homedir(), '.cache/wine-app');
const VALIDATE = path.join(CACHE, 'k8s-validate-venv/bin/kubernetes-validate');
// custom resources whose schema is their operator's (KEDA, the Prometheus Operator, External Secrets),
// checked by k8s.spec.ts and k8s-production.spec.ts instead
const CUSTOM_KINDS =
  /Couldn't find schema for kind ((ScaledObject|TriggerAuthentication) with api version keda\.sh|PrometheusRule with api version monitoring\.coreos\.com|(ExternalSecret|SecretStore) with api version external-secrets\.io)\//;

function manifests(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
    .map((f) => path.join(dir, f));
}

function validate(files: string[]): { status: number | null; lines: string[] } {
  if (!fs.existsSync(VALIDATE)) throw new Error(`${VALIDATE} is missing: run bash infra/local/install.sh`);
  const run = spawnSync(VALIDATE, ['--strict', '--quiet', ...files], { encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, lines: `${run.stdout}${run.stderr}`.split('\n').filter(Boolean) };
}

describe('Kubernetes manifests (schema)', () => {
  it('every resource of the base and the overlays is valid for its kind, with no unknown field', () => {
    const { status, lines } = validate([
      ...manifests(path.join(__dirname, 'base')),
      ...manifests(path.join(__dirname, 'overlays/local')),
      ...manifests(path.join(__dirname, 'overlays/production')),
    ]);
    expect(lines.filter((line) => !CUSTOM_KINDS.test(line))).toEqual([]);
    expect(status).toBe(0);
  }, 60_000);

  it('catches a manifest that breaks the schema', () => {
    const file = path.join(os.tmpdir(), `k8s-schema-${process.pid}.yaml`);
    // two resources, one mistake each: a wrong type, and a field Kubernetes does not have
    const deployment = (name: string, replicas: string, container: string) =>
      [
        'apiVersion: apps/v1',
        'kind: Deployment',
        `metadata: { name: ${name} }`,
        'spec:',
        `  replicas: ${replicas}`,
        `  selector: { matchLabels: { app: ${name} } }`,
        '  template:',
        `    metadata: { labels: { app: ${name} } }`,
        '    spec:',
        `      containers: [{ name: app, image: x${container} }]`,
      ].join('\n');
    fs.writeFileSync(
      file,
      [deployment('typo', 'two', ''), deployment('unknown', '1', ', imagePullPolice: Always')].join('\n---\n'),
    );
    try {
      const { status, lines } = validate([file]);
      expect(status).not.toBe(0);
      expect(lines.join('\n')).toMatch(/replicas/);
      expect(lines.join('\n')).toMatch(/imagePullPolice/);
    } finally {
      fs.rmSync(file, { force: true });
    }
  }, 60_000);
});

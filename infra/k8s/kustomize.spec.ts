import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, readDocuments, type Resource } from './kustomize';

// The specs read the overlays through kustomize.ts: here it is checked against kustomize itself
// (`kubectl kustomize`, where kubectl is installed: no download), and shown to refuse what it
// does not understand rather than render something else.
const OVERLAYS = ['local', 'production'];
const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;
const byId = (resources: Resource[]) =>
  Object.fromEntries(resources.map((r) => [`${r.kind}/${r.metadata.namespace ?? ''}/${r.metadata.name}`, r]));

describe('infra/k8s/kustomize.ts', () => {
  (kubectl ? it.each(OVERLAYS) : it.skip.each(OVERLAYS))(
    'renders the %s overlay as kubectl kustomize does',
    (overlay) => {
      const dir = path.join(__dirname, 'overlays', overlay);
      const run = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8', timeout: 60_000 });
      expect(run.stderr).toBe('');
      expect(byId(build(dir))).toEqual(byId(readDocuments(run.stdout)));
    },
    60_000,
  );

  it('refuses a patch whose target matches nothing, and an op it does not know', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kustomize-'));
    const write = (patches: string) =>
      fs.writeFileSync(path.join(dir, 'kustomization.yaml'), ['resources: [app.yaml]', 'patches:', patches].join('\n'));
    fs.writeFileSync(path.join(dir, 'app.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: app }\ndata: { a: "1" }\n');
    try {
      write("  - target: { kind: ConfigMap, name: other }\n    patch: '[{ op: add, path: /data/b, value: x }]'");
      expect(() => build(dir)).toThrow('patch target ConfigMap/other matches nothing');
      write("  - target: { kind: ConfigMap }\n    patch: '[{ op: move, from: /data/a, path: /data/b }]'");
      expect(() => build(dir)).toThrow('unsupported op move');
      write("  - target: { kind: ConfigMap }\n    patch: '[{ op: add, path: /data/b, value: x }]'");
      expect(build(dir)[0]).toMatchObject({ data: { a: '1', b: 'x' } });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

// The part of `kustomize build` these overlays use, so the specs read what a cluster would get
// without kustomize on the build machine: resources (files and other kustomizations), patches
// (strategic-merge maps, `$patch: delete`, JSON 6902 ops on a target), namespace, labels and images.
// kustomize.spec.ts checks it against `kubectl kustomize` where kubectl is installed.

export interface Resource {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> } & Record<string, unknown>;
  [field: string]: unknown;
}
interface Patch {
  path?: string;
  patch?: string;
  target?: { kind?: string; name?: string };
}
interface Kustomization {
  namespace?: string;
  resources?: string[];
  labels?: { pairs: Record<string, string> }[];
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
  patches?: Patch[];
}

// kinds that live outside a namespace (the ones these manifests use)
const CLUSTER_KINDS = new Set(['Namespace', 'ClusterSecretStore', 'ClusterRole', 'ClusterRoleBinding']);

/** YAML as Kubernetes reads it (1.1: `0400` is octal). */
export const readDocuments = (text: string): Resource[] =>
  parseAllDocuments(text, { version: '1.1' })
    .map((d) => d.toJSON() as Resource | null)
    .filter((d): d is Resource => d !== null);

const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Strategic merge for the shapes used here: maps merge, `null` removes a field, lists are replaced. */
function merge(target: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else if (isMap(value) && isMap(out[key])) out[key] = merge(out[key] as Record<string, unknown>, value);
    else out[key] = value;
  }
  return out;
}

/** A JSON pointer's parent and last key (`~1` is `/`). */
function pointer(doc: unknown, p: string): [Record<string, unknown> | unknown[], string] {
  const keys = p
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node = doc as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    node = (Array.isArray(node) ? node[Number(key)] : node[key]) as Record<string, unknown>;
    if (node === undefined) throw new Error(`no ${p}`);
  }
  return [node, keys[keys.length - 1]];
}

function applyOps(doc: Resource, ops: { op: string; path: string; value?: unknown }[]): void {
  for (const { op, path: p, value } of ops) {
    const [parent, key] = pointer(doc, p);
    if (Array.isArray(parent)) {
      const i = key === '-' ? parent.length : Number(key);
      if (op === 'add') parent.splice(i, 0, value);
      else if (op === 'replace') parent[i] = value;
      else if (op === 'remove') parent.splice(i, 1);
      else throw new Error(`unsupported op ${op}`);
    } else if (op === 'add' || op === 'replace') {
      if (op === 'replace' && !(key in parent)) throw new Error(`replace of missing ${p}`);
      parent[key] = value;
    } else if (op === 'remove') {
      if (!(key in parent)) throw new Error(`remove of missing ${p}`);
      delete parent[key];
    } else throw new Error(`unsupported op ${op}`);
  }
}

function applyPatch(resources: Resource[], dir: string, entry: Patch): Resource[] {
  const text = entry.patch ?? fs.readFileSync(path.join(dir, entry.path!), 'utf8');
  const documents = parseAllDocuments(text, { version: '1.1' }).map((d) => d.toJSON() as unknown);
  const parsed = documents.length === 1 ? documents[0] : null;
  if (Array.isArray(parsed)) {
    const { kind, name } = entry.target ?? {};
    const hits = resources.filter((r) => (!kind || r.kind === kind) && (!name || r.metadata.name === name));
    if (!hits.length) throw new Error(`patch target ${kind}/${name} matches nothing`);
    for (const r of hits) applyOps(r, parsed as { op: string; path: string }[]);
    return resources;
  }
  let out = resources;
  for (const patch of readDocuments(text)) {
    const same = (r: Resource) => r.kind === patch.kind && r.metadata.name === patch.metadata.name;
    if (!out.some(same)) throw new Error(`patch of ${patch.kind}/${patch.metadata.name} matches nothing`);
    if (patch.$patch === 'delete') out = out.filter((r) => !same(r));
    else out = out.map((r) => (same(r) ? (merge(r, patch as Record<string, unknown>) as Resource) : r));
  }
  return out;
}

/** Every container of a resource that has a pod template (or is one). */
export function containersOf(r: Resource): { image: string }[] {
  const spec = (r.spec ?? {}) as { template?: { spec?: Record<string, unknown> }; jobTemplate?: unknown };
  const pod = spec.template?.spec;
  if (!pod) return [];
  return [...((pod.initContainers as { image: string }[]) ?? []), ...((pod.containers as { image: string }[]) ?? [])];
}

/** `kustomize build <dir>` for what these kustomizations use. */
export function build(dir: string): Resource[] {
  const k = parse(fs.readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as Kustomization;
  let resources: Resource[] = (k.resources ?? []).flatMap((entry) => {
    const target = path.join(dir, entry);
    return fs.statSync(target).isDirectory() ? build(target) : readDocuments(fs.readFileSync(target, 'utf8'));
  });
  for (const entry of k.patches ?? []) resources = applyPatch(resources, dir, entry);
  for (const r of resources) {
    if (k.namespace && !CLUSTER_KINDS.has(r.kind)) r.metadata.namespace = k.namespace;
    for (const { pairs } of k.labels ?? []) r.metadata.labels = { ...r.metadata.labels, ...pairs };
    for (const c of containersOf(r)) {
      const name = c.image.replace(/@.*$/, '').replace(/:[^/:]+$/, '');
      const image = k.images?.find((i) => i.name === name);
      if (!image) continue;
      const newName = image.newName ?? name;
      const rest = c.image.slice(name.length);
      c.image = image.digest ? `${newName}@${image.digest}` : image.newTag ? `${newName}:${image.newTag}` : newName + rest;
    }
  }
  return resources;
}

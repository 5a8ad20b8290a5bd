import path from 'node:path';
import { build, type Resource } from './kustomize';

// What the External Secrets Operator makes of an ExternalSecret: its template's keys, each
// `{{ .name }}` replaced by the store's value of the property that `data` maps to that name.

export interface ExternalSecretSpec {
  secretStoreRef: { kind: string; name: string };
  target: { name: string; template?: { engineVersion?: string; data?: Record<string, string> } };
  data: { secretKey: string; remoteRef: { key: string; property: string } }[];
}

export const PLACEHOLDER = /\{\{\s*\.(\w+)\s*\}\}/g;

/** The names a template value reads (`{{ .redisPassword }}` → redisPassword). */
export const namesIn = (value: string): string[] => [...value.matchAll(PLACEHOLDER)].map((m) => m[1]);

/** The Secret's data the operator writes, with `store(key, property)` as the secret store. */
export function renderExternalSecret(
  resource: Resource,
  store: (key: string, property: string) => string,
): { name: string; data: Record<string, string> } {
  const spec = resource.spec as ExternalSecretSpec;
  const values = new Map(spec.data.map((d) => [d.secretKey, store(d.remoteRef.key, d.remoteRef.property)]));
  const data: Record<string, string> = {};
  for (const [key, template] of Object.entries(spec.target.template?.data ?? {}))
    data[key] = template.replace(PLACEHOLDER, (_, name: string) => {
      if (!values.has(name)) throw new Error(`${resource.metadata.name}: ${key} reads ${name}, which no data entry provides`);
      return values.get(name)!;
    });
  return { name: spec.target.name, data };
}

/** The template of the production overlay's ExternalSecret that makes the Secret `name`. */
export function productionSecretTemplate(name: string): Record<string, string> {
  const made = build(path.join(__dirname, 'overlays/production'))
    .filter((r) => r.kind === 'ExternalSecret')
    .map((r) => (r.spec as ExternalSecretSpec).target)
    .find((target) => target.name === name);
  if (!made) throw new Error(`no ExternalSecret makes ${name}`);
  return made.template?.data ?? {};
}

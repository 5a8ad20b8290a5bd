import * as contracts from '@wine/contracts';
import * as knowledge from '@wine/wine-knowledge';
import { z } from 'zod';

export type Io = 'input' | 'output';
type Json = Record<string, unknown>;

// Shapes worth a name of their own; strings and numbers stay inline.
const NAMED_KINDS = new Set(['object', 'enum', 'union', 'pipe', 'intersection']);

/**
 * Every object-like zod schema the shared packages export, named after its export:
 * `savedWineSchema` becomes the component `SavedWine`. A schema exported later is named with no
 * extra work.
 */
function exportedSchemas(): z.core.$ZodRegistry<{ id: string }> {
  const registry = z.registry<{ id: string }>();
  const taken = new Set<string>();
  for (const [exportName, value] of [...Object.entries(contracts), ...Object.entries(knowledge)]) {
    if (!(value instanceof z.ZodType) || !exportName.endsWith('Schema')) continue;
    if (!NAMED_KINDS.has(value._zod.def.type) || registry.has(value)) continue;
    const id = exportName[0].toUpperCase() + exportName.slice(1, -'Schema'.length);
    if (taken.has(id)) continue;
    taken.add(id);
    registry.add(value, { id });
  }
  return registry;
}

const REGISTRY = exportedSchemas();
const DEFS = '#/$defs/';

/**
 * Collects the JSON Schemas (zod's z.toJSONSchema) of request and response bodies and hoists the
 * named shared schemas into OpenAPI components. A schema whose request form differs from its
 * answer form (defaults, transforms, extra keys) gets a second component, `<Name>Input`.
 */
export class ZodComponents {
  private readonly roots: { json: Json; io: Io }[] = [];
  private readonly defs: Record<Io, Map<string, Json>> = { input: new Map(), output: new Map() };

  /** The JSON Schema of `schema`; its $refs point at components once finish() ran. */
  schemaOf(schema: z.ZodType, io: Io): Json {
    const {
      $defs,
      $schema: _dialect,
      ...json
    } = z.toJSONSchema(schema, {
      metadata: REGISTRY,
      io,
      unrepresentable: 'any',
    }) as Json & { $defs?: Record<string, Json> };
    for (const [id, def] of Object.entries($defs ?? {})) this.defs[io].set(id, def);
    this.roots.push({ json, io });
    return json;
  }

  /** Rewrites every collected $ref and answers the components.schemas object. */
  finish(): Record<string, Json> {
    // a request form differs from the answer form when its JSON or any schema it refers to does
    const differs = new Map<string, boolean>();
    const differsFromAnswer = (id: string): boolean => {
      if (differs.has(id)) return differs.get(id)!;
      differs.set(id, false); // a cycle adds nothing new
      const request = this.defs.input.get(id);
      const answer = this.defs.output.get(id);
      const result =
        !!answer && (JSON.stringify(answer) !== JSON.stringify(request) || refsOf(request).some((ref) => differsFromAnswer(ref)));
      differs.set(id, result);
      return result;
    };
    const nameOf = (id: string, io: Io) => (io === 'input' && differsFromAnswer(id) ? `${id}Input` : id);
    const components: Record<string, Json> = {};
    for (const io of ['output', 'input'] as const) {
      for (const [id, def] of this.defs[io]) components[nameOf(id, io)] ??= def;
    }
    // each def is rewritten once, in the io it was collected with
    const rewritten = new Set<Json>();
    for (const io of ['output', 'input'] as const) {
      for (const [id, def] of this.defs[io]) {
        const target = components[nameOf(id, io)];
        if (target === def && !rewritten.has(def)) {
          rewritten.add(def);
          rewriteRefs(def, (ref) => nameOf(ref, io));
        }
      }
    }
    for (const { json, io } of this.roots) rewriteRefs(json, (ref) => nameOf(ref, io));
    return Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
  }
}

function refsOf(node: unknown): string[] {
  const json = JSON.stringify(node ?? null);
  return [...json.matchAll(/"\$ref":"#\/\$defs\/([^"]+)"/g)].map(([, id]) => id);
}

function rewriteRefs(node: unknown, rename: (id: string) => string): void {
  if (Array.isArray(node)) {
    for (const item of node) rewriteRefs(item, rename);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const json = node as Json;
  for (const [key, value] of Object.entries(json)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(DEFS)) {
      json.$ref = `#/components/schemas/${rename(value.slice(DEFS.length))}`;
    } else {
      rewriteRefs(value, rename);
    }
  }
}

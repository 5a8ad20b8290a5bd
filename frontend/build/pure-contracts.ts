import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// The contracts (packages/contracts/src) declare zod schemas and plain constants, and run nothing
// else at load. Rollup cannot know that `z.object(...)` has no side effects, so a page that imports
// one constant (a plan limit, a label) would keep every schema in that file, and zod with them.
// This marks each top-level initializer that calls anything as pure, wrapped as
// `/*#__PURE__*/ (() => init)()`: an unused schema is dropped, a used one runs exactly as written.

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const CONTRACTS = '/packages/contracts/src/';

function callsSomething(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const { type } = node as Node;
  // a function is not run by being declared
  if (type === 'ArrowFunctionExpression' || type === 'FunctionExpression') return false;
  if (type === 'CallExpression' || type === 'NewExpression' || type === 'TaggedTemplateExpression') return true;
  return Object.values(node).some((child) => (Array.isArray(child) ? child.some(callsSomething) : callsSomething(child)));
}

function declarationsOf(statement: Node): Node[] {
  const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
  if (!declaration || declaration.type !== 'VariableDeclaration') return [];
  return declaration.declarations as Node[];
}

export function pureContracts(): Plugin {
  return {
    name: 'wine:pure-contracts',
    apply: 'build',
    // after TypeScript is stripped, so the initializers are plain JavaScript
    enforce: 'post',
    transform(code, id) {
      if (!id.includes(CONTRACTS) || id.includes('.spec.')) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const out = new MagicString(code);
      for (const statement of program.body) {
        for (const declarator of declarationsOf(statement)) {
          const init = declarator.init as Node | null;
          if (!init || !callsSomething(init)) continue;
          out.appendLeft(init.start, '/*#__PURE__*/ (() => (');
          out.appendRight(init.end, '))()');
        }
      }
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) } : null;
    },
  };
}

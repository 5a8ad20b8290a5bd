// Counts Playwright tests (frontend/e2e/*.e2e.ts) that assert nothing and fails if there is one.
// A test asserts when its body, or a function of the same file that it calls (transitively),
// contains expect(...) or calls a page-object method named expect…(). Screenshots alone do not count.
//   node tests/count-unasserted.mjs [dir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(process.argv[2] ?? path.join(ROOT, 'frontend/e2e'));

const ASSERTS = /\bexpect(\.\w+)?\s*\(|\.expect[A-Z]\w*\s*\(/;
const TEST_MODIFIERS = new Set(['only', 'fixme', 'fail', 'slow']);

/** test('name', fn) or test.only/fixme/fail('name', fn); not describe/step/hooks. */
function testCall(node) {
  if (!ts.isCallExpression(node)) return null;
  const callee = node.expression;
  const isTest =
    (ts.isIdentifier(callee) && callee.text === 'test') ||
    (ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'test' &&
      TEST_MODIFIERS.has(callee.name.text));
  if (!isTest) return null;
  const body = node.arguments.find((a) => ts.isArrowFunction(a) || ts.isFunctionExpression(a));
  const title = node.arguments[0];
  return body ? { body, title: title ? title.getText() : '(untitled)' } : null;
}

export function unassertedTests(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  // local functions: name → body text, for the transitive check
  const locals = new Map();
  const tests = [];
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) locals.set(node.name.text, node.body);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
        locals.set(node.name.text, node.initializer.body);
    }
    const call = testCall(node);
    if (call) tests.push({ ...call, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);

  const asserts = (body, seen = new Set()) => {
    const text = body.getText();
    if (ASSERTS.test(text)) return true;
    for (const [name, localBody] of locals) {
      if (seen.has(name) || !new RegExp(`\\b${name}\\s*\\(`).test(text)) continue;
      seen.add(name);
      if (asserts(localBody, seen)) return true;
    }
    return false;
  };
  return { total: tests.length, unasserted: tests.filter((t) => !asserts(t.body)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.e2e.ts'))
    .map((f) => path.join(dir, f));
  let total = 0;
  const missing = [];
  for (const file of files) {
    const result = unassertedTests(file);
    total += result.total;
    for (const t of result.unasserted) missing.push(`${path.relative(ROOT, file)}:${t.line} ${t.title}`);
  }
  console.log(`Playwright tests: ${total} declared, ${missing.length} without an assertion`);
  for (const line of missing) console.log(`  ${line}`);
  process.exit(missing.length === 0 ? 0 : 1);
}

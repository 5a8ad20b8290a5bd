// Finds what the docs and code comments name but the repository does not have: a path, a heading
// a link points at, a backticked identifier, a feature folder missing from the README's folder map.
import fs from 'node:fs';
import path from 'node:path';

export type DocsProblem = { kind: 'path' | 'anchor' | 'identifier' | 'folder-map'; file: string; what: string };

const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', '.git', '.cache', 'test-results', 'playwright-report', 'coverage']);
const CODE = /\.(ts|tsx|mjs|cjs|js|sh|ya?ml|py|go)$/;
const TOP = ['services', 'packages', 'frontend', 'infra', 'docs', 'tests', 'bench', '.ci'];
// a repository path as the docs write it: from a top-level folder, no globs or placeholders
const PATH_RE = new RegExp(
  `(?<![\\w./-])((?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w./@-]*[\\w/-])(#[\\w-]+)?`,
  'g',
);
// a link in markdown: [text](target)
const LINK_RE = /\]\(([^)\s]+)\)/g;
// identifiers worth checking: camelCase, PascalCase with two capitals, UPPER_SNAKE
const IDENTIFIER_RE = /^(?:[a-z]+[A-Z]\w*|[A-Z][a-z0-9]+[A-Z]\w*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const slugs = new Set<string>();
  for (const m of markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) slugs.add(slugOf(m[1]));
  for (const m of markdown.matchAll(/<a (?:id|name)="([^"]+)"/g)) slugs.add(m[1]);
  return slugs;
}

/** The comment text of a source file (line and block comments; '#' comments in shell and YAML). */
function commentsOf(file: string, text: string): string {
  if (/\.(sh|ya?ml|py)$/.test(file)) return [...text.matchAll(/(?:^|\s)#(?!!)(.*)$/gm)].map((m) => m[1]).join('\n');
  const blocks = [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => m[0]);
  const lines = [...text.matchAll(/(?<![:'"`\w])\/\/(.*)$/gm)].map((m) => m[1]);
  return [...blocks, ...lines].join('\n');
}

export function checkDocs(root: string): DocsProblem[] {
  const files = walk(root);
  const rel = (f: string) => path.relative(root, f);
  const markdown = files.filter((f) => f.endsWith('.md'));
  const code = files.filter((f) => CODE.test(f));
  const problems: DocsProblem[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (f: string) => {
    let a = anchorCache.get(f);
    if (!a) anchorCache.set(f, (a = anchorsOf(fs.readFileSync(f, 'utf8'))));
    return a;
  };
  // what git ignores is made by a run (screenshots, reports), not kept: a fresh clone has none of it
  const ignored = fs.existsSync(path.join(root, '.gitignore'))
    ? fs
        .readFileSync(path.join(root, '.gitignore'), 'utf8')
        .split('\n')
        .map((l) => l.trim().replace(/^\//, ''))
        .filter((l) => l && !l.startsWith('#') && !l.includes('*'))
    : [];
  const checkTarget = (from: string, target: string, anchor: string | undefined, base: string) => {
    if (target.split('/').some((segment) => SKIP_DIRS.has(segment))) return;
    const relTarget = path.relative(root, path.resolve(base, target));
    if (ignored.some((i) => relTarget === i.replace(/\/$/, '') || relTarget.startsWith(i.endsWith('/') ? i : `${i}/`))) return;
    const abs = path.resolve(base, target.replace(/\/$/, ''));
    if (!fs.existsSync(abs)) {
      problems.push({ kind: 'path', file: rel(from), what: target });
      return;
    }
    if (anchor && abs.endsWith('.md') && !anchors(abs).has(anchor)) {
      problems.push({ kind: 'anchor', file: rel(from), what: `${target}#${anchor}` });
    }
  };

  for (const f of markdown) {
    const text = fs.readFileSync(f, 'utf8');
    for (const m of text.matchAll(PATH_RE)) checkTarget(f, m[1], m[2]?.slice(1), root);
    for (const m of text.matchAll(LINK_RE)) {
      const [target, anchor] = m[1].split('#');
      if (/^[a-z]+:/.test(target)) continue; // a URL
      if (!target) {
        if (anchor && !anchors(f).has(anchor)) problems.push({ kind: 'anchor', file: rel(f), what: `#${anchor}` });
        continue;
      }
      checkTarget(f, target, anchor, path.dirname(f));
    }
  }
  for (const f of code) {
    const comments = commentsOf(f, fs.readFileSync(f, 'utf8'));
    for (const m of comments.matchAll(PATH_RE)) checkTarget(f, m[1], m[2]?.slice(1), root);
  }

  // backticked identifiers in the docs must appear in some source file
  const corpus =
    code.map((f) => fs.readFileSync(f, 'utf8')).join('\n') +
    files
      .filter((f) => f.endsWith('.json'))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
  const known = new Set(corpus.match(/[A-Za-z_$][\w$]*/g) ?? []);
  for (const f of markdown) {
    for (const m of fs.readFileSync(f, 'utf8').matchAll(/`([^`\n]+)`/g)) {
      const id = m[1];
      if (IDENTIFIER_RE.test(id) && !known.has(id)) problems.push({ kind: 'identifier', file: rel(f), what: id });
    }
  }

  // the README's folder map names every service folder, package folder and frontend feature
  const readme = fs.existsSync(path.join(root, 'README.md')) ? fs.readFileSync(path.join(root, 'README.md'), 'utf8') : '';
  const dirsOf = (d: string) =>
    fs.existsSync(d)
      ? fs
          .readdirSync(d, { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => e.name)
      : [];
  const rowOf = (prefix: string) => readme.split('\n').find((l) => l.startsWith(`| \`${prefix}`)) ?? '';
  for (const svc of dirsOf(path.join(root, 'services'))) {
    const row = rowOf(`services/${svc}/`);
    for (const dir of dirsOf(path.join(root, 'services', svc, 'src'))) {
      if (!row.includes(`\`${dir}\``))
        problems.push({ kind: 'folder-map', file: 'README.md', what: `services/${svc}/src/${dir}` });
    }
  }
  for (const dir of dirsOf(path.join(root, 'packages/nest-common/src'))) {
    if (!rowOf('packages/nest-common/').includes(`src/${dir}`))
      problems.push({ kind: 'folder-map', file: 'README.md', what: `packages/nest-common/src/${dir}` });
  }
  for (const feature of dirsOf(path.join(root, 'frontend/src/features'))) {
    if (!readme.includes(`\`${feature}\``))
      problems.push({ kind: 'folder-map', file: 'README.md', what: `frontend/src/features/${feature}` });
  }
  for (const top of dirsOf(root)) {
    if (top.startsWith('.') && top !== '.ci') continue;
    if (SKIP_DIRS.has(top)) continue;
    if (!readme.includes(`| \`${top}/`)) problems.push({ kind: 'folder-map', file: 'README.md', what: `${top}/` });
  }
  return problems;
}

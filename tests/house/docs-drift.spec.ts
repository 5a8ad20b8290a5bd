// Docs that cannot drift: every repository path, `file#anchor` link and backticked identifier named
// in docs/, the README or a code comment must exist, and the README's folder map must name every
// feature folder (README.md#folder-map).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDocs, type DocsProblem } from './docs-drift';

const ROOT = path.resolve(__dirname, '../..');

describe('docs and comments name only what exists', () => {
  const problems = checkDocs(ROOT);
  const show = (list: DocsProblem[]) => list.map((p) => `${p.file}: ${p.what}`);

  it('every repository path named in the docs or a comment exists', () => {
    expect(show(problems.filter((p) => p.kind === 'path'))).toEqual([]);
  });

  it('every link to a section names a heading that exists', () => {
    expect(show(problems.filter((p) => p.kind === 'anchor'))).toEqual([]);
  });

  it('every backticked identifier in the docs is one the code has', () => {
    expect(show(problems.filter((p) => p.kind === 'identifier'))).toEqual([]);
  });

  it("the README's folder map names every feature folder", () => {
    expect(show(problems.filter((p) => p.kind === 'folder-map'))).toEqual([]);
  });

  it('fails on a broken path, anchor or identifier (the check itself can fail)', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-drift-'));
    fs.mkdirSync(path.join(tmp, 'docs'));
    fs.writeFileSync(path.join(tmp, 'README.md'), '# X\n\n### Folder map\n\n| `docs/` | docs |\n');
    fs.writeFileSync(
      path.join(tmp, 'docs/a.md'),
      '# A\n\n## Real heading\n\nSee `services/gone/src/missing.ts`, [b](a.md#no-such-heading), [c](#real-heading) and `NoSuchThing`.\n',
    );
    const found = checkDocs(tmp).map((p) => `${p.kind}: ${p.what}`);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^path: .*services\/gone\/src\/missing\.ts/),
        expect.stringMatching(/^anchor: .*no-such-heading/),
        expect.stringMatching(/^identifier: .*NoSuchThing/),
      ]),
    );
    expect(found.some((f) => f.includes('real-heading'))).toBe(false);
    fs.rmSync(tmp, { recursive: true, force: true });
  });
});

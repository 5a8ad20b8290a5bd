import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

/**
 * The file as rendered from its declaration. With UPDATE_ACCESS=1 the file is written first, so
 * `UPDATE_ACCESS=1 node_modules/.bin/jest infra/access` renders every access file after a change.
 */
export function renderedFile(relative: string, text: string): string {
  const file = path.join(ROOT, relative);
  if (process.env.UPDATE_ACCESS === '1') fs.writeFileSync(file, text);
  return fs.readFileSync(file, 'utf8');
}

export const readRepoFile = (relative: string) => fs.readFileSync(path.join(ROOT, relative), 'utf8');

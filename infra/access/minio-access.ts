// What each process may do in the photo bucket, by object-key prefix: the owners of
// docs/architecture.md#object-keys (packages/contracts/src/object-keys.ts). Rendered to one IAM
// policy per process (infra/access/minio/<process>.json), which docker-compose.yml's minio-init
// and the Kubernetes Job minio-access load with `mc admin policy create`; each process logs in
// with its own access key (MINIO_ACCESS_KEY svc-<process>). docs/production.md#least-privilege-inside.

export type MinioUser = 'gateway' | 'cellar' | 'ai' | 'ai-worker';
export const MINIO_USERS: MinioUser[] = ['gateway', 'cellar', 'ai', 'ai-worker'];
export const PHOTO_BUCKET = 'photos';

export type Prefix = 'uploads/' | 'thumbnails/' | 'menus/' | 'import-previews/';
export const PREFIXES: Prefix[] = ['uploads/', 'thumbnails/', 'menus/', 'import-previews/'];
/** read: GetObject (and HEAD, a stat); write: PutObject; delete: DeleteObject (also in a batch); list: ListBucket under it */
export type ObjectAction = 'read' | 'write' | 'delete' | 'list';

export interface MinioAccess {
  prefixes: Partial<Record<Prefix, ObjectAction[]>>;
  /** HEAD on the bucket (its readiness probe, and the bucket check before a write): needs ListBucket on the bucket */
  probesBucket?: boolean;
  why: string;
}

export const MINIO_ACCESS: Record<MinioUser, MinioAccess> = {
  gateway: {
    prefixes: { 'uploads/': ['write', 'read'], 'menus/': ['write', 'delete'] },
    probesBucket: true,
    why: 'writes bottle photos (and stats one to answer an upload), writes meal and wine-list photos and removes them once read',
  },
  'ai-worker': {
    prefixes: { 'uploads/': ['read'], 'menus/': ['read'], 'thumbnails/': ['write'] },
    why: 'reads the photo it analyses (bottle or menu) and writes the bottle photo thumbnail',
  },
  ai: {
    prefixes: { 'menus/': ['read'], 'uploads/': ['delete'], 'thumbnails/': ['delete'] },
    why: 'reads a menu photo it is asked to read; removes a photo and its thumbnail with its photo record',
  },
  cellar: {
    prefixes: { 'uploads/': ['list', 'delete'], 'import-previews/': ['read', 'write', 'delete'] },
    why: "lists and removes a member's bottle photos (an upload's removal, the account purge); owns the import previews",
  },
};

const S3_ACTIONS: Record<Exclude<ObjectAction, 'list'>, string> = {
  read: 's3:GetObject',
  write: 's3:PutObject',
  delete: 's3:DeleteObject',
};

export const accessKeyOf = (user: MinioUser) => `svc-${user}`;
export const secretVariable = (user: MinioUser) => `MINIO_SECRET_KEY_${user.toUpperCase().replace(/-/g, '_')}`;

interface Statement {
  Effect: 'Allow';
  Action: string[];
  Resource: string[];
  Condition?: Record<string, Record<string, string[]>>;
}

/** The IAM policy document of one process: object actions on its prefixes, listing only under its own. */
export function minioPolicy(user: MinioUser): { Version: string; Statement: Statement[] } {
  const access = MINIO_ACCESS[user];
  const statements: Statement[] = [];
  for (const action of ['read', 'write', 'delete'] as const) {
    const prefixes = PREFIXES.filter((p) => access.prefixes[p]?.includes(action));
    if (prefixes.length)
      statements.push({
        Effect: 'Allow',
        Action: [S3_ACTIONS[action]],
        Resource: prefixes.map((p) => `arn:aws:s3:::${PHOTO_BUCKET}/${p}*`),
      });
  }
  const listed = PREFIXES.filter((p) => access.prefixes[p]?.includes('list'));
  if (listed.length)
    statements.push({
      Effect: 'Allow',
      Action: ['s3:ListBucket'],
      Resource: [`arn:aws:s3:::${PHOTO_BUCKET}`],
      Condition: { StringLike: { 's3:prefix': listed.map((p) => `${p}*`) } },
    });
  if (access.probesBucket)
    statements.push({ Effect: 'Allow', Action: ['s3:ListBucket'], Resource: [`arn:aws:s3:::${PHOTO_BUCKET}`] });
  return { Version: '2012-10-17', Statement: statements };
}

export const renderPolicy = (user: MinioUser) => JSON.stringify(minioPolicy(user), null, 2) + '\n';

/** The set-up script both compose's minio-init and the Kubernetes Job run (mc, as the MinIO root user). */
export function renderMinioSetup(): string {
  return [
    '#!/bin/sh',
    '# Rendered from infra/access/minio-access.ts (UPDATE_ACCESS=1 node_modules/.bin/jest infra/access): do not edit.',
    '# One access key and policy per process; the secrets come from MINIO_SECRET_KEY_<PROCESS>.',
    'set -eu',
    'mc alias set store "$MINIO_ENDPOINT" "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null',
    `mc mb --ignore-existing store/${PHOTO_BUCKET}`,
    ...MINIO_USERS.flatMap((user) => [
      `mc admin user add store ${accessKeyOf(user)} "$${secretVariable(user)}" >/dev/null`,
      `mc admin policy create store ${accessKeyOf(user)} "$POLICIES/${user}.json"`,
      // attaching twice is an error mc reports: a re-run keeps the attachment
      `mc admin policy attach store ${accessKeyOf(user)} --user ${accessKeyOf(user)} >/dev/null 2>&1 || true`,
    ]),
    '',
  ].join('\n');
}

import { parse, parseAllDocuments } from 'yaml';
import { bottlePhotoKey, bottlePhotoPrefix, importPreviewKey, menuPhotoKey, photoThumbnailKey } from '@wine/contracts';
import {
  accessKeyOf,
  MINIO_ACCESS,
  MINIO_USERS,
  minioPolicy,
  MinioUser,
  PHOTO_BUCKET,
  renderMinioSetup,
  renderPolicy,
  secretVariable,
} from './minio-access';
import { readRepoFile, renderedFile } from './rendered';

/** What a policy document allows: IAM matching of one action on one resource (and a list prefix). */
function allows(user: MinioUser, action: string, key: string, listPrefix?: string): boolean {
  const resource = listPrefix === undefined ? `arn:aws:s3:::${PHOTO_BUCKET}/${key}` : `arn:aws:s3:::${PHOTO_BUCKET}`;
  const glob = (pattern: string, value: string) =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    ).test(value);
  return minioPolicy(user).Statement.some(
    (s) =>
      s.Action.includes(action) &&
      s.Resource.some((r) => glob(r, resource)) &&
      (!s.Condition || (listPrefix !== undefined && s.Condition.StringLike['s3:prefix'].some((p) => glob(p, listPrefix)))),
  );
}
const who = (action: string, key: string, listPrefix?: string) => MINIO_USERS.filter((u) => allows(u, action, key, listPrefix));

// the calls each process makes (read from its code: photo-storage.ts, analyse-photo.job.ts,
// read-menu.job.ts, menus.service.ts, photos.service.ts, photo-store.ts, import-previews.ts)
const [user, photo] = ['6650f0c2a1b2c3d4e5f60718', '0b5c7e1e-photo'];
const OWNERS: [string, string, MinioUser[]][] = [
  ['s3:PutObject', bottlePhotoKey(user, photo), ['gateway']],
  ['s3:GetObject', bottlePhotoKey(user, photo), ['gateway', 'ai-worker']],
  ['s3:DeleteObject', bottlePhotoKey(user, photo), ['cellar', 'ai']],
  ['s3:PutObject', photoThumbnailKey(user, photo), ['ai-worker']],
  ['s3:GetObject', photoThumbnailKey(user, photo), []],
  ['s3:DeleteObject', photoThumbnailKey(user, photo), ['ai']],
  ['s3:PutObject', menuPhotoKey(user, photo), ['gateway']],
  ['s3:GetObject', menuPhotoKey(user, photo), ['ai', 'ai-worker']],
  ['s3:DeleteObject', menuPhotoKey(user, photo), ['gateway']],
  ['s3:PutObject', importPreviewKey(user), ['cellar']],
  ['s3:GetObject', importPreviewKey(user), ['cellar']],
  ['s3:DeleteObject', importPreviewKey(user), ['cellar']],
  ['s3:PutObject', 'somewhere-else/x', []],
];

describe('MinIO: an access key per process, a policy per object-key prefix it owns', () => {
  it.each(MINIO_USERS)('%s: the policy file is rendered from the declaration', (u) => {
    expect(renderedFile(`infra/access/minio/${u}.json`, renderPolicy(u))).toBe(renderPolicy(u));
  });

  it('the set-up script is rendered from the declaration', () => {
    expect(renderedFile('infra/access/minio-setup.sh', renderMinioSetup())).toBe(renderMinioSetup());
  });

  it.each(OWNERS)('%s %s: only %j', (action, key, expected) => {
    expect(who(action, key)).toEqual(expected);
  });

  it("lets the cellar list only bottle photos (the purge's sweep), and the gateway check the bucket", () => {
    expect(who('s3:ListBucket', '', bottlePhotoPrefix(user))).toEqual(['gateway', 'cellar']);
    expect(allows('cellar', 's3:ListBucket', '', 'thumbnails/')).toBe(false);
    expect(allows('cellar', 's3:ListBucket', '', '')).toBe(false);
    // the gateway's bucket check (HEAD bucket) is authorised as a listing of the whole bucket
    expect(MINIO_ACCESS.gateway.probesBucket).toBe(true);
    expect(readRepoFile('services/gateway/src/infra/photo-storage.ts')).toContain('bucketExists');
  });

  it('grants no bucket-wide object action, no admin and no policy change', () => {
    for (const u of MINIO_USERS)
      for (const s of minioPolicy(u).Statement) {
        expect(s.Action.filter((a) => !['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:ListBucket'].includes(a))).toEqual(
          [],
        );
        if (s.Action[0] !== 's3:ListBucket')
          expect(s.Resource.filter((r) => !/\/(uploads|thumbnails|menus|import-previews)\/\*$/.test(r))).toEqual([]);
      }
  });

  it('docker-compose.yml: minio-init loads the policies, and each process takes its own key', () => {
    const compose = parse(readRepoFile('docker-compose.yml'), { merge: true }) as {
      services: Record<
        string,
        { environment?: Record<string, string>; volumes?: string[]; depends_on?: Record<string, unknown>; entrypoint?: string[] }
      >;
    };
    const init = compose.services['minio-init'];
    expect(init.entrypoint).toEqual(['sh', '/access/minio-setup.sh']);
    expect(init.volumes).toEqual([
      './infra/access/minio-setup.sh:/access/minio-setup.sh:ro',
      './infra/access/minio:/access/minio:ro',
    ]);
    for (const u of MINIO_USERS) {
      const env = compose.services[u].environment!;
      expect({ u, key: env.MINIO_ACCESS_KEY, bucket: env.MINIO_BUCKET }).toEqual({
        u,
        key: accessKeyOf(u),
        bucket: PHOTO_BUCKET,
      });
      expect(env.MINIO_SECRET_KEY).toBe(init.environment![secretVariable(u)]);
      expect(compose.services[u].depends_on).toHaveProperty('minio-init');
    }
    const others = Object.entries(compose.services).filter(
      ([name, s]) => !MINIO_USERS.includes(name as MinioUser) && s.environment?.MINIO_ACCESS_KEY,
    );
    expect(others).toEqual([]);
  });

  it('Kubernetes: the minio-access Job runs the same script and policies; each ConfigMap names its own key', () => {
    const docs = parseAllDocuments(readRepoFile('infra/k8s/base/data-access.yaml')).map((d) => d.toJSON());
    const files = docs.find((d) => d.kind === 'ConfigMap' && d.metadata.name === 'minio-access').data;
    expect(files['minio-setup.sh']).toBe(renderMinioSetup());
    for (const u of MINIO_USERS) {
      expect(files[`${u}.json`]).toBe(renderPolicy(u));
      const manifests = parseAllDocuments(readRepoFile(`infra/k8s/base/${u}.yaml`)).map((d) => d.toJSON());
      const config = manifests.find((d) => d.kind === 'ConfigMap').data;
      expect(config.MINIO_ACCESS_KEY).toBe(accessKeyOf(u));
      expect(config.MINIO_BUCKET).toBe(PHOTO_BUCKET);
    }
    expect(docs.find((d) => d.kind === 'Job' && d.metadata.name === 'minio-access')).toBeDefined();
  });
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

// Only identity may read the JWT private key; the gateway gets the public half.
const ROOT = path.resolve(__dirname, '../..');
const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, { volumes?: string[]; environment?: Record<string, string> }>;
};

describe('JWT keys in docker-compose', () => {
  it('mounts the private key volume into identity only, and the gateway reads the public key', () => {
    const privateVolume = compose.services.identity.environment!.JWT_PRIVATE_KEY_FILE.split('/')[1];
    const volumeOf = (service: string) => (compose.services[service].volumes ?? []).map((v) => v.split(':')[0]);
    const [identityVolume] = (compose.services.identity.volumes ?? []).filter((v) => v.split(':')[1] === `/${privateVolume}`);
    const name = identityVolume.split(':')[0];
    for (const service of Object.keys(compose.services).filter((s) => s !== 'identity' && s !== 'keygen')) {
      expect([service, volumeOf(service)]).toEqual([service, expect.not.arrayContaining([name])]);
    }
    const gatewayMounts = compose.services.gateway.volumes ?? [];
    expect(gatewayMounts).toHaveLength(1);
    expect(compose.services.gateway.environment!.JWT_PUBLIC_KEY_FILE).toMatch(/jwt-public\.pem$/);
  });

  it('keygen writes the private key 0600 into its own directory and only the public key beside the gateway', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'keygen-'));
    try {
      const privateDir = path.join(tmp, 'identity');
      const publicDir = path.join(tmp, 'public');
      const owner = `${os.userInfo().uid}:${os.userInfo().gid}`;
      execFileSync(process.execPath, [path.join(ROOT, 'infra/docker/keygen.mjs'), privateDir, publicDir, owner]);
      expect(fs.statSync(path.join(privateDir, 'jwt-private.pem')).mode & 0o777).toBe(0o600);
      expect(fs.statSync(privateDir).mode & 0o777).toBe(0o700);
      expect(fs.readdirSync(publicDir)).toEqual(['jwt-public.pem']);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});

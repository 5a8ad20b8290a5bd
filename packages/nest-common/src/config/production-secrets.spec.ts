import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseConfig } from './config';
import { isPlaceholderSecret, productionSecrets } from './production-secrets';

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    MINIO_SECRET_KEY: z.string(),
    KEY_FILE: z.string().optional(),
  })
  .superRefine(productionSecrets({ secrets: ['MINIO_SECRET_KEY'], privateKeyFiles: ['KEY_FILE'] }));

describe('production refuses default and placeholder secrets', () => {
  it.each(['wineapp-local-secret', 'change-me-in-production', 'whsec_change_me', 'sk_test_123', 'CHANGEME', 'my-placeholder'])(
    '%s is a placeholder',
    (value) => expect(isPlaceholderSecret(value)).toBe(true),
  );

  it('names the variable in one line with NODE_ENV=production', () => {
    expect(() => parseConfig(schema, { NODE_ENV: 'production', MINIO_SECRET_KEY: 'change-me-in-production' })).toThrow(
      'Invalid configuration: MINIO_SECRET_KEY is a default or placeholder value: set a real secret for production',
    );
  });

  it('accepts a real secret in production, and the local defaults elsewhere', () => {
    expect(() => parseConfig(schema, { NODE_ENV: 'production', MINIO_SECRET_KEY: 'q8VZ3tQe9LkX2wM7rN4p' })).not.toThrow();
    expect(() => parseConfig(schema, { NODE_ENV: 'test', MINIO_SECRET_KEY: 'wineapp-local-secret' })).not.toThrow();
  });

  it('refuses a private key file that others can read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
    try {
      const file = path.join(dir, 'key.pem');
      fs.writeFileSync(file, 'key', { mode: 0o644 });
      const env = { NODE_ENV: 'production', MINIO_SECRET_KEY: 'q8VZ3tQe9LkX2wM7rN4p', KEY_FILE: file };
      expect(() => parseConfig(schema, env)).toThrow('KEY_FILE must be readable by its owner only (chmod 600)');
      fs.chmodSync(file, 0o600);
      expect(() => parseConfig(schema, env)).not.toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

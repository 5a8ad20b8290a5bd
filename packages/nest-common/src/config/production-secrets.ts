import fs from 'node:fs';
import { z } from 'zod';

// Values that ship in this repository (infra/local/stack.mjs, docker-compose.yml defaults, docs)
// or that nobody would choose as a real secret. Production must never run on one of them.
const KNOWN_DEFAULTS = new Set([
  'wineapp-local-secret',
  'change-me-in-production',
  'whsec_change_me',
  'whsec_local_development_only',
  'sk_test_123',
  'wineapp-local-speech-secret',
  'wineapp-local-operator-token',
  'minioadmin',
]);
const PLACEHOLDER =
  /change[-_ ]?me|placeholder|example|dummy|local[-_]?(development|secret)|^(secret|password|changeit|test|dev|x+)$/i;

export function isPlaceholderSecret(value: string): boolean {
  return KNOWN_DEFAULTS.has(value) || PLACEHOLDER.test(value);
}

/**
 * A refinement for a service's config schema: with NODE_ENV=production, each listed secret must
 * not be a default or placeholder value, and each listed private key file must be readable by its
 * owner only. parseConfig then stops the process with one line naming the variable.
 *   serviceConfigSchema.extend({...}).superRefine(productionSecrets({ secrets: ['MINIO_SECRET_KEY'] }))
 */
export function productionSecrets(rules: { secrets?: string[]; privateKeyFiles?: string[] }) {
  return (config: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    if (config.NODE_ENV !== 'production') return;
    for (const name of rules.secrets ?? []) {
      const value = config[name];
      if (typeof value === 'string' && isPlaceholderSecret(value)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is a default or placeholder value: set a real secret for production',
        });
      }
    }
    for (const name of rules.privateKeyFiles ?? []) {
      const file = config[name];
      if (typeof file !== 'string' || !fs.existsSync(file)) continue; // the service reports a missing file itself
      if ((fs.statSync(file).mode & 0o077) !== 0) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'must be readable by its owner only (chmod 600)' });
      }
    }
  };
}

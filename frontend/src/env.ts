import { z } from 'zod';

// The only reader of import.meta.env: every VITE_* value is checked here once, at start-up.
const EnvSchema = z.object({
  VITE_API_BASE_URL: z.string().min(1).default('/api'),
  DEV: z.boolean(),
  MODE: z.string(),
});

function parseEnv(raw: unknown) {
  const result = EnvSchema.safeParse(raw);
  if (!result.success) {
    // List every bad key at once, so a misconfigured build is fixed in one pass.
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid frontend configuration:\n${problems.join('\n')}`);
  }
  return {
    apiBaseUrl: result.data.VITE_API_BASE_URL,
    isDev: result.data.DEV,
    mode: result.data.MODE,
  };
}

export const env = parseEnv(import.meta.env);

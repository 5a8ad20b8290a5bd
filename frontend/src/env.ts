// The only reader of import.meta.env: every VITE_* value is checked here once, at start-up. Checked
// by hand rather than with zod: this runs before the first paint, and zod is not in the first load.
function parseEnv(raw: Record<string, unknown>) {
  const apiBaseUrl = raw.VITE_API_BASE_URL ?? '/api';
  const problems: string[] = [];
  if (typeof apiBaseUrl !== 'string' || apiBaseUrl.length < 1) problems.push('VITE_API_BASE_URL: must be a non-empty string');
  if (typeof raw.DEV !== 'boolean') problems.push('DEV: must be a boolean');
  if (typeof raw.MODE !== 'string') problems.push('MODE: must be a string');
  // List every bad key at once, so a misconfigured build is fixed in one pass.
  if (problems.length) throw new Error(`Invalid frontend configuration:\n${problems.join('\n')}`);
  return { apiBaseUrl: apiBaseUrl as string, isDev: raw.DEV as boolean, mode: raw.MODE as string };
}

export const env = parseEnv(import.meta.env);

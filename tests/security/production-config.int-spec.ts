// A service started with NODE_ENV=production refuses the settings that
// once gave Premium away or leaked the API's map, exiting 1 with one line naming the variable.
// Each process here is the built service itself (dist/main.js), with the test system's environment.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { systemInfo } from '../support/system';

// a refusal comes once the entrypoint's imports are loaded: a second or two here, far more on a busy
// machine; a process still running after this long has started instead of refusing
const STARTUP_MS = 60_000;
jest.setTimeout(STARTUP_MS + 15_000);

interface Exit {
  code: number | null;
  output: string;
}

/** Starts a service's built entrypoint with its test-system environment plus `overrides` (undefined unsets). */
function start(service: string, overrides: Record<string, string | undefined>, timeoutMs = STARTUP_MS): Promise<Exit> {
  const { entry, env } = systemInfo().services[service];
  const merged: Record<string, string | undefined> = { PATH: process.env.PATH, ...env, ...overrides };
  const clean = Object.fromEntries(Object.entries(merged).filter((e): e is [string, string] => e[1] !== undefined));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry], { env: clean, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${service} was still running after ${timeoutMs} ms: it started instead of refusing\n${output}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The one line of the refusal that names `variable`. */
const lineNaming = (output: string, variable: string) =>
  output.split('\n').filter((line) => line.startsWith('Invalid configuration:') && line.includes(`${variable} `));

/** The URL with a user and password: the test system's Redis has none, and its default user (nopass) takes any. */
const withLogin = (url: string) => url.replace(/^(redis|mongodb):\/\//, '$1://default:Q7xL2pRzT4wK9zXb@');

const LIVE_KEY = 'sk_live_51Hq8ZtKxQv3mN7pR2wYs4LkA';
// real-looking secrets and logins, so that only the variable under test is refused
const PRODUCTION_BILLING = () => ({
  NODE_ENV: 'production',
  STRIPE_WEBHOOK_SECRET: 'whsec_4eC39HqLyjWDarjtT1zdp7dc',
  REDIS_URL: withLogin(systemInfo().services.billing.env.REDIS_URL),
  MONGO_URL: withLogin(systemInfo().services.billing.env.MONGO_URL),
});

describe('production billing never runs the local payment provider', () => {
  it('exits 1 without STRIPE_SECRET_KEY, naming it in one line', async () => {
    const { code, output } = await start('billing', { ...PRODUCTION_BILLING(), STRIPE_SECRET_KEY: undefined });
    expect(code).toBe(1);
    expect(lineNaming(output, 'STRIPE_SECRET_KEY')).toEqual([
      expect.stringContaining('STRIPE_SECRET_KEY is required in production: a live Stripe secret key (sk_live_...)'),
    ]);
  });

  it('exits 1 on a test-mode key without ALLOW_STRIPE_TEST_MODE=true', async () => {
    const { code, output } = await start('billing', {
      ...PRODUCTION_BILLING(),
      STRIPE_SECRET_KEY: 'sk_test_51Hq8ZtKxQv3mN7pR2wYs4LkA',
    });
    expect(code).toBe(1);
    expect(lineNaming(output, 'STRIPE_SECRET_KEY')).toEqual([expect.stringContaining('STRIPE_SECRET_KEY is a test-mode key')]);
  });

  it('exits 1 when STRIPE_API_URL points billing at a stand-in for Stripe', async () => {
    const { code, output } = await start('billing', {
      ...PRODUCTION_BILLING(),
      STRIPE_SECRET_KEY: LIVE_KEY,
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(code).toBe(1);
    expect(lineNaming(output, 'STRIPE_API_URL')).toEqual([
      expect.stringContaining('STRIPE_API_URL must not be set in production'),
    ]);
  });

  it('exits 1 when Redis or MongoDB would be reached without a login', async () => {
    const { env } = systemInfo().services.billing;
    const { code, output } = await start('billing', {
      ...PRODUCTION_BILLING(),
      STRIPE_SECRET_KEY: LIVE_KEY,
      REDIS_URL: env.REDIS_URL,
      MONGO_URL: env.MONGO_URL,
    });
    expect(code).toBe(1);
    expect(lineNaming(output, 'REDIS_URL')).toEqual([expect.stringContaining('REDIS_URL must carry a login in production')]);
    expect(output).toContain('MONGO_URL must carry a login in production');
  });
});

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('production gateway refuses unsafe settings', () => {
  const PRODUCTION_GATEWAY = {
    NODE_ENV: 'production',
    REDIS_URL: withLogin(systemInfo().services.gateway.env.REDIS_URL),
    MINIO_SECRET_KEY: 'q8VZ3tQe9LkX2wM7rN4p',
    PUBLIC_URL: 'https://cellardoor.ai',
    TRUST_PROXY: 'false',
    COOKIE_SECURE: 'true',
    SPEECH_SECRET: 'Vb3kQ9zX7mN2pL5wR8tY',
    // production refuses the local stack's placeholder operator token
    OPERATOR_TOKEN: 'Jr7Tq2Wc9Lm4Xv8Kp3Zs6Nd1Hb5',
  };

  it('exits 1 on COOKIE_SECURE=false, an unset TRUST_PROXY and an unset PUBLIC_URL, naming each in one line', async () => {
    // one process for the three: each start loads the whole gateway before its config is read
    const { code, output } = await start('gateway', {
      ...PRODUCTION_GATEWAY,
      COOKIE_SECURE: 'false',
      TRUST_PROXY: undefined,
      PUBLIC_URL: undefined,
    });
    expect(code).toBe(1);
    const refusals = output.split('\n').filter((line) => line.startsWith('Invalid configuration:'));
    expect(refusals).toEqual([expect.stringContaining('COOKIE_SECURE must not be false in production')]);
    expect(refusals[0]).toContain('TRUST_PROXY is required in production');
    expect(refusals[0]).toContain('PUBLIC_URL is required in production');
  });

  it('exits 1 when the ai service would send its OpenAI key over http://', async () => {
    const { code, output } = await start('ai', {
      NODE_ENV: 'production',
      MINIO_SECRET_KEY: 'q8VZ3tQe9LkX2wM7rN4p',
      OPENAI_API_KEY: 'sk-proj-Hq8ZtKxQv3mN7pR2wYs4LkA',
      OPENAI_BASE_URL: 'http://openai-proxy.internal/v1',
    });
    expect(code).toBe(1);
    expect(lineNaming(output, 'OPENAI_BASE_URL')).toEqual([
      expect.stringContaining('OPENAI_BASE_URL must be an https:// URL in production'),
    ]);
  });

  it('serves no Swagger UI or OpenAPI document in production unless API_DOCS=true', async () => {
    const port = await freePort();
    const { entry, env } = systemInfo().services.gateway;
    const child = spawn(process.execPath, [entry], {
      env: { PATH: process.env.PATH, ...env, ...PRODUCTION_GATEWAY, PORT: String(port), SPA_DIR: '' },
      stdio: 'ignore',
    });
    try {
      const url = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + STARTUP_MS;
      for (;;) {
        const live = await fetch(`${url}/api/health/live`).then(
          (r) => r.ok,
          () => false,
        );
        if (live) break;
        if (Date.now() > deadline || child.exitCode !== null) throw new Error('the production gateway did not start');
        await new Promise((r) => setTimeout(r, 200));
      }
      expect((await fetch(`${url}/api/docs-json`)).status).toBe(404);
      expect((await fetch(`${url}/api/docs`)).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
    }
  });
});

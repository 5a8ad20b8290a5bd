// Starts the test system (own ports, fresh .data/test) unless `npm test` already did.
import { dataDirOf, PROFILES, startSystem } from '../../infra/local/stack.mjs';

export default async function globalSetup() {
  const url = `http://127.0.0.1:${PROFILES.test.gateway}`;
  const running = await fetch(`${url}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (!running) globalThis.__WINE_SYSTEM__ = await startSystem('test', { quiet: true });
  process.env.WINE_TEST_DATA_DIR = dataDirOf('test');
}

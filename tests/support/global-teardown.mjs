export default async function globalTeardown() {
  // a system started by `npm test` is stopped by `npm test`
  await globalThis.__WINE_SYSTEM__?.stop();
}

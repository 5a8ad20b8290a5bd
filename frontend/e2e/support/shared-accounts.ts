import { test as base, expect, request } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// One Free and one Premium account for the whole e2e run, made once by accounts.setup.ts (a Premium
// account costs a registration, profile setup and a billing event identity must apply). Only tests
// that read their data use them: they must not save, remove, upgrade or change the account.
//
// Sessions: the refresh cookie rotates on every renewal and reusing a rotated one revokes its whole
// session family (services/identity refresh-tokens.repository.ts), so a saved storageState file
// shared by many tests would sign them all out. Each test gets its own sign-in instead: a fresh
// session cookie for the test's browser context (its storageState), so a test that signs out or
// whose session expires affects no other.

export type SharedAccount = 'free' | 'premium';
export interface Credentials {
  email: string;
  password: string;
}

// Per test system slot: each slot has its own accounts.
const FILE = fileURLToPath(
  new URL(`../../../.data/e2e/shared-accounts-slot${process.env.WINE_TEST_SLOT || 0}.json`, import.meta.url),
);

export function writeSharedAccounts(accounts: Record<SharedAccount, Credentials>): void {
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  fs.writeFileSync(FILE, JSON.stringify(accounts));
}

export function sharedAccount(which: SharedAccount): Credentials {
  return (JSON.parse(fs.readFileSync(FILE, 'utf8')) as Record<SharedAccount, Credentials>)[which];
}

/** `test.use({ sharedAccount: 'premium' })`: the test's pages start signed in as that account. */
export const test = base.extend<{ sharedAccount: SharedAccount | null }>({
  sharedAccount: [null, { option: true }],
  storageState: async ({ sharedAccount: which, storageState, baseURL }, use) => {
    if (!which) {
      await use(storageState);
      return;
    }
    const api = await request.newContext({ baseURL });
    const response = await api.post('/api/auth/login', { data: sharedAccount(which) });
    expect(response.ok(), `signing in the shared ${which} account`).toBe(true);
    await use(await api.storageState());
    await api.dispose();
  },
});

export { expect };

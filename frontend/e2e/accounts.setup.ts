import { expect, test as setup } from '@playwright/test';
import { registerMember, registerPremiumMember, saveWines } from './support/accounts';
import { writeSharedAccounts } from './support/shared-accounts';

// The run's shared Free and Premium accounts (support/shared-accounts.ts), with a few saved wines:
// two for Free (under its limit), four for Premium.
setup('the shared Free and Premium accounts', async ({ request }) => {
  setup.setTimeout(90_000);
  const [free, premium] = await Promise.all([registerMember(request), registerPremiumMember(request, { timeout: 60_000 })]);
  await Promise.all([saveWines(request, free, 2), saveWines(request, premium, 4)]);
  writeSharedAccounts({
    free: { email: free.email, password: free.password },
    premium: { email: premium.email, password: premium.password },
  });
  expect(free.email).not.toBe(premium.email);
});

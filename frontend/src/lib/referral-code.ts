import { readStored, removeStored, writeStored } from './device-storage';

// Referral program (docs/product-rules.md#referrals): a friend arrives through /?ref=CODE&signup=1 and may browse before
// signing up, so the code waits in localStorage until the account is created.
const STORAGE_KEY = 'wine.referralCode';

/** The link a member shares: it opens Create Your Account with their code attached. */
export function referralLinkFor(code: string, origin = window.location.origin): string {
  return `${origin}/?signup=1&ref=${encodeURIComponent(code)}`;
}

// The contract's schema checks the code; it loads only when there is a code to check, so zod stays
// out of the first load.
const loadReferralCodeSchema = async () => (await import('@wine/contracts')).referralCodeSchema;

/** Keeps a well-formed `ref` from the address bar; anything else is ignored. */
export async function rememberReferralCode(search: string): Promise<void> {
  const ref = new URLSearchParams(search).get('ref');
  if (ref === null) return;
  const parsed = (await loadReferralCodeSchema()).safeParse(ref);
  if (parsed.success) writeStored(STORAGE_KEY, parsed.data);
}

export async function pendingReferralCode(): Promise<string | undefined> {
  return readStored(STORAGE_KEY, await loadReferralCodeSchema()) ?? undefined;
}

export function forgetReferralCode(): void {
  removeStored(STORAGE_KEY);
}

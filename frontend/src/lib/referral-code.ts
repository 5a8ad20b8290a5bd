import { referralCodeSchema } from '@wine/contracts';
import { readStored, removeStored, writeStored } from './device-storage';

// Referral program (docs/product-rules.md#referrals): a friend arrives through /?ref=CODE&signup=1 and may browse before
// signing up, so the code waits in localStorage until the account is created.
const STORAGE_KEY = 'wine.referralCode';

/** The link a member shares: it opens Create Your Account with their code attached. */
export function referralLinkFor(code: string, origin = window.location.origin): string {
  return `${origin}/?signup=1&ref=${encodeURIComponent(code)}`;
}

/** Keeps a well-formed `ref` from the address bar; anything else is ignored. */
export function rememberReferralCode(search: string): void {
  const parsed = referralCodeSchema.safeParse(new URLSearchParams(search).get('ref') ?? undefined);
  if (parsed.success) writeStored(STORAGE_KEY, parsed.data);
}

export function pendingReferralCode(): string | undefined {
  return readStored(STORAGE_KEY, referralCodeSchema) ?? undefined;
}

export function forgetReferralCode(): void {
  removeStored(STORAGE_KEY);
}

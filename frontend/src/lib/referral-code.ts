import { referralCodeSchema } from '@wine/contracts';

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
  if (!parsed.success) return;
  try {
    localStorage.setItem(STORAGE_KEY, parsed.data);
  } catch {
    // storage disabled: the friend still signs up, with the standard trial
  }
}

export function pendingReferralCode(): string | undefined {
  try {
    const parsed = referralCodeSchema.safeParse(localStorage.getItem(STORAGE_KEY) ?? undefined);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function forgetReferralCode(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

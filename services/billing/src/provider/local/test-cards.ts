// The local provider accepts Stripe's test cards (https://docs.stripe.com/testing), so people and
// tests type the same numbers on either provider.
export const TEST_CARDS = {
  success: '4242424242424242',
  // declined at checkout and at setup
  declined: '4000000000000002',
  // attaches fine, then every charge fails (a renewal goes past_due)
  chargeFails: '4000000000000341',
} as const;

export interface CardInput {
  number: string;
  expiry: string; // MM/YY
  cvc: string;
}

export interface CheckedCard {
  number: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]|^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** What a declined card is told: what happened, and what to do next (docs/product-rules.md#trials). */
export const CARD_DECLINED = 'Your card was declined. Try another card, or call your bank.';

/** Validates like a card form would; the message is what the hosted page shows. */
export function checkCard(
  input: CardInput,
  nowSeconds: number,
): { ok: true; card: CheckedCard } | { ok: false; message: string } {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) return { ok: false, message: 'Your card number is incorrect.' };
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.expiry.trim());
  if (!expiry) return { ok: false, message: "Your card's expiry date is incomplete. Use MM/YY." };
  const month = Number(expiry[1]);
  const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  const now = new Date(nowSeconds * 1000);
  if (month < 1 || month > 12) return { ok: false, message: "Your card's expiry month is invalid." };
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    return { ok: false, message: "Your card's expiry date is in the past." };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, message: "Your card's security code is incomplete." };
  if (number === TEST_CARDS.declined) return { ok: false, message: CARD_DECLINED };
  return { ok: true, card: { number, brand: brandOf(number), last4: number.slice(-4), exp_month: month, exp_year: year } };
}

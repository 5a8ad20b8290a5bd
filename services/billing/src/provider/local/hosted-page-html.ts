// The local provider's hosted pages: plain server-rendered HTML forms (no script), like Stripe's
// own pages stand outside the app. Every value is escaped.

const esc = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const aud = (cents: number) => `$${(cents / 100).toFixed(2)}`;
export const auDate = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Australia/Melbourne',
  });

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Cellar Door AI payments</title>
<style>
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f1ee;color:#2b1d22}
main{max-width:460px;margin:0 auto;padding:32px 16px}
.brand{font-weight:800;color:#7b1e3a;letter-spacing:.02em;margin-bottom:16px}
.card{background:#fff;border-radius:16px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 4px}.muted{color:#6b5b60;font-size:.95rem}
.price{font-size:2rem;font-weight:800;margin:12px 0 0}.row{display:flex;gap:12px}.row>label{flex:1}
label{display:block;font-weight:600;font-size:.9rem;margin-top:14px}
input{width:100%;margin-top:4px;padding:12px;border:1px solid #cbbfc3;border-radius:10px;font:inherit}
button{width:100%;margin-top:20px;padding:14px;border:0;border-radius:10px;background:#7b1e3a;color:#fff;font:inherit;font-weight:700;cursor:pointer}
button.secondary{margin-top:10px;background:#fff;color:#7b1e3a;border:1px solid #7b1e3a}
.error{background:#fdecea;color:#8a1c1c;border-radius:10px;padding:10px 12px;margin-top:14px}
.note{background:#fff8e1;border-radius:10px;padding:10px 12px;margin-top:16px;font-size:.9rem}
a{color:#7b1e3a}table{width:100%;border-collapse:collapse;margin-top:12px}td{padding:6px 0;border-bottom:1px solid #eee}td:last-child{text-align:right}
</style></head><body><main><div class="brand">Cellar Door AI · Secure payment</div>${body}</main></body></html>`;
}

/** What the checkout form keeps after a refusal: everything but the card number and CVC. */
export interface CheckoutFormValues {
  name?: string;
  country?: string;
  expiry?: string;
}

const cardFields = (values: CheckoutFormValues = {}) => `
<label>Card number<input name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required></label>
<div class="row"><label>Expiry (MM/YY)<input name="expiry" autocomplete="cc-exp" placeholder="MM/YY" value="${esc(values.expiry)}" required></label>
<label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></label></div>`;

const testNote = `<p class="note">Test mode: use 4242 4242 4242 4242 with any future date and any CVC. 4000 0000 0000 0002 is declined.</p>`;

export function checkoutPage(input: {
  action: string;
  cancelUrl: string;
  planLabel: string;
  amountCents: number;
  interval: 'month' | 'year';
  trialDays: number | null;
  trialEnd: number | null;
  email: string | null;
  error?: string;
  values?: CheckoutFormValues;
  /** a card that had a trial on another account: what is charged today, and the card to confirm */
  cardHadTrial?: { line: string; paymentMethod: string; last4: string };
}): string {
  if (input.cardHadTrial) return confirmChargePage(input, input.cardHadTrial);
  const values = input.values ?? {};
  const trial = input.trialDays
    ? `<p class="muted">${input.trialDays} days free, then ${aud(input.amountCents)} per ${input.interval} from ${esc(auDate(input.trialEnd!))}. GST included.</p>`
    : `<p class="muted">${aud(input.amountCents)} per ${input.interval}, GST included.</p>`;
  return layout(
    'Checkout',
    `<div class="card"><h1>Subscribe to ${esc(input.planLabel)}</h1>
<p class="price">${input.trialDays ? `${input.trialDays} days free` : aud(input.amountCents)}</p>${trial}
${input.email ? `<p class="muted">Account: ${esc(input.email)}</p>` : ''}
${input.error ? `<p class="error" role="alert">${esc(input.error)}</p>` : ''}
<form method="post" action="${esc(input.action)}">${cardFields(values)}
<label>Name on card<input name="name" autocomplete="cc-name" value="${esc(values.name)}"></label>
<label>Country<input name="country" value="${esc(values.country || 'AU')}" maxlength="2"></label>
<button type="submit">${input.trialDays ? 'Start trial' : 'Subscribe'}</button></form>
${testNote}
<p><a href="${esc(input.cancelUrl)}">← Back to Cellar Door AI</a></p></div>`,
  );
}

/**
 * Before charging a card that had its free trial on another account: the member is told what is
 * charged today and confirms, or goes back to use another card (docs/product-rules.md#trials).
 */
function confirmChargePage(
  input: { action: string; cancelUrl: string; planLabel: string; amountCents: number; values?: CheckoutFormValues },
  card: { line: string; paymentMethod: string; last4: string },
): string {
  const values = input.values ?? {};
  return layout(
    'Confirm payment',
    `<div class="card"><h1>Subscribe to ${esc(input.planLabel)}</h1>
<p class="note" role="alert"><strong>${esc(card.line)}</strong><br>The card ending in ${esc(card.last4)} has already had a free trial on another account, so this subscription starts without one. Nothing is charged until you confirm.</p>
<form method="post" action="${esc(input.action)}">
<input type="hidden" name="confirmCard" value="${esc(card.paymentMethod)}">
<input type="hidden" name="name" value="${esc(values.name)}"><input type="hidden" name="country" value="${esc(values.country)}">
<button type="submit">Pay ${aud(input.amountCents)} today</button></form>
<form method="get" action="${esc(input.action)}"><button type="submit" class="secondary">Use another card</button></form>
<p><a href="${esc(input.cancelUrl)}">← Back to Cellar Door AI</a></p></div>`,
  );
}

export function portalPage(input: {
  action: string;
  returnUrl: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
  error?: string;
  saved?: boolean;
}): string {
  const current = input.card
    ? `<p>Current card: <strong>${esc(input.card.brand.toUpperCase())} •••• ${esc(input.card.last4)}</strong>, expires ${input.card.exp_month}/${input.card.exp_year}</p>`
    : '<p>No card on file.</p>';
  return layout(
    'Manage payment method',
    `<div class="card"><h1>Payment method</h1>${current}
${input.saved ? '<p class="note" role="status">Your card was updated.</p>' : ''}
${input.error ? `<p class="error" role="alert">${esc(input.error)}</p>` : ''}
<form method="post" action="${esc(input.action)}">${cardFields()}<button type="submit">Update card</button></form>
${testNote}
<p><a href="${esc(input.returnUrl)}">← Return to Cellar Door AI</a></p></div>`,
  );
}

export function invoicePage(input: {
  id: string;
  number: string;
  status: string;
  amountCents: number;
  created: number;
  periodStart: number;
  periodEnd: number;
  description: string;
  email: string | null;
}): string {
  return layout(
    `Invoice ${input.number}`,
    `<div class="card"><h1>Tax invoice ${esc(input.number)}</h1>
<p class="muted">Cellar Door AI · Melbourne, Australia</p>
<table><tr><td>Issued</td><td>${esc(auDate(input.created))}</td></tr>
${input.email ? `<tr><td>Billed to</td><td>${esc(input.email)}</td></tr>` : ''}
<tr><td>${esc(input.description)}</td><td>${aud(input.amountCents)}</td></tr>
<tr><td>Period</td><td>${esc(auDate(input.periodStart))} – ${esc(auDate(input.periodEnd))}</td></tr>
<tr><td>GST included</td><td>${aud(Math.round(input.amountCents / 11))}</td></tr>
<tr><td><strong>Total (AUD)</strong></td><td><strong>${aud(input.amountCents)}</strong></td></tr>
<tr><td>Status</td><td>${esc(input.status)}</td></tr></table></div>`,
  );
}

export function notFoundPage(what: string): string {
  return layout(
    'Not found',
    `<div class="card"><h1>${esc(what)} not found</h1><p class="muted">This link has expired or never existed.</p><p><a href="/">Go to Cellar Door AI</a></p></div>`,
  );
}

/** A checkout, portal or invoice link past its lifetime (410 Gone). */
export function expiredPage(): string {
  return layout(
    'Link expired',
    `<div class="card"><h1>This link has expired</h1><p class="muted">For your security, payment links work for a limited time. Please start again from Cellar Door AI.</p><p><a href="/">Go to Cellar Door AI</a></p></div>`,
  );
}

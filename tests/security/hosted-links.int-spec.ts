// Local hosted payment links expire like Stripe's: checkout after 24 hours,
// the billing portal after 30 minutes, an invoice link 30 days after it was given; a forged invoice
// link opens nothing. Real billing code and store, its clock moved by the test.
import { billingForSuite, DAY, newUser } from '../../services/billing/test/billing-harness';
import { uniqueTestCard } from '../support/cards';

const h = billingForSuite();

describe('hosted payment links expire', () => {
  it('a checkout link works for a day, then answers 410 and cannot be paid', async () => {
    const userId = newUser();
    const session = await h.billing.createCheckoutSession({
      userId,
      email: `${userId}@example.com`,
      origin: 'http://app.test',
      plan: 'monthly',
      referred: false,
    });
    const id = new URL(session.url!).pathname.split('/').pop()!;
    expect((await h.pages.page('checkout', id)).status).toBe(200);
    await h.advanceDays(1.01);
    expect((await h.pages.page('checkout', id)).status).toBe(410);
    const paid = await h.pages.page('checkout', id, { cardNumber: uniqueTestCard(), expiry: '12/40', cvc: '123' });
    expect(paid.status).toBe(410);
    expect((await h.provider.getCheckoutSession(id))?.status).toBe('expired');
  });

  it('a portal link works for 30 minutes; an invoice link for 30 days, and only as signed', async () => {
    const userId = newUser();
    await h.checkout(userId);
    const customerId = (await h.record(userId))!.customerId;
    const portalUrl = await h.provider.createPortalSession(customerId, 'http://app.test/subscription');
    const portalId = new URL(portalUrl).pathname.split('/').pop()!;
    expect((await h.pages.page('portal', portalId)).status).toBe(200);
    h.clock.t += 31 * 60;
    expect((await h.pages.page('portal', portalId)).status).toBe(410);

    await h.advanceDays(8); // the trial ends: the first invoice is paid
    const [invoice] = await h.provider.listInvoices(customerId, 5);
    const link = invoice.hosted_invoice_url!.split('/').pop()!;
    expect((await h.pages.page('invoice', link)).status).toBe(200);
    const [id, expires] = link.split('.');
    expect((await h.pages.page('invoice', id)).status).toBe(404);
    expect((await h.pages.page('invoice', `${id}.${Number(expires) + DAY}.forged`)).status).toBe(404);
    await h.advanceDays(31);
    expect((await h.pages.page('invoice', link)).status).toBe(410);
  });
});

import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CLOCK, type Clock } from '../payment-provider';
import { LINK_LIFETIME_SECONDS, LOCAL_BASE, LOCAL_PAYMENT_SETTINGS, type LocalPaymentSettings } from './local-documents';

/**
 * Invoice links `<invoice id>.<expires>.<signature>`: the link names its end, and only this
 * provider can make one (docs/architecture.md#external-providers). Each listing signs a fresh one.
 */
@Injectable()
export class InvoiceLinks {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOCAL_PAYMENT_SETTINGS) private readonly settings: LocalPaymentSettings,
  ) {}

  /** The hosted page and PDF addresses of an invoice, valid for 30 days from now. */
  urls(invoiceId: string): { hosted_invoice_url: string; invoice_pdf: string } {
    const link = `${LOCAL_BASE}/invoice/${this.sign(invoiceId)}`;
    return { hosted_invoice_url: link, invoice_pdf: `${link}?format=pdf` };
  }

  /** The invoice id of a link signed here, 'expired' past its end, null when forged or malformed. */
  read(link: string): string | 'expired' | null {
    const [id, expires, signature] = link.split('.');
    if (!id || !/^\d+$/.test(expires ?? '') || !signature) return null;
    const expected = Buffer.from(this.signature(`${id}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return Number(expires) <= this.clock.now() ? 'expired' : id;
  }

  private sign(invoiceId: string): string {
    const expires = this.clock.now() + LINK_LIFETIME_SECONDS.invoice;
    return `${invoiceId}.${expires}.${this.signature(`${invoiceId}.${expires}`)}`;
  }

  private signature(text: string): string {
    return createHmac('sha256', this.settings.webhookSecret).update(`invoice-link:${text}`).digest('base64url');
  }
}

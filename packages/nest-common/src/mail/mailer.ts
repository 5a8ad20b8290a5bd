import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { z } from 'zod';
import { APP_CONFIG } from '../config/app-config';

/** SMTP for the services that send e-mail (contact messages, the drinking reminder); optional everywhere. */
export const mailConfigSchema = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
});
export type MailConfig = z.infer<typeof mailConfigSchema>;

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** extra headers, e.g. List-Unsubscribe (mail-text.ts) */
  headers?: Record<string, string>;
}

/** What became of a message: sent, only logged (no SMTP configured), or failed (logged as an error). */
export type MailDelivery = 'sent' | 'logged' | 'failed';

/** SMTP when configured; otherwise a log line says what was not sent. Never throws. */
@Injectable()
export class Mailer {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter | null;

  constructor(@Inject(APP_CONFIG) config: MailConfig) {
    this.transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  async send(mail: OutgoingMail): Promise<MailDelivery> {
    if (!this.transport) {
      this.logger.log(`no SMTP configured: "${mail.subject}" not e-mailed`);
      return 'logged';
    }
    try {
      await this.transport.sendMail(mail);
      return 'sent';
    } catch (err) {
      this.logger.error(`could not e-mail "${mail.subject}": ${(err as Error).message}`);
      return 'failed';
    }
  }
}

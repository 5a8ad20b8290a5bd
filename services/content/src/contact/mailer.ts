import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '@wine/nest-common';
import nodemailer, { Transporter } from 'nodemailer';
import { ContentConfig } from '../config';

export interface SupportMail {
  replyTo: string;
  subject: string;
  text: string;
}

/** SMTP when configured; otherwise the message stays in the database and a log line says so. */
@Injectable()
export class Mailer {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: ContentConfig) {
    this.transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  }

  async toSupport(mail: SupportMail): Promise<'sent' | 'logged' | 'failed'> {
    if (!this.transport) {
      this.logger.log(`no SMTP configured: support message "${mail.subject}" kept in the database only`);
      return 'logged';
    }
    try {
      await this.transport.sendMail({ to: this.config.SUPPORT_EMAIL, from: this.config.SUPPORT_EMAIL, ...mail });
      return 'sent';
    } catch (err) {
      // the message is stored either way; support can read it from the database
      this.logger.error(`could not e-mail support: ${(err as Error).message}`);
      return 'failed';
    }
  }
}

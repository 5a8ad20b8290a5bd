import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CONTACT_SENT_MESSAGE, ContactMessage, ContactReceipt } from '@wine/contracts';
import { APP_CONFIG } from '@wine/nest-common';
import { Mailer } from '@wine/nest-common/mail';
import { Model } from 'mongoose';
import type { ContentConfig } from '../config';
import { ContactMessageRecord } from './contact-message.schema';

@Injectable()
export class ContactService {
  constructor(
    @InjectModel(ContactMessageRecord.name) private readonly messages: Model<ContactMessageRecord>,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: ContentConfig,
  ) {}

  async create(message: ContactMessage): Promise<ContactReceipt> {
    // stored first, so nothing is lost if the mail server is down
    const record = await this.messages.create({ ...message, delivery: 'logged' });
    // SMTP is optional: without it the message stays in the database and a log line says so
    const delivery = await this.mailer.send({
      to: this.config.SUPPORT_EMAIL,
      from: this.config.SUPPORT_EMAIL,
      replyTo: message.email,
      subject: `[Contact] ${message.subject || 'Message from the website'}`,
      text: `From: ${message.name} <${message.email}>\n\n${message.message}`,
    });
    if (delivery !== 'logged') await this.messages.updateOne({ _id: record._id }, { $set: { delivery } });
    return { success: true, id: String(record._id), message: CONTACT_SENT_MESSAGE };
  }
}

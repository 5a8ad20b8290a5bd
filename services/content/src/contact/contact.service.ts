import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { CONTACT_SENT_MESSAGE, ContactMessage, ContactReceipt } from '@wine/contracts';
import { Model } from 'mongoose';
import { ContactMessageRecord } from './contact-message.schema';
import { Mailer } from './mailer';

@Injectable()
export class ContactService {
  constructor(
    @InjectModel(ContactMessageRecord.name) private readonly messages: Model<ContactMessageRecord>,
    private readonly mailer: Mailer,
  ) {}

  async create(message: ContactMessage): Promise<ContactReceipt> {
    // stored first, so nothing is lost if the mail server is down
    const record = await this.messages.create({ ...message, delivery: 'logged' });
    const delivery = await this.mailer.toSupport({
      replyTo: message.email,
      subject: `[Contact] ${message.subject || 'Message from the website'}`,
      text: `From: ${message.name} <${message.email}>\n\n${message.message}`,
    });
    if (delivery !== 'logged') await this.messages.updateOne({ _id: record._id }, { $set: { delivery } });
    return { success: true, id: String(record._id), message: CONTACT_SENT_MESSAGE };
  }
}

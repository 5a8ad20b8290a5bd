import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Mailer } from '@wine/nest-common/mail';
import { ContactMessageRecord, ContactMessageSchema } from './contact-message.schema';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: ContactMessageRecord.name, schema: ContactMessageSchema }])],
  controllers: [ContactController],
  providers: [ContactService, Mailer],
})
export class ContactModule {}

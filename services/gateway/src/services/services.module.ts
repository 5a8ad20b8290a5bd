import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { RawReplyInterceptor } from './raw-reply.interceptor';
import { ServiceClient } from './service-client';

@Global()
@Module({ providers: [ServiceClient, { provide: APP_INTERCEPTOR, useClass: RawReplyInterceptor }], exports: [ServiceClient] })
export class ServicesModule {}

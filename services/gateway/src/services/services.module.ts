import { Global, Module } from '@nestjs/common';
import { ServiceClient } from './service-client';

@Global()
@Module({ providers: [ServiceClient], exports: [ServiceClient] })
export class ServicesModule {}

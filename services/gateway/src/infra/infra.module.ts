import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { GatewayRedis } from './gateway-redis';
import { PhotoStorage } from './photo-storage';
import { PlanLookup } from './plan-lookup';
import { RawReplyInterceptor } from './raw-reply.interceptor';
import { ServiceClient } from './service-client';

/** The gateway's clients of the services, its Redis and the photo store, shared by every feature. */
@Global()
@Module({
  providers: [ServiceClient, GatewayRedis, PlanLookup, PhotoStorage, { provide: APP_INTERCEPTOR, useClass: RawReplyInterceptor }],
  exports: [ServiceClient, GatewayRedis, PlanLookup, PhotoStorage],
})
export class InfraModule {}

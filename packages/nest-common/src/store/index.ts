// @wine/nest-common/store: a service's own MongoDB database (mongoose): the service core module,
// migrations, keyset paging, the store's breaker and indexes.
export * from '../service-core.module';
export * from './migration';
export * from './indexes';
export * from '../paging/keyset';
export * from '../resilience/store-breaker';
export * from '../observability/health';

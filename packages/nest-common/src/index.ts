// What every process uses. The parts that load a heavy library only some services need have
// entry points of their own, so a process loads them only when it uses them (docs/operations.md#memory):
// `@wine/nest-common/store` (MongoDB: the service core module, migrations, paging),
// `@wine/nest-common/mail` (SMTP) and `@wine/nest-common/storage` (the photo bucket).
export * from './bootstrap';
export * from './resilience/breaker';
export * from './config/app-config';
export * from './config/config';
export * from './config/config-production';
export * from './config/kafka-config';
export * from './events/events';
export * from './observability/dependency-metrics';
export * from './observability/logger';
export * from './observability/metrics';
export * from './observability/readiness';
export * from './observability/tracing';
export * from './resilience/outage';
export * from './resilience/redis-failover';
export * from './transport/rpc';
export * from './transport/transport';
export * from './transport/transport-client';
export * from './config/production-secrets';
export * from './queues/queue-connection';
export * from './resilience/mongo-errors';
export * from './cache/versioned-answer';

// The services behind the gateway. Names are used as Redis-transport pattern prefixes and
// as their MongoDB database names.
export const SERVICE_NAMES = ['identity', 'cellar', 'ai', 'billing', 'content'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

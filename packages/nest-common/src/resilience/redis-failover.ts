/**
 * A managed Redis fails over by promoting its replica: a client still connected to the old
 * primary (now a replica) gets READONLY on every write. ioredis then reconnects, finding the new
 * primary behind the same endpoint, and sends the command again (2). Cluster mode is not used
 * (docs/decisions/0009-sealed-identity-transport.md).
 */
export function reconnectOnReadonly(err: Error): 2 | false {
  return err.message.startsWith('READONLY') ? 2 : false;
}

import { quietIdleKafkaConnections } from './kafka-idle-timer';

// kafkajs's own request queue, as every broker connection has one
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RequestQueue = require('kafkajs/src/network/requestQueue') as new (options: object) => {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  destroy(): void;
};

const queue = () =>
  new RequestQueue({
    maxInFlightRequests: 1,
    requestTimeout: 30_000,
    enforceRequestTimeout: false,
    clientId: 'spec',
    broker: '127.0.0.1:9092',
    logger: { debug: () => undefined, warn: () => undefined, error: () => undefined, info: () => undefined },
    isConnected: () => true,
  });

describe('kafkajs request queues, quieted', () => {
  it('an idle connection arms no timer (kafkajs alone re-arms a 1 ms one for ever)', () => {
    const before = queue();
    before.checkPendingRequests();
    expect(before.throttleCheckTimeoutId).not.toBeNull();
    before.destroy();

    quietIdleKafkaConnections();
    const idle = queue();
    idle.checkPendingRequests();
    expect(idle.throttleCheckTimeoutId).toBeNull();
    idle.destroy();
  });

  it('a request waiting out a throttle is still checked when the throttle ends', () => {
    quietIdleKafkaConnections();
    const throttled = queue();
    throttled.throttledUntil = Date.now() + 60_000;
    throttled.pending.push({ correlationId: 1 });
    throttled.checkPendingRequests();
    expect(throttled.pending).toHaveLength(1);
    expect(throttled.throttleCheckTimeoutId).not.toBeNull();
    throttled.destroy();
  });
});

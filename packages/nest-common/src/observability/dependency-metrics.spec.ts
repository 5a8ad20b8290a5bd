import { EventEmitter } from 'node:events';
import { Breaker } from '../resilience/breaker';
import { dependencyMetrics, observeStoreCommands } from './dependency-metrics';
import { metricsRegistry } from './metrics';

const breakerValue = async (dependency: string) =>
  (await dependencyMetrics.breakerOpen.get()).values.find((v) => v.labels.dependency === dependency)?.value;

describe('dependency metrics (the Breaker open and Store slow alerts)', () => {
  it('reports a breaker as 0 from the start, 1 while it is open and 0 once a probe finds the dependency back', async () => {
    let up = false;
    const breaker = new Breaker({ dependency: 'spec-store', message: 'down', probe: () => Promise.resolve(up), retryMs: 60_000 });
    expect(await breakerValue('spec-store')).toBe(0);
    breaker.report(false);
    expect(await breakerValue('spec-store')).toBe(0); // one failure is not an outage
    breaker.report(false);
    expect(await breakerValue('spec-store')).toBe(1);
    up = true;
    await breaker.check();
    expect(await breakerValue('spec-store')).toBe(0);
    breaker.stop();
    expect(await metricsRegistry.metrics()).toContain('wine_breaker_open{dependency="spec-store"} 0');
  });

  it("times the driver's commands in seconds, with unknown command names counted as 'other'", async () => {
    const client = new EventEmitter();
    observeStoreCommands(client);
    client.emit('commandSucceeded', { commandName: 'find', duration: 250 });
    client.emit('commandFailed', { commandName: 'insert', duration: 4000 });
    client.emit('commandSucceeded', { commandName: 'saslContinue', duration: 1 });
    const text = await metricsRegistry.metrics();
    expect(text).toContain('wine_store_command_duration_seconds_bucket{le="0.25",command="find",outcome="ok"} 1');
    expect(text).toContain('wine_store_command_duration_seconds_bucket{le="0.1",command="find",outcome="ok"} 0');
    expect(text).toContain('wine_store_command_duration_seconds_sum{command="insert",outcome="failed"} 4');
    expect(text).toContain('wine_store_command_duration_seconds_count{command="other",outcome="ok"} 1');
    expect(text).not.toContain('saslContinue');
  });
});

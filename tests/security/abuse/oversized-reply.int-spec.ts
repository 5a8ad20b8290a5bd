// @runs-alone: it measures the honest member's latency, which another suite running beside it would load
// Abuse: a reply too large for the transport. Replies share the caller's one pub/sub connection,
// which Redis drops once a reply overflows its output buffer (32 MB by default), failing every
// request waiting on it: the server fails that one request instead (docs/architecture.md#transport).
import { Controller, Module } from '@nestjs/common';
import { ClientProxyFactory, MessagePattern, type ClientProxy, type MicroserviceOptions } from '@nestjs/microservices';
import { NestFactory } from '@nestjs/core';
import { redisTransport, REPLY_TOO_LARGE_MESSAGE } from '@wine/nest-common';
import { firstValueFrom } from 'rxjs';
import { TEST_STACK } from '../../support/system';
import { expectHonestMemberServed, whileHonestMemberCalls } from './honest-member';

// a service of this test's own, on the test system's Redis, answering 4 MB: over the 1 MiB bound
// (today's transport sent it; one past 32 MB drops the caller's connection)
@Controller()
class ProbeController {
  @MessagePattern('abuseprobe.huge')
  huge() {
    return { text: 'x'.repeat(4 * 1024 * 1024) };
  }

  @MessagePattern('abuseprobe.small')
  small(data: { n: number }) {
    return { n: data.n };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('abuse: an oversized reply', () => {
  let service: Awaited<ReturnType<typeof NestFactory.createMicroservice>>;
  let client: ClientProxy;

  beforeAll(async () => {
    service = await NestFactory.createMicroservice<MicroserviceOptions>(ProbeModule, {
      ...redisTransport(TEST_STACK.redisUrl, { service: 'abuseprobe' }),
      logger: ['error'],
    });
    await service.listen();
    // one client, as one gateway has: every reply comes back on its one subscriber connection
    client = ClientProxyFactory.create(redisTransport(TEST_STACK.redisUrl, { timeoutMs: 8000 }));
  });

  afterAll(async () => {
    await client?.close();
    await service?.close();
  });

  const send = <T>(pattern: string, data: unknown) => firstValueFrom(client.send<T>(pattern, data));

  it('fails that one request, and the same client’s other requests are answered', async () => {
    const { attack, honest } = await whileHonestMemberCalls(async () => {
      const huge = send('abuseprobe.huge', {}).then(
        () => 'answered',
        (err: unknown) => err,
      );
      const others = Promise.all([1, 2, 3].map((n) => send<{ n: number }>('abuseprobe.small', { n })));
      return { huge: await huge, others: await others, after: await send<{ n: number }>('abuseprobe.small', { n: 4 }) };
    });
    expect(attack.huge).toEqual({ statusCode: 503, message: REPLY_TOO_LARGE_MESSAGE });
    expect(attack.others).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(attack.after).toEqual({ n: 4 });
    expectHonestMemberServed(honest);
  }, 60_000);
});

import { parseRedisMemory, samplesWithin } from './metrics';

describe('Redis memory and bounded scrapes', () => {
  it('reads used memory and the ceiling from INFO memory', () => {
    const info =
      '# Memory\r\nused_memory:1048576\r\nused_memory_human:1.00M\r\nmaxmemory:268435456\r\nmaxmemory_policy:noeviction\r\n';
    expect(parseRedisMemory(info)).toEqual({ used: 1048576, max: 268435456 });
    expect(parseRedisMemory('# Memory\r\nused_memory_human:1.00M\r\n')).toBeUndefined();
  });

  it('leaves out a gauge source that hangs or fails, and keeps one that answers', async () => {
    const hangs = () => new Promise<[Record<string, string>, number][]>(() => undefined);
    expect(await samplesWithin(hangs, 50)).toEqual([]);
    expect(await samplesWithin(() => Promise.reject(new Error('down')), 50)).toEqual([]);
    expect(await samplesWithin(() => Promise.resolve([[{ queue: 'q' }, 3]]), 50)).toEqual([[{ queue: 'q' }, 3]]);
  });
});

import { limitSourceOf } from './client-ip';

describe('the source a per-IP limit counts', () => {
  it('counts an IPv4 address as itself', () => {
    expect(limitSourceOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one source, whatever the spelling', () => {
    const a = limitSourceOf('2001:db8:1:2::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(limitSourceOf('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(a);
    expect(limitSourceOf('2001:DB8:1:2:0:0:0:9')).toBe(a);
    expect(limitSourceOf('2001:db8:1:2::1%eth0')).toBe(a);
  });

  it('keeps neighbouring /64s apart', () => {
    expect(limitSourceOf('2001:db8:1:3::1')).not.toBe(limitSourceOf('2001:db8:1:2::1'));
    expect(limitSourceOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitSourceOf('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4 client of a dual-stack socket as its IPv4 address', () => {
    expect(limitSourceOf('::ffff:198.51.100.4')).toBe('198.51.100.4');
  });

  it('passes through what is no address', () => {
    expect(limitSourceOf('unknown')).toBe('unknown');
  });
});

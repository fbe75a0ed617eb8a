import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('the address a client is counted by', () => {
  it('is an IPv4 address itself, also when it reaches a dual-stack socket as ::ffff:a.b.c.d', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('is the /64 of an IPv6 address, however the address is written', () => {
    const key = addressKey('2001:db8:a:b::1');
    for (const same of ['2001:db8:a:b::ffff', '2001:0DB8:000a:000B:1:2:3:4', '2001:db8:a:b:0:0:0:1', '2001:db8:a:b::1%eth0', '2001:db8:a:b::192.0.2.1']) {
      expect(addressKey(same), same).toBe(key);
    }
    expect(key).toBe('2001:db8:a:b::/64');
    expect(addressKey('2001:db8:a:c::1')).not.toBe(key);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

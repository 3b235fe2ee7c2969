import { describe, expect, it } from '@jest/globals';
import { clientKey, isClientAddress } from './client-address.js';

describe('clientKey', () => {
  it('keys an IPv4 address as itself, and an IPv4-mapped IPv6 address as the same IPv4 address', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('keys every address of one IPv6 /64 as that one network, and another /64 apart', () => {
    const one = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0000:0000:0000:00ab'].map(clientKey);
    expect(new Set(one)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('has no key for what is no address', () => {
    for (const value of ['', 'unknown', '198.51.100', '::ffff:evil', '198.51.100.7, 10.0.0.1']) {
      expect(clientKey(value)).toBeUndefined();
      expect(isClientAddress(value)).toBe(false);
    }
  });
});

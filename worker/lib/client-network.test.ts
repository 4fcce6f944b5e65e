import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keys an IPv4 client by its address', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(clientNetwork('010.0.0.1')).toBe('10.0.0.1');
  });

  it('keys an IPv6 client by its /64, however the address is written', () => {
    const key = '2001:db8:aa:1::/64';
    expect(clientNetwork('2001:db8:aa:1::1')).toBe(key);
    expect(clientNetwork('2001:0DB8:00aa:0001:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientNetwork('2001:db8:aa:1:1234::5')).toBe(key);
    expect(clientNetwork('[2001:db8:aa:1::9]')).toBe(key);
    expect(clientNetwork('2001:db8:aa:1::9%eth0')).toBe(key);
    expect(clientNetwork('2001:db8:aa:1:0:0:192.0.2.1')).toBe(key);
    expect(clientNetwork('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
  });

  it('compresses at the start and the middle', () => {
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::')).toBe('0:0:0:0::/64');
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 client', () => {
    expect(clientNetwork('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetwork('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(clientNetwork('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('keeps what is not an address apart, and says local without a header', () => {
    expect(clientNetwork(undefined)).toBe('local');
    expect(clientNetwork('')).toBe('local');
    expect(clientNetwork('1.2.3.256')).toBe('other:1.2.3.256');
    expect(clientNetwork('1::2::3')).toBe('other:1::2::3');
    expect(clientNetwork('1:2:3:4:5:6:7:8:9')).toBe('other:1:2:3:4:5:6:7:8:9');
    expect(clientNetwork('12345::1')).toBe('other:12345::1');
    expect(clientNetwork('x'.repeat(100))).toHaveLength(70);
  });
});

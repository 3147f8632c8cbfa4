import { describe, expect, it } from 'vitest';
import { httpEvent } from '../../../test-support/quote-fixtures';
import { clientIp, ipCapKey } from './client-ip';

describe('clientIp', () => {
  it('is the viewer address CloudFront gives, without its port, for IPv4 and IPv6', () => {
    expect(clientIp(httpEvent({ headers: { 'cloudfront-viewer-address': '198.51.100.7:46532' } }))).toBe(
      '198.51.100.7',
    );
    expect(clientIp(httpEvent({ headers: { 'cloudfront-viewer-address': '2001:db8::1:443' } }))).toBe('2001:db8::1');
  });

  it('is none without it: API Gateway’s source IP is a CloudFront edge server’s, shared by unrelated visitors', () => {
    expect(clientIp(httpEvent({}))).toBeUndefined();
  });
});

describe('what the per-IP cap counts by (issue 29 E)', () => {
  it('groups IPv6 addresses by their /64, however they are written', () => {
    const oneSubscriber = [
      '2001:db8:aa:1::1',
      '2001:db8:aa:1:ffff:ffff:ffff:fffe',
      '2001:0DB8:00AA:0001:1234:5678:9abc:def0',
      '[2001:db8:aa:1::7]',
      '2001:db8:aa:1::1%eth0',
    ];
    expect(new Set(oneSubscriber.map(ipCapKey))).toEqual(new Set(['2001:db8:aa:1::/64']));
  });

  it('keeps different /64s apart', () => {
    expect(ipCapKey('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(ipCapKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipCapKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts IPv4 by the address, also written IPv4-mapped, never as one shared /64', () => {
    expect(ipCapKey('198.51.100.7')).toBe('198.51.100.7');
    expect(ipCapKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(ipCapKey('::ffff:198.51.100.8')).toBe('198.51.100.8');
    expect(ipCapKey('::FFFF:c633:6407')).toBe('198.51.100.7');
  });

  it('leaves what is not an address as given', () => {
    expect(ipCapKey('not-an-ip')).toBe('not-an-ip');
    expect(ipCapKey('1::2::3')).toBe('1::2::3');
    expect(ipCapKey('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
  });
});

import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';
import { httpEvent } from './testing/quote-test-support';

describe('clientIp', () => {
  it('is the viewer address CloudFront gives, without its port, for IPv4 and IPv6', () => {
    expect(clientIp(httpEvent({ headers: { 'cloudfront-viewer-address': '198.51.100.7:46532' } }))).toBe(
      '198.51.100.7',
    );
    expect(clientIp(httpEvent({ headers: { 'cloudfront-viewer-address': '2001:db8::1:443' } }))).toBe('2001:db8::1');
  });

  it('is API Gateway’s source IP without it (a caller that reached the function another way)', () => {
    expect(clientIp(httpEvent({}))).toBe('192.0.2.1');
  });
});

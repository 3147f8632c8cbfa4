import { describe, expect, it } from 'vitest';
import { httpEvent } from '../../../test-support/quote-fixtures';
import { clientIp } from './client-ip';

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

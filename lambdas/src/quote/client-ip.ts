/**
 * The visitor's IP, for the per-IP cap. Behind CloudFront, API Gateway's source IP is an edge server's, so the
 * client's is the `CloudFront-Viewer-Address` header ("ip:port"), which CloudFront sets itself (a viewer's own
 * copy is replaced) and which the API origin's request policy forwards. The handlers answer only requests carrying
 * the origin secret (origin-verification.ts), so the header cannot come from anyone but CloudFront.
 */
import type { HttpEvent } from '../http/api-gateway';

export const viewerAddressHeader = 'cloudfront-viewer-address';

export function clientIp(event: HttpEvent): string | undefined {
  const viewer = event.headers?.[viewerAddressHeader]?.trim();
  // The port follows the last colon (IPv6 addresses hold colons of their own).
  if (viewer) return viewer.includes(':') ? viewer.slice(0, viewer.lastIndexOf(':')) : viewer;
  return event.requestContext?.http?.sourceIp || undefined;
}

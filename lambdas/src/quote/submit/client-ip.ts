/**
 * The visitor's IP, for the per-IP cap. Behind CloudFront, API Gateway's source IP is an edge server's, so the
 * client's is the `CloudFront-Viewer-Address` header ("ip:port"), which CloudFront sets itself (a viewer's own
 * copy is replaced) and which the API origin's request policy forwards. The handlers answer only requests carrying
 * the origin secret (origin-verification.ts), so the header cannot come from anyone but CloudFront. Without it there
 * is no client IP: counting by the edge server's address would lump unrelated visitors together.
 */
import type { HttpEvent } from '../../http/api-gateway';

export const viewerAddressHeader = 'cloudfront-viewer-address';

export function clientIp(event: HttpEvent): string | undefined {
  const viewer = event.headers?.[viewerAddressHeader]?.trim();
  if (!viewer) return undefined;
  // The port follows the last colon (IPv6 addresses hold colons of their own).
  return viewer.includes(':') ? viewer.slice(0, viewer.lastIndexOf(':')) : viewer;
}

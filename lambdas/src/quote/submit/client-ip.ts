/**
 * The visitor's IP, for the per-IP cap. Behind CloudFront, API Gateway's source IP is an edge server's, so the
 * client's is the `CloudFront-Viewer-Address` header ("ip:port"), which CloudFront sets itself (a viewer's own
 * copy is replaced) and which the API origin's request policy forwards. The handlers answer only requests carrying
 * the origin secret (origin-verification.ts), so the header cannot come from anyone but CloudFront. Without it there
 * is no client IP: counting by the edge server's address would lump unrelated visitors together.
 *
 * An IPv6 client is counted by its /64: one subscriber (a home, a phone, a server) is given a /64 or more, and can use
 * any of its 2^64 addresses, so counting each address alone would be no cap at all.
 */
import type { HttpEvent } from '../../http/api-gateway';

export const viewerAddressHeader = 'cloudfront-viewer-address';

/** The client's address as CloudFront saw it, or none. */
export function clientIp(event: HttpEvent): string | undefined {
  const viewer = event.headers?.[viewerAddressHeader]?.trim();
  if (!viewer) return undefined;
  // The port follows the last colon (IPv6 addresses hold colons of their own).
  return viewer.includes(':') ? viewer.slice(0, viewer.lastIndexOf(':')) : viewer;
}

const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const hextet = /^[0-9a-f]{1,4}$/;

/** An IPv6 address's eight 16-bit groups, or null when it is not one (an IPv4 tail counts as two groups). */
function ipv6Groups(address: string): number[] | null {
  const [head = '', tail, ...more] = address.toLowerCase().split('::');
  if (more.length > 0) return null;
  const parts = (text: string) => (text === '' ? [] : text.split(':'));
  const groups = (texts: string[]): number[] | null => {
    const out: number[] = [];
    for (const [i, text] of texts.entries()) {
      const dotted = i === texts.length - 1 ? ipv4.exec(text) : null;
      if (dotted) {
        const bytes = dotted.slice(1).map(Number);
        if (bytes.some((b) => b > 255)) return null;
        out.push(
          ((bytes[0] as number) << 8) | (bytes[1] as number),
          ((bytes[2] as number) << 8) | (bytes[3] as number),
        );
      } else if (hextet.test(text)) out.push(Number.parseInt(text, 16));
      else return null;
    }
    return out;
  };
  const before = groups(parts(head));
  const after = tail === undefined ? [] : groups(parts(tail));
  if (!before || !after) return null;
  const missing = 8 - before.length - after.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...before, ...Array(tail === undefined ? 0 : missing).fill(0), ...after];
}

/**
 * What the per-IP cap counts by: an IPv4 address as it is (also written IPv4-mapped, `::ffff:198.51.100.7`, as a
 * dual-stack server reports it), an IPv6 address by its /64 (`2001:db8:1:2::/64`). Anything else as given.
 */
export function ipCapKey(ip: string): string {
  const address = ip
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (ipv4.test(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address.toLowerCase();
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

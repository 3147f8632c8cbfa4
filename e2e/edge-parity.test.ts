/**
 * The local server behaves as CloudFront does in front of the site: the viewer-request function gets the query
 * as sent and redirects keep it byte for byte; /api/eta reaches the API in its canonical form.
 */
import { describe, expect, inject, it } from 'vitest';

const siteUrl = () => inject('siteUrl');

describe('CloudFront parity of the local server', () => {
  it.each([
    ['/faq?x=%E2%82%AC', '/FAQ?x=%E2%82%AC'],
    ['/faq?x=%0d%0a', '/FAQ?x=%0d%0a'],
    ['/terms/?a&b=&c=%zz', '/terms?a&b&c=%zz'],
    ['/contact?utm_source=ad', '/?utm_source=ad#contact'],
  ])('redirects %s to %s', async (from, to) => {
    const response = await fetch(`${siteUrl()}${from}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('answers an /api/eta query in any spelling and order, with unknown parameters dropped', async () => {
    const canonical = await fetch(`${siteUrl()}/api/eta?from=LE1%201AA&to=M1%201AE`).then((r) => r.json());
    const response = await fetch(`${siteUrl()}/api/eta?_=1&to=m11ae&return=FALSE&from=le1++1aa`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(canonical);
  });
});

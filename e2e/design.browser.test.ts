/** Issue 13's design, as a visitor on a phone or a desktop sees it: call button, FAQ, city journey tables, icons. */
import { phoneHref } from '@courier/common/site-config';
import { defaultSiteConfig } from '@courier/common/site-config-env';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { eachScreen, type Page, siteUrl, useBrowser } from './browser';

// Every test here only loads and reads a page, but for two that change what a tab keeps (a stop added to the form's
// draft, a response listener): they reuse open tabs, a navigation costing half a new context's CPU.
const browser = useBrowser();
const phone = { width: 390, height: 844 };

async function fetchFile(path: string) {
  const response = await fetch(`${siteUrl()}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};

describe('header call button', () => {
  it.each(['/', '/FAQ', '/courier-london'])(
    'is above the fold on a 390 px phone on %s, beside Get a Quote',
    async (path) => {
      const { page, close } = await browser.openPage({ ...phone, reuse: true });
      await page.goto(`${siteUrl()}${path}`);
      const header = page.locator('header');
      const call = header.locator(`a[href="${phoneHref(defaultSiteConfig.phone)}"]`);
      const quote = header.getByRole('link', { name: 'Get a Quote' });
      expect(await call.getAttribute('aria-label')).toBeNull();
      expect(await call.textContent()).toContain(defaultSiteConfig.phone); // its name, read out on phones too
      const callBox = await call.boundingBox();
      const quoteBox = await quote.boundingBox();
      if (!callBox || !quoteBox) throw new Error('call or quote button not rendered');
      expect(callBox.width).toBeGreaterThanOrEqual(44);
      expect(callBox.height).toBeGreaterThanOrEqual(44);
      expect(callBox.y).toBeGreaterThanOrEqual(0);
      expect(callBox.y + callBox.height).toBeLessThanOrEqual(phone.height / 4);
      expect(Math.abs(callBox.y + callBox.height / 2 - (quoteBox.y + quoteBox.height / 2))).toBeLessThanOrEqual(2);
      expect(callBox.x + callBox.width).toBeLessThanOrEqual(quoteBox.x);
      // Sticky: still in view, and still tappable, far down the page.
      await page.mouse.wheel(0, 3000);
      await expect.poll(async () => (await call.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect(((await call.boundingBox())?.y ?? 999) + 44).toBeLessThanOrEqual(phone.height / 4);
      await close();
    },
  );

  it('leaves the logo on one line, clear of the buttons, on a 360 px phone', async () => {
    const { page, close } = await browser.openPage({ width: 360, height: 740, reuse: true });
    await page.goto(`${siteUrl()}/`);
    const brand = page.locator('header .brand');
    const box = await brand.boundingBox();
    const callBox = await page.locator('header a[href^="tel:"]').boundingBox();
    if (!box || !callBox) throw new Error('brand or call button not rendered');
    expect(box.height).toBeLessThanOrEqual(40);
    expect(box.x + box.width).toBeLessThanOrEqual(callBox.x);
    expect(await brand.locator('svg.logo-mark').count()).toBe(1);
    const clipped = await brand.locator('span').evaluate((span) => span.scrollWidth > span.clientWidth);
    expect(clipped).toBe(false);
    await close();
  });

  it('gives the section links a 44 px tap target on a phone', async () => {
    const { page, close } = await browser.openPage({ ...phone, reuse: true });
    await page.goto(`${siteUrl()}/`);
    const boxes = await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((a) => a.getBoundingClientRect()).map(({ width, height }) => ({ width, height })),
      );
    expect(boxes).toHaveLength(3);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await close();
  });
});

describe('hero picture', () => {
  it.each([
    { width: 360, height: 640 },
    { width: 390, height: 844 },
  ])('shows a slim band on a $width × $height phone and keeps Get a Quote above the fold', async (viewport) => {
    const { page, close } = await browser.openPage({ ...viewport, reuse: true });
    await page.goto(`${siteUrl()}/`);
    const band = page.locator('.hero svg.hero-band');
    const quote = page.locator('.hero').getByRole('link', { name: 'Get a Quote' });
    const bandBox = await band.boundingBox();
    const quoteBox = await quote.boundingBox();
    if (!bandBox || !quoteBox) throw new Error('hero band or Get a Quote not rendered');
    expect(await band.getAttribute('aria-hidden')).toBe('true');
    expect(await page.locator('.hero svg.hero-art').isVisible()).toBe(false);
    expect(bandBox.height).toBeGreaterThanOrEqual(50);
    expect(bandBox.height).toBeLessThanOrEqual(72);
    expect(bandBox.y + bandBox.height).toBeLessThanOrEqual(quoteBox.y);
    expect(quoteBox.y + quoteBox.height).toBeLessThanOrEqual(viewport.height);
    expect(await page.locator('.hero img, .hero picture').count()).toBe(0);
    await close();
  });

  eachScreen([768, 1280])('shows the full illustration instead at %i px', async (width) => {
    const { page, close } = await browser.openPage({ width, height: 900, reuse: true });
    await page.goto(`${siteUrl()}/`);
    expect(await page.locator('.hero svg.hero-band').isVisible()).toBe(false);
    const art = await page.locator('.hero svg.hero-art').boundingBox();
    expect(art?.width).toBeGreaterThan(300);
    await close();
  });
});

describe('trust strip', () => {
  eachScreen([360, 390, 1280])('reads each point in at most two lines at %i px', async (width) => {
    const { page, close } = await browser.openPage({ width, height: 844, reuse: true });
    await page.goto(`${siteUrl()}/`);
    const lines = await page.locator('.trust li').evaluateAll((items) =>
      items.map((li) => {
        const range = document.createRange();
        range.selectNodeContents(li.lastChild as Node);
        return [li.textContent, range.getClientRects().length] as const;
      }),
    );
    expect(lines).toHaveLength(5);
    for (const [text, count] of lines) expect(count, String(text)).toBeLessThanOrEqual(2);
    await close();
  });
});

describe('aria-current on navigation links', () => {
  const current = (page: Page) =>
    page.$$eval('a[aria-current="page"]', (links) => links.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));

  it.each([
    ['/', [['Home', '/#home']]],
    ['/courier-leeds', [['Courier Leeds', '/courier-leeds']]],
    ['/terms', [['Terms', '/terms']]],
  ])('marks the current page on %s', async (path, expected) => {
    const { page, close } = await browser.openPage({ reuse: true });
    await page.goto(`${siteUrl()}${path}`, { waitUntil: 'networkidle' });
    expect(await current(page)).toEqual(expected);
    await close();
  });

  it('follows a client-side navigation', async () => {
    const { page, close } = await browser.openPage({ reuse: true });
    await page.goto(`${siteUrl()}/terms`, { waitUntil: 'networkidle' });
    await page.locator('footer').getByRole('link', { name: 'Courier York' }).click();
    await expect.poll(() => current(page)).toEqual([['Courier York', '/courier-york']]);
    await close();
  });
});

describe('FAQ', () => {
  it('answers 20 numbered questions behind native disclosures, under 6,000 px tall on a phone', async () => {
    const { page, close } = await browser.openPage({ ...phone, reuse: true });
    await page.goto(`${siteUrl()}/FAQ`, { waitUntil: 'networkidle' });
    const items = page.locator('.faq-list > li > details');
    expect(await items.count()).toBe(20);
    expect(await page.locator('.faq-list details[open]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(6000);

    const third = items.nth(2);
    const answer = third.locator('.faq__answer');
    expect(await answer.isVisible()).toBe(false);
    await third.locator('summary').click();
    expect(await third.getAttribute('open')).toBe('');
    expect(await answer.isVisible()).toBe(true);
    expect(await answer.textContent()).toContain('60 minutes');
    await third.locator('summary').press('Enter');
    expect(await answer.isVisible()).toBe(false);
    await close();
  });

  eachScreen([360, 390, 1280])('keeps every number inside the container at %i px', async (width) => {
    const { page, close } = await browser.openPage({ width, height: 800, reuse: true });
    await page.goto(`${siteUrl()}/FAQ`);
    // An outside marker ends where its item starts, so it reaches left by its own width ("20. " the widest).
    const overhang = await page.locator('.faq-list').evaluate((list) => {
      const item = list.lastElementChild as HTMLElement;
      const marker = getComputedStyle(item, '::marker');
      const probe = document.createElement('span');
      probe.textContent = `${list.children.length}. `;
      probe.style.cssText = `font: ${marker.fontWeight} ${marker.fontSize} ${marker.fontFamily}; white-space: pre; position: absolute;`;
      document.body.append(probe);
      const markerWidth = probe.getBoundingClientRect().width;
      probe.remove();
      const article = list.closest('.container') as HTMLElement;
      const contentLeft =
        article.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(article).paddingLeft);
      return contentLeft - (item.getBoundingClientRect().left - markerWidth);
    });
    expect(overhang).toBeLessThanOrEqual(0);
    await close();
  });

  it('opens an answer without JavaScript, and keeps every answer in the FAQPage data', async () => {
    const { page, close } = await browser.openPage({ ...phone, javaScript: false, reuse: true });
    await page.goto(`${siteUrl()}/FAQ`);
    const first = page.locator('.faq-list details').first();
    await first.locator('summary').click();
    expect(await first.locator('.faq__answer').isVisible()).toBe(true);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(20);
    expect(data.mainEntity[2].acceptedAnswer.text).toContain('60 minutes');
    await close();
  });
});

describe('city pages', () => {
  async function journeyTable(path: string) {
    const { page, close } = await browser.openPage({ ...phone, reuse: true });
    await page.goto(`${siteUrl()}${path}`);
    const table = page.locator('table.journeys');
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? '')));
    const result = {
      heading: await page.locator('#journeys-title').textContent(),
      caption: await table.locator('caption').textContent(),
      rows,
      callAndQuoteTop: await page
        .locator('main')
        .locator('a[href^="tel:"], a[href="/#quote"]')
        .evaluateAll((links) => links.slice(0, 2).map((a) => a.getBoundingClientRect().top)),
    };
    await close();
    return result;
  }

  it('each carry their own journey table, labelled as estimates', async () => {
    const leeds = await journeyTable('/courier-leeds');
    const plymouth = await journeyTable('/courier-plymouth');
    expect(leeds.heading).toBe('Typical journey times from Leeds');
    expect(plymouth.heading).toBe('Typical journey times from Plymouth');
    for (const table of [leeds, plymouth]) {
      expect(table.caption).toMatch(/^Estimates/);
      expect(table.rows.length).toBeGreaterThanOrEqual(7);
      expect(table.rows.length).toBeLessThanOrEqual(9);
      for (const [to, miles, time] of table.rows) {
        expect(to).not.toBe('');
        expect(miles).toMatch(/^\d+$/);
        expect(time).toMatch(/^(\d+ h)?( ?\d+ min)?$/);
      }
      expect(table.rows.at(-1)?.[0]).toMatch(/(Airport|[Pp]ort).*nearest major port or airport$/);
    }
    expect(leeds.rows.map((row) => row[0])).not.toContain('Leeds');
    expect(leeds.rows).not.toEqual(plymouth.rows);
    const londonFrom = (rows: string[][]) => rows.find((row) => row[0] === 'London');
    expect(Number(londonFrom(leeds.rows)?.[1])).toBeGreaterThan(150);
    expect(Number(londonFrom(plymouth.rows)?.[1])).toBeGreaterThan(180);
    expect(londonFrom(leeds.rows)).not.toEqual(londonFrom(plymouth.rows));
  });

  it('say where a journey from Belfast crosses the sea, and that its miles are road miles only', async () => {
    const belfast = await journeyTable('/courier-belfast');
    const leeds = await journeyTable('/courier-leeds');
    for (const [to] of belfast.rows.slice(0, -1)) expect(to).toMatch(/ via the Belfast–Cairnryan ferry$/);
    expect(belfast.rows.at(-1)?.[0]).not.toContain('ferry');
    expect(belfast.caption).toContain('crosses the sea, the miles are road miles only');
    for (const [to] of leeds.rows) expect(to).not.toContain('ferry');
    expect(leeds.caption).not.toContain('sea');
  });

  eachScreen([phone, { width: 1280, height: 800 }])(
    'leave room between the journey table’s note and the next heading at %i px',
    async (viewport) => {
      const { page, close } = await browser.openPage({ ...viewport, reuse: true });
      await page.goto(`${siteUrl()}/courier-london`);
      const gap = await page.locator('table.journeys').evaluate((table) => {
        const note = table.querySelector('caption')?.getBoundingClientRect();
        // The first heading shown after the table: on a wide screen the side card's, on a phone the next section's.
        const heading = [...document.querySelectorAll('h2')]
          .find(
            (h2) =>
              table.compareDocumentPosition(h2) & Node.DOCUMENT_POSITION_FOLLOWING && h2.getClientRects().length > 0,
          )
          ?.getBoundingClientRect();
        return note && heading ? heading.top - note.bottom : Number.NaN;
      });
      expect(gap).toBeGreaterThanOrEqual(16);
      await close();
    },
  );

  it('offer a call and a quote near the top', async () => {
    const { callAndQuoteTop } = await journeyTable('/courier-bristol');
    expect(callAndQuoteTop).toHaveLength(2);
    for (const top of callAndQuoteTop) expect(top).toBeLessThan(phone.height * 1.5);
  });

  it('ship neither the table nor the estimator as JavaScript', async () => {
    const { page, close } = await browser.openPage(phone);
    // Bodies are read as they arrive; all of them are awaited before looking.
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    });
    await page.goto(`${siteUrl()}/courier-leeds`, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script).not.toContain('Typical journey times');
      expect(script).not.toContain('Leeds Bradford Airport');
      expect(script).not.toContain('Severn estuary');
    }
    await close();
  });
});

describe('contact cards', () => {
  eachScreen([768, 1280])('keep the email address on one line at %i px', async (width) => {
    const { page, close } = await browser.openPage({ width, height: 900, reuse: true });
    await page.goto(`${siteUrl()}/`);
    const card = page.locator(`.contact-card[href="mailto:${defaultSiteConfig.publicEmail}"]`);
    const lines = await card.evaluate((a) => {
      const range = document.createRange();
      range.selectNodeContents(a.lastElementChild?.lastChild as Node);
      return range.getClientRects().length;
    });
    expect(lines).toBe(1);
    await close();
  });
});

describe('Remove stop', () => {
  eachScreen([390, 1280])(
    'is a light control, not a full-width button, at least 44 px tall, at %i px',
    async (width) => {
      const { page, close } = await browser.openPage({ width, height: 900 });
      await page.goto(`${siteUrl()}/#quote`, { waitUntil: 'networkidle' });
      await page.waitForSelector('form.quote-form input[name="pickup_date"][min]');
      await page.getByRole('button', { name: 'Add stop' }).click();
      const remove = page.getByRole('button', { name: 'Remove stop 1', exact: true });
      const box = await remove.boundingBox();
      const stopBox = await page.locator('.stop').first().boundingBox();
      if (!box || !stopBox) throw new Error('stop or its remove control not rendered');
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeLessThan(stopBox.width * 0.6);
      const look = await remove.evaluate((button) => {
        const style = getComputedStyle(button);
        return { border: style.borderTopWidth, background: style.backgroundColor };
      });
      expect(look).toEqual({ border: '0px', background: 'rgba(0, 0, 0, 0)' });
      expect(await axeViolations(page)).toEqual([]);
      await close();
    },
  );
});

describe('legal pages', () => {
  it('link the email address, the phone number and /terms where they name them', async () => {
    const { page, close } = await browser.openPage({ reuse: true });
    await page.goto(`${siteUrl()}/legal`);
    const main = page.locator('main');
    expect(await main.locator(`a[href="mailto:${defaultSiteConfig.publicEmail}"]`).count()).toBeGreaterThan(0);
    expect(await main.locator(`a[href="${phoneHref(defaultSiteConfig.phone)}"]`).count()).toBeGreaterThan(0);
    expect(await main.locator('a[href="/terms"]').count()).toBeGreaterThan(0);
    await close();
  });
});

describe('share images and icons', () => {
  const meta = async (page: Page, selector: string) => page.locator(selector).getAttribute('content');

  it.each(['/', '/FAQ', '/terms', '/courier-leeds', '/no-such-page'])(
    '%s has a 1200 × 630 PNG og:image and a large Twitter card',
    async (path) => {
      const { page, close } = await browser.openPage({ reuse: true });
      await page.goto(`${siteUrl()}${path}`);
      const image = new URL((await meta(page, 'meta[property="og:image"]')) ?? '');
      expect(image.pathname).toBe(path === '/courier-leeds' ? '/og/courier-leeds.png' : '/og/site.png');
      expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await meta(page, 'meta[property="og:image:width"]')).toBe('1200');
      const file = await fetchFile(image.pathname);
      expect(file.status).toBe(200);
      expect(file.type).toBe('image/png');
      expect(pngSize(file.body)).toEqual({ width: 1200, height: 630 });
      await close();
    },
  );

  it('gives a city its own share image', async () => {
    const [leeds, site] = await Promise.all([fetchFile('/og/courier-leeds.png'), fetchFile('/og/site.png')]);
    expect(leeds.body.equals(site.body)).toBe(false);
  });

  it('serves /favicon.ico, the SVG favicon and a 180 × 180 touch icon, all linked from the page', async () => {
    const ico = await fetchFile('/favicon.ico');
    expect(ico.status).toBe(200);
    expect(ico.type).toBe('image/x-icon');
    expect(ico.body.readUInt16LE(2)).toBe(1); // an icon resource
    const count = ico.body.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico.body[6 + 16 * i]);
    expect(sizes).toEqual([16, 32, 48]);
    const firstImage = ico.body.subarray(ico.body.readUInt32LE(18));
    expect(pngSize(firstImage)).toEqual({ width: 16, height: 16 });

    const svg = await fetchFile('/favicon.svg');
    expect(svg.type).toBe('image/svg+xml');
    expect(svg.body.toString()).toContain('<svg');

    const touch = await fetchFile('/apple-touch-icon.png');
    expect(touch.type).toBe('image/png');
    expect(pngSize(touch.body)).toEqual({ width: 180, height: 180 });

    const { page, close } = await browser.openPage({ reuse: true });
    await page.goto(`${siteUrl()}/courier-york`);
    const links = await page.$$eval(
      'head link[rel~="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]',
      (els) => els.map((el) => el.getAttribute('href')),
    );
    expect(links).toEqual(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/manifest.json']);
    await close();
  });

  it('has a web manifest with the theme colour and icons that exist at their stated sizes', async () => {
    const file = await fetchFile('/manifest.json');
    expect(file.status).toBe(200);
    const manifest = JSON.parse(file.body.toString());
    const { page, close } = await browser.openPage({ reuse: true });
    await page.goto(`${siteUrl()}/`);
    expect(manifest.theme_color).toBe(await meta(page, 'meta[name="theme-color"]'));
    await close();
    expect(manifest.name).toBe(defaultSiteConfig.companyName);
    for (const icon of manifest.icons.filter((i: { type: string }) => i.type === 'image/png')) {
      const png = await fetchFile(icon.src);
      const { width, height } = pngSize(png.body);
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});

/** The local inbox's page opens each email's links in a new tab (issue 45 F); the rest of the inbox answers as before. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import startInbox from 'aws-ses-v2-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxPageWithNewTabLinks, serveInboxPage } from './inbox-page';

let inbox: Server;
let url: string;

beforeAll(async () => {
  inbox = await startInbox({ host: '127.0.0.1', port: 0 });
  serveInboxPage(inbox, inboxPageWithNewTabLinks());
  url = `http://127.0.0.1:${(inbox.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => inbox.close(resolve)));

describe('the local inbox page', () => {
  it('gives every email’s frame a base target of a new tab, so the claim link opens outside the frame', async () => {
    const page = await (await fetch(`${url}/`)).text();
    expect(page).toContain(
      `iframeDoc.body.innerHTML = e.body.html; iframeDoc.head.insertAdjacentHTML('beforeend', '<base target="_blank">');`,
    );
  });

  it('leaves the inbox’s store and SES API to the inbox', async () => {
    const store = await fetch(`${url}/store`);
    expect(store.status).toBe(200);
    expect(await store.json()).toMatchObject({ emails: expect.any(Array) });
    expect((await fetch(`${url}/health-check`)).status).toBe(200);
  });
});

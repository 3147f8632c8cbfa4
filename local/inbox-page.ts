/**
 * The local inbox's page (aws-ses-v2-local's, on INBOX_PORT) with each email's links opening in a new tab. The page
 * writes an email's HTML into a frame of its own; a link pressed there (the staff email's claim button) would load the
 * site inside that frame, which the site's headers refuse (`frame-ancestors 'none'`, X-Frame-Options DENY): a grey box.
 * So the page is served with one line more, a `<base target="_blank">` in each email's frame. Everything else the
 * inbox answers (its store, its SES API) is untouched.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Where the page puts an email's HTML into its frame, in aws-ses-v2-local 2.10's static/index.html. */
const writesEmail = 'iframeDoc.body.innerHTML = e.body.html;';
const opensLinksInNewTab = `${writesEmail} iframeDoc.head.insertAdjacentHTML('beforeend', '<base target="_blank">');`;

/** The inbox's page with the line added; an error naming the package when its page no longer has the line to follow. */
export function inboxPageWithNewTabLinks(): string {
  const entry = createRequire(import.meta.url).resolve('aws-ses-v2-local');
  const page = readFileSync(join(entry, '..', '..', 'static', 'index.html'), 'utf8');
  if (!page.includes(writesEmail)) {
    throw new Error('aws-ses-v2-local changed its page: local/inbox-page.ts no longer finds where an email is written');
  }
  return page.replace(writesEmail, opensLinksInNewTab);
}

/** Serves `GET /` of the inbox `server` (its page) from `page`; every other request goes to the inbox as before. */
export function serveInboxPage(server: Server, page: string): void {
  const inbox = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method === 'GET' && path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(page);
      return;
    }
    for (const listener of inbox) listener(request, response);
  });
}

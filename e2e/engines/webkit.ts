/**
 * WebKitGTK, Safari's engine family: Debian's WebKitWebDriver drives its MiniBrowser, in a virtual X display
 * (xvfb-run), and webdriverio speaks classic WebDriver to it. This WebKitWebDriver has no BiDi, so the page's errors
 * come from page-problems.js, which the engines tier's site copy loads first. Decision 029.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { remote } from 'webdriverio';
import { centre, type Engine, type EnginePage, phoneViewport } from './engine';

export const miniBrowserPath = () =>
  process.env.WEBKIT_MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

/** Starts WebKitWebDriver on its own X display and waits until it answers; it ends with its process group. */
async function startDriver(): Promise<{ port: number; driver: ChildProcess }> {
  const port = await freePort();
  const driver = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  driver.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  const exited = once(driver, 'exit').then(([code]) => {
    throw new Error(`WebKitWebDriver exited (${code}) before it answered: ${stderr}`);
  });
  const answered = (async () => {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`WebKitWebDriver did not answer on port ${port} within 30 s: ${stderr}`);
  })();
  await Promise.race([answered, exited]);
  exited.catch(() => {});
  return { port, driver };
}

type Session = Awaited<ReturnType<typeof remote>>;

function webkitPage(session: Session): EnginePage {
  const problems: string[] = [];
  /** The recorder's list lives in the document: read (and empty) it before the document goes. */
  const collect = async () => {
    const found = await session.execute(
      () => (window as unknown as { __pageProblems?: string[] }).__pageProblems?.splice(0) ?? [],
    );
    problems.push(...found);
  };
  return {
    async goto(url) {
      await collect();
      await session.url(url);
    },
    async reload() {
      await collect();
      await session.refresh();
    },
    url: () => session.getUrl(),
    evaluate: (fn, ...args) => session.execute(fn as (...a: unknown[]) => unknown, ...args) as never,
    async run(source) {
      await session.execute(source);
    },
    async type(selector, text) {
      await session.execute(centre, selector);
      await session.$(selector).setValue(text);
    },
    async click(selector) {
      await session.execute(centre, selector);
      await session.$(selector).click();
    },
    async select(selector, value) {
      await session.execute(centre, selector);
      await session.$(selector).selectByAttribute('value', value);
    },
    async problems() {
      await collect();
      return [...problems];
    },
    async close() {
      await collect().catch(() => {});
      await session.deleteSession();
    },
  };
}

export async function startWebKit(): Promise<Engine> {
  const { port, driver } = await startDriver();
  return {
    name: 'webkit',
    async open({ javaScript = true, proxy } = {}) {
      // A new MiniBrowser for every page: nothing stored is shared, and scripts can be turned off for it alone.
      const session = await remote({
        hostname: '127.0.0.1',
        port,
        path: '/',
        logLevel: 'error',
        capabilities: {
          // Classic WebDriver: webdriverio would otherwise ask for BiDi, which this driver refuses.
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': {
            binary: miniBrowserPath(),
            args: [
              '--automation',
              ...(javaScript ? [] : ['--enable-javascript=false']),
              ...(proxy ? [`--proxy=${proxy}`] : []),
            ],
          },
        } as WebdriverIO.Capabilities,
      });
      await session.setWindowSize(phoneViewport.width, phoneViewport.height);
      return webkitPage(session);
    },
    async quit() {
      if (driver.exitCode !== null || driver.pid === undefined) return;
      const exit = once(driver, 'exit');
      process.kill(-driver.pid, 'SIGTERM');
      await exit;
    },
  };
}

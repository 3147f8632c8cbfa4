/**
 * WebKitGTK, Safari's engine family: Debian's WebKitWebDriver drives its MiniBrowser, in a virtual X display
 * (xvfb-run), and webdriverio speaks classic WebDriver to it. This WebKitWebDriver has no BiDi, so the page's errors
 * come from page-problems.js, which the engines tier's site copy loads first. Decision 029.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { centre, type Engine, type EnginePage, type OpenOptions, phoneViewport } from './engine';

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

interface Driver {
  port: number;
  process: ChildProcess;
  /** The X display's authority and error log: xvfb-run removes its own only when it exits by itself. */
  dir: string;
  /** The end of what the driver and the X server wrote to stderr, for the message when it fails. */
  stderr: () => string;
}

/** Starts WebKitWebDriver on its own X display and waits until it answers; it ends with its process group. */
async function startDriver(): Promise<Driver> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'webkit-driver-'));
  const xvfbLog = join(dir, 'xvfb.log');
  const xvfbArgs = ['-a', '-f', join(dir, 'Xauthority'), '-e', xvfbLog];
  const driver = spawn('xvfb-run', [...xvfbArgs, 'WebKitWebDriver', `--port=${port}`], {
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
  try {
    await Promise.race([answered, exited]);
  } catch (error) {
    try {
      if (driver.pid !== undefined) process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // The group has ended already.
    }
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    exited.catch(() => {});
  }
  const xvfbStderr = () => (existsSync(xvfbLog) ? readFileSync(xvfbLog, 'utf8').slice(-2000) : '');
  return {
    port,
    process: driver,
    dir,
    stderr: () => `WebKitWebDriver: ${stderr.trim() || '(nothing)'}; Xvfb: ${xvfbStderr().trim() || '(nothing)'}`,
  };
}

async function stopDriver({ process: driver, dir }: Driver) {
  if (driver.exitCode === null && driver.signalCode === null && driver.pid !== undefined) {
    const exit = once(driver, 'exit');
    process.kill(-driver.pid, 'SIGTERM');
    await exit;
  }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * How long WebKitWebDriver may take to start a session, that is a MiniBrowser: under a second here, a few seconds on
 * a loaded machine. Now and then it never answers (decision 029); then the driver is started afresh and asked again.
 */
const sessionStartMs = 15_000;

class SessionStartTimeout extends Error {}

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

/** A new MiniBrowser for one page: nothing stored is shared, and scripts can be turned off for it alone. */
async function newSession(port: number, { javaScript = true, proxy }: OpenOptions): Promise<Session> {
  const starting = remote({
    hostname: '127.0.0.1',
    port,
    path: '/',
    logLevel: 'error',
    // A local driver that refuses a connection has stopped: asking again only delays the failure.
    connectionRetryCount: 0,
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
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SessionStartTimeout()), sessionStartMs);
  });
  try {
    return await Promise.race([starting, timedOut]);
  } finally {
    clearTimeout(timer);
    // Once given up on, the request fails when its driver is stopped; nothing waits for it then.
    starting.catch(() => {});
  }
}

export async function startWebKit(): Promise<Engine> {
  let driver = await startDriver();
  return {
    name: 'webkit',
    async open(options = {}) {
      let session: Session;
      try {
        session = await newSession(driver.port, options);
      } catch (error) {
        if (!(error instanceof SessionStartTimeout)) throw error;
        console.warn(
          `WebKitWebDriver started no session within ${sessionStartMs / 1000} s; starting the driver afresh. ` +
            `Stderr of ${driver.stderr()}`,
        );
        await stopDriver(driver);
        driver = await startDriver();
        session = await newSession(driver.port, options);
      }
      await session.setWindowSize(phoneViewport.width, phoneViewport.height);
      return webkitPage(session);
    },
    quit: () => stopDriver(driver),
  };
}

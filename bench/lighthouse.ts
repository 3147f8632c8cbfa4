/** Lighthouse (mobile, default simulated throttling) on one URL, with the system Chromium. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/chromium';
import { type MainThreadFigures, mainThreadFigures } from './main-thread';

export interface LighthouseFigures extends MainThreadFigures {
  url: string;
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
}

/** `expectedStatus`: the not-found page answers 404 on purpose; Lighthouse otherwise refuses to measure it. */
export async function runLighthouse(url: string, expectedStatus = 200): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...chromiumArgs.filter((flag) => flag !== '--headless'), '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ignoreStatusCode: expectedStatus !== 200,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      url,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      fcp: value('first-contentful-paint'),
      ...(await mainThreadFigures(result.artifacts, result.lhr.configSettings, value('first-contentful-paint'))),
    };
  } finally {
    chrome.kill();
  }
}

import type { Page } from 'puppeteer-core';

export interface JavaScriptUse {
  /** JavaScript the page loaded, uncompressed, in KiB. */
  loadedKib: number;
  /** Of it, what had not run once the page was drawn with its data and the network was quiet, in KiB. */
  notRunKib: number;
}

/**
 * Loads `url` in `page` with the protocol's block coverage on, until no request has been open for half a
 * second (the page drawn with its data), and counts the JavaScript that never ran: code the first view
 * downloaded for later. The same on a busy machine as on a quiet one.
 */
export async function javaScriptUse(page: Page, url: string): Promise<JavaScriptUse> {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(url, { waitUntil: 'networkidle0' });
  const scripts = await page.coverage.stopJSCoverage();
  let loaded = 0;
  let ran = 0;
  for (const script of scripts.filter((entry) => /^https?:/.test(entry.url))) {
    loaded += script.text.length;
    ran += script.ranges.reduce((sum, range) => sum + range.end - range.start, 0);
  }
  return { loadedKib: loaded / 1024, notRunKib: (loaded - ran) / 1024 };
}

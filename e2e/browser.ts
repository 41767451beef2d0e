import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startShop, type RunningShop } from './server';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export async function newPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  return { context, page };
}

/** A running shop and a browser for one test file: `{ shop, browser } = await openShopAndBrowser()` in beforeAll. */
export async function openShopAndBrowser(): Promise<{ shop: RunningShop; browser: Browser }> {
  const shop = await startShop();
  try {
    return { shop, browser: await launchBrowser() };
  } catch (err) {
    await shop.stop();
    throw err;
  }
}

/** The afterAll of `openShopAndBrowser` (either may be missing if beforeAll failed). */
export async function closeShopAndBrowser(shop: RunningShop | undefined, browser: Browser | undefined): Promise<void> {
  await browser?.close();
  await shop?.stop();
}

import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Where the browser tests photograph pages, to look at them (`E2E_SCREENSHOTS` to choose). */
export const SHOTS_DIR = process.env.E2E_SCREENSHOTS ?? join(tmpdir(), 'sw-e2e-shots');

/**
 * Photographs the page at each width as `{name}-{width}.png`, with a viewport as tall as the page
 * (rather than a full-page capture) so sticky bars stay in place; then restores the desktop size.
 */
export async function shoot(page: Page, name: string, widths: number[] = [1280, 820]): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height: Math.min(height, 4000) });
    await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeShopAndBrowser, newPage, openShopAndBrowser, PHONE } from './browser';
import type { RunningShop } from './server';
import { dismissLoginPrompt } from './session';

// Issue 16, less start-up work on a phone: after hydrating, a page does not fetch route manifests
// (each answer re-rendered the whole page), and the parts that changed to lighter hooks still work.
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

describe('start-up work on a phone', () => {
  it('a listing hydrates without fetching route manifests, and its buttons become ready', async () => {
    const { context, page } = await newPage(browser, shop.url, PHONE);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/products');
    await dismissLoginPrompt(page);
    // Hydrated: no Add to cart is marked as not ready any more.
    const cards = page.locator('article');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect.poll(() => cards.locator('button[aria-disabled="true"]').count(), { timeout: 15_000 }).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => p.startsWith('/__manifest'))).toEqual([]);
    // A guest's heart still asks to sign in (the heart no longer follows the whole wishlist).
    await cards.first().getByRole('button', { name: /^Save .* to wishlist$/ }).click();
    await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor();
    await context.close();
  });
});

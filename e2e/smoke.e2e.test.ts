import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeShopAndBrowser, newPage, openShopAndBrowser } from './browser';
import type { RunningShop } from './server';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

describe('one process serves storefront, admin and API', () => {
  it('server-renders the home page with the categories from the API', async () => {
    const html = await (await fetch(`${shop.url}/`)).text();
    expect(html).toContain('Electronics');
    const { context, page } = await newPage(browser, shop.url);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: 'Books' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown page with a 404 status', async () => {
    const res = await fetch(`${shop.url}/no/such/page`);
    expect(res.status).toBe(404);
  });

  it('serves the admin app under /admin for deep links', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await page.goto('/admin/customers');
    await expect.poll(() => page.getByRole('heading', { name: 'Shopwright Admin' }).count()).toBe(1);
    await context.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeShopAndBrowser, newPage, openShopAndBrowser, PHONE } from './browser';
import type { RunningShop } from './server';
import { dismissLoginPrompt, registerCustomer, signInFromHome } from './session';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

describe('catalog', () => {
  it('server-renders listings and product pages (view-source shows the products)', async () => {
    const html = await (await fetch(`${shop.url}/products?category=electronics`)).text();
    expect(html).toMatch(/<article[^>]*aria-labelledby="product-\d+"/);
    // Headings never skip a level (h1, then the results' h2, then the cards' h3): screen readers
    // navigate by them, and Lighthouse's accessibility audit counts a skip (heading-order).
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels.slice(0, 3)).toEqual([1, 2, 3]);
    expect(levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1)).toEqual([]);
    const api = await (await fetch(`${shop.url}/api/products?category=electronics&page_size=1`)).json();
    const product = api.results[0];
    const page = await (await fetch(`${shop.url}/products/${product.slug}`)).text();
    expect(page).toContain(product.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(page).toContain('application/ld+json');
    expect(page).toContain('<link rel="canonical"');
  });

  it('browses home → category → filter → sort → product page → review', async () => {
    const customer = await registerCustomer(shop.url);
    const { context, page } = await newPage(browser, shop.url);
    await signInFromHome(page, customer.email, customer.password);
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await page
      .getByRole('link', { name: /Electronics/ })
      .first()
      .click();
    await page.waitForURL('**/products/category/electronics');
    await page.getByRole('heading', { name: 'Electronics', level: 1 }).waitFor();

    const brand = page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').first();
    await brand.click();
    await page.waitForURL(/brand=/);
    await page.getByLabel('Sort by').selectOption('price-low');
    await page.waitForURL(/sort=price-low/);
    // The URL changes first; the re-sorted page follows when its data arrives.
    const shownPrices = () =>
      page
        .locator('article')
        .evaluateAll((cards) => cards.map((c) => Number((c.querySelector('.price-now')?.textContent ?? '').replace(/[^0-9.]/g, ''))));
    await expect
      .poll(
        async () => {
          const prices = await shownPrices();
          return prices.length > 0 && prices.every((p, i) => p > 0 && (i === 0 || prices[i - 1]! <= p));
        },
        { timeout: 10_000 },
      )
      .toBe(true);

    await page.locator('article h3 a').first().click();
    await page.waitForURL(/\/products\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Reviews' }).waitFor();
    await page.getByRole('radio', { name: '4 stars' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Does the job');
    await page.getByLabel('Review', { exact: true }).fill('Arrived quickly and works as described.');
    await page.getByRole('button', { name: 'Publish review' }).click();
    await page.getByText('Does the job').waitFor();
    await context.close();
  });

  it('searches from the navigation with instant suggestions', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await page.goto('/');
    await dismissLoginPrompt(page);
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('iph');
    await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first().waitFor();
    await box.fill('running shoes');
    // "shoes" is not in the product names: the search keywords carry what shoppers type.
    await box.press('Enter');
    await page.waitForURL(/\/products\?q=running/);
    await page.getByRole('heading', { name: /Results for/ }).waitFor();
    expect(await page.locator('article').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('opens the search from a button on tablets, where the bar has no room for the box', async () => {
    const { context, page } = await newPage(browser, shop.url, { width: 820, height: 1000 });
    await page.goto('/');
    await dismissLoginPrompt(page);
    expect(await page.getByRole('combobox', { name: 'Search products' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Search products' }).click();
    const box = page.getByRole('combobox', { name: 'Search products' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await box.fill('laptop');
    await box.press('Enter');
    await page.waitForURL(/\/products\?q=laptop/);
    expect(await page.getByRole('combobox', { name: 'Search products' }).count()).toBe(0);
    await context.close();
  });

  it('keeps filters in the URL across reload and offers them in a drawer on phones', async () => {
    const { context, page } = await newPage(browser, shop.url, PHONE);
    await page.goto('/products?category=clothing&in_stock=true');
    await dismissLoginPrompt(page);
    await page.getByRole('heading', { name: 'Clothing', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('checkbox', { name: 'In stock only' }).waitFor();
    expect(await drawer.getByRole('checkbox', { name: 'In stock only' }).getAttribute('aria-checked')).toBe('true');
    // The drawer starts on its heading, not in the price field (whose keyboard would cover it).
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Filters');
    // Every filter row is a 44 px touch target.
    const heights = await drawer.getByRole('checkbox').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    await page.reload();
    await page.getByRole('heading', { name: 'Clothing', level: 1 }).waitFor();
    await context.close();
  });

  it('a filter link changes the listing in place: no page load, and the page stays where the shopper scrolled', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await page.goto('/products');
    await dismissLoginPrompt(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const brand = filters.getByRole('checkbox').nth(2);
    await brand.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await brand.click();
    await page.waitForURL(/brand=/);
    // Once the filtered listing is in, the panel shows the brand chosen; a plain link would have
    // loaded a new page, and a navigation without preventScrollReset scrolls to the top.
    await filters.locator('[role="checkbox"][aria-checked="true"]').first().waitFor();
    const after = await page.evaluate(() => ({ same: 'sameDocument' in window, y: window.scrollY }));
    expect(after.same).toBe(true);
    expect(after.y).toBeGreaterThan(0);
    await context.close();
  });

  it('a card is one link (picture included) under its heart and Add to cart buttons, on a touch phone', async () => {
    // A touch screen: no hover, so Add to cart sits under the card's text (app.css).
    const context = await browser.newContext({
      baseURL: shop.url,
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto('/products');
    await dismissLoginPrompt(page);
    const card = page.locator('article').first();
    const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
    // The buttons sit above the card's link: a guest's tap asks to sign in and stays on the listing.
    for (const button of [
      card.getByRole('button', { name: `Save ${title} to wishlist` }),
      card.getByRole('button', { name: `Add ${title} to cart` }),
    ]) {
      await expect.poll(() => button.getAttribute('aria-disabled')).toBeNull();
      await button.tap();
      await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/products');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor({ state: 'hidden' });
    }
    // A tap on the picture opens the product, as the title does (the title's link covers it).
    const picture = (await card.locator('img').boundingBox())!;
    await page.touchscreen.tap(picture.x + picture.width / 2, picture.y + picture.height / 2);
    await page.waitForURL(/\/products\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await context.close();
  });

  it('shows long filter lists whole, folded after the first few, never cut by a scroll box', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await page.goto('/products');
    await dismissLoginPrompt(page);
    const panel = page.getByRole('complementary', { name: 'Filters' });
    const brands = panel.getByRole('group', { name: 'Brand' });
    await brands.getByRole('checkbox').first().waitFor();
    const folded = await brands.getByRole('checkbox').count();
    const showAll = brands.getByRole('button', { name: /^Show all \d+ brands$/ });
    if (folded > 10 || (await showAll.count()) > 0) {
      const total = Number((await showAll.textContent())!.match(/\d+/)![0]);
      await showAll.click();
      await expect.poll(() => brands.getByRole('checkbox').count()).toBe(total);
    }
    // No list scrolls inside the panel: every row is fully visible.
    const clipped = await panel.evaluate(
      (el) => [...el.querySelectorAll('ul')].filter((ul) => ul.scrollHeight > ul.clientHeight + 1).length,
    );
    expect(clipped).toBe(0);
    await context.close();
  });

  it('shows a clear message for a bad filter and a 404 for an unknown product', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await page.goto('/products?sort=bogus');
    await dismissLoginPrompt(page);
    await page.getByText('These filters do not work').waitFor();
    const res = await page.goto('/products/no-such-product-here');
    expect(res?.status()).toBe(404);
    await context.close();
  });
});

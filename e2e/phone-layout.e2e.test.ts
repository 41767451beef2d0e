import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAsAdmin } from './admin-session';
import { closeShopAndBrowser, newPage, openShopAndBrowser, PHONE } from './browser';
import { addToCart, simpleBook } from './checkout-steps';
import { call } from './http';
import type { RunningShop } from './server';
import { registerCustomer, signInFromHome } from './session';
import { adminToken, adminVariants, patchVariant, productWithVariants } from './variant-fixtures';

// What shoppers and staff saw on phones (390 px) and tablets: controls cut off at the screen's edge, targets
// under 44 px, checkout fields squeezed by the step number's indent, badges broken over two lines.
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not visible');
  return b;
}

const viewportWidth = (page: Page) => page.evaluate(() => document.documentElement.clientWidth);

describe('on a 390 px phone', () => {
  it('a cart line fits the screen, Remove is a 44 px target and every link has a name; checkout fields use the full width', async () => {
    const customer = await registerCustomer(shop.url);
    const book = await simpleBook(shop.url);
    const { context, page } = await newPage(browser, shop.url, PHONE);
    await signInFromHome(page, customer.email, customer.password);
    await addToCart(page, book.slug);
    await page.goto('/cart');
    const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem').first();
    await line.getByRole('group', { name: `Quantity of ${book.name}` }).waitFor();

    const width = await viewportWidth(page);
    const remove = line.getByRole('button', { name: 'Remove' });
    const removeBox = await box(remove);
    expect(removeBox.height).toBeGreaterThanOrEqual(44);
    expect(removeBox.x + removeBox.width).toBeLessThanOrEqual(width);
    for (const part of [line.getByRole('group', { name: `Quantity of ${book.name}` }), line.getByText(/^\$[\d,.]+$/).last()]) {
      const b = await box(part);
      expect(b.x + b.width).toBeLessThanOrEqual(width);
    }
    const axe = await new AxeBuilder({ page }).include('ul[aria-label="Cart items"]').withRules(['link-name']).analyze();
    expect(axe.violations).toEqual([]);

    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    const name = page.getByLabel('Full name', { exact: true });
    await name.waitFor();
    // 390 px less the page's and the step box's padding: no 60 px indent for the step number.
    expect((await box(name)).width).toBeGreaterThanOrEqual(300);
    await context.close();
  });

  it("the dashboard's low-stock badges stay on one line", async () => {
    const token = await adminToken(shop.url);
    const product = await productWithVariants(shop.url);
    const [variant] = await adminVariants(shop.url, token, product.id);
    await patchVariant(shop.url, token, product.id, variant!.id, { stock: 0 });

    const { context, page } = await newPage(browser, shop.url, PHONE);
    await openAsAdmin(page, '/admin');
    const badge = page.getByText('Sold out', { exact: true }).first();
    await badge.waitFor();
    const b = await box(badge);
    expect(b.height).toBeLessThan(30);
    expect(b.x + b.width).toBeLessThanOrEqual(await viewportWidth(page));
    await context.close();
  });
});

/**
 * The bar's interactive parts in the order they appear, each with its left and right edge; what
 * overlaps a neighbour, sticks out of the bar or cuts its own text.
 */
async function navBarFaults(page: Page, measureTargets: boolean): Promise<string[]> {
  return page.evaluate((measure) => {
    const touch = measure && document.documentElement.clientWidth < 1024;
    const nav = document.querySelector('header nav')!;
    const bar = nav.getBoundingClientRect();
    const parts = [...nav.querySelectorAll('a, button, input')]
      .filter((e) => e.checkVisibility() && e.getBoundingClientRect().width > 0)
      .map((e) => {
        const r = e.getBoundingClientRect();
        const name = e.getAttribute('aria-label') ?? (e.textContent?.trim() || e.tagName);
        // Icon links carry their name as a label; their badge pokes out on purpose.
        return {
          name,
          left: r.left,
          right: r.right,
          width: r.width,
          height: r.height,
          cut: !e.getAttribute('aria-label') && e.scrollWidth > e.clientWidth + 1,
        };
      })
      .sort((a, b) => a.left - b.left);
    const faults: string[] = [];
    parts.forEach((p, i) => {
      const next = parts[i + 1];
      if (next && next.left < p.right - 1) faults.push(`${p.name} overlaps ${next.name}`);
      if (p.left < bar.left - 0.5 || p.right > bar.right + 0.5) faults.push(`${p.name} sticks out of the bar`);
      if (p.cut) faults.push(`${p.name} is cut`);
      // Below 1024 px a screen is likely a touch screen: every target 44 px (the search field aside).
      if (touch && p.name !== 'INPUT' && (p.height < 44 || p.width < 44))
        faults.push(`${p.name} is ${Math.round(p.width)}x${Math.round(p.height)} px`);
    });
    return faults;
  }, measureTargets);
}

describe('the navigation bar in every language', () => {
  // German and French labels are longer than English ones: "Anmelden" slid under the search box at
  // 1280 px and over "Kontakt" at 768 px, and the bar overflowed on tablets. Its icons were 36 px
  // targets on phones and tablets.
  // Japanese runs too, but machines without a CJK font (as this one) draw its labels as narrower
  // boxes: English, German and French are what this test really measures, and only they are held
  // to 44 px targets (the shortest Japanese label, ホーム, is 58 px wide in a real font).
  const pages = { en: '/products', de: '/de/products', fr: '/de/fr/products', ja: '/jp/products' };

  it('fits phones, tablets and desktops, for guests and signed-in shoppers, without overlaps and with 44 px targets on touch screens', async () => {
    const customer = await registerCustomer(shop.url);
    const login = await call(`${shop.url}/api/auth/login`, {
      method: 'POST',
      body: { email: customer.email, password: customer.password },
    });
    const tokens = login.body as { access: string; refresh: string };
    const faults: string[] = [];
    for (const signedIn of [false, true]) {
      const { context, page } = await newPage(browser, shop.url, { width: 1280, height: 800 });
      if (signedIn) await context.addInitScript((stored) => localStorage.setItem('auth', JSON.stringify({ tokens: stored })), tokens);
      for (const [lang, path] of Object.entries(pages)) {
        await page.goto(path);
        // The layout as it settles, in the shop's own font (its fallback is sized like it, not equal).
        await page.evaluate(() => document.fonts.ready);
        const area = page.getByTestId('account-area');
        await area
          .locator(signedIn ? 'a[href$="/account"]' : 'button')
          .first()
          .waitFor();
        for (const width of [390, 768, 1024, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          // Chromium can lay out the first frame after a resize with some of the old width's rules
          // (a tablet-only margin was seen missing in CI): measure the settled frame.
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          for (const fault of await navBarFaults(page, lang !== 'ja'))
            faults.push(`${lang} ${width} px ${signedIn ? 'signed in' : 'guest'}: ${fault}`);
        }
        await page.setViewportSize({ width: 1280, height: 800 });
      }
      await context.close();
    }
    expect(faults).toEqual([]);
  });
});

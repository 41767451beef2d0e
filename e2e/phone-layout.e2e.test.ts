import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAsAdmin } from './admin-session';
import { closeShopAndBrowser, newPage, openShopAndBrowser, PHONE } from './browser';
import { addToCart, simpleBook } from './checkout-steps';
import type { RunningShop } from './server';
import { registerCustomer, signInFromHome } from './session';
import { adminToken, adminVariants, patchVariant, productWithVariants } from './variant-fixtures';

// What shoppers and staff saw on phones (390 px): controls cut off at the screen's edge, targets
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

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeShopAndBrowser, newPage, openShopAndBrowser } from './browser';
import type { RunningShop } from './server';
import { dismissLoginPrompt, registerCustomer, signInFromHome } from './session';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

/** A published, in-stock product without sizes (one click adds it), from the API. */
async function simpleProduct(category: string) {
  const list = await (await fetch(`${shop.url}/api/products?category=${category}&in_stock=true&page_size=50`)).json();
  for (const item of list.results) {
    const detail = await (await fetch(`${shop.url}/api/products/${item.id}`)).json();
    if (detail.available_sizes.length === 0 && detail.available >= 3) return detail;
  }
  throw new Error(`no simple product in ${category}`);
}

const badge = (page: Page) => page.getByTestId('cart-badge');

describe('cart and wishlist', () => {
  it('asks guests to sign in when they add to cart', async () => {
    const product = await simpleProduct('electronics');
    const { context, page } = await newPage(browser, shop.url);
    await page.goto(`/products/${product.slug}`);
    await dismissLoginPrompt(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Please login to add to cart!').waitFor();
    await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor();
    await context.close();
  });

  it('adds from the product page and a listing, changes quantities, removes and clears', async () => {
    const customer = await registerCustomer(shop.url);
    const first = await simpleProduct('electronics');
    const second = await simpleProduct('books');
    const { context, page } = await newPage(browser, shop.url);
    await signInFromHome(page, customer.email, customer.password);

    await page.goto(`/products/${first.slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to cart!').waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('1');

    await page.goto(`/products?q=${encodeURIComponent(second.name)}`);
    // On a pointer device the card's button appears on hover.
    const card = page.locator('article').filter({ hasText: second.name }).first();
    await card.hover();
    await card
      .getByRole('button', { name: `Add ${second.name} to cart` })
      .first()
      .click();
    await page.getByText('Added to cart!').first().waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('2');

    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    await page
      .getByRole('group', { name: `Quantity of ${first.name}` })
      .getByRole('button', { name: 'Increase quantity' })
      .click();
    await expect.poll(() => page.getByTestId('cart-total-items').textContent()).toBe('3');
    const expected = (Math.round(first.sale_price * 100) * 2 + Math.round(second.sale_price * 100)) / 100;
    await expect.poll(() => page.getByTestId('cart-subtotal').textContent()).toBe(`$${expected.toFixed(2)}`);
    // The quantity survives a reload: it is on the server.
    await page.reload();
    await expect.poll(() => page.getByTestId('cart-total-items').textContent(), { timeout: 10_000 }).toBe('3');

    await page.getByRole('listitem').filter({ hasText: second.name }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Item removed from cart!').waitFor();
    // The badge counts units (total items): two of the first product are left.
    await expect.poll(() => badge(page).textContent()).toBe('2');

    await page.getByRole('button', { name: 'Clear cart' }).click();
    await page.getByText('Cart cleared!').waitFor();
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('0');
    await context.close();
  });

  it('saves to the wishlist, moves to the cart and removes', async () => {
    const customer = await registerCustomer(shop.url);
    const product = await simpleProduct('home');
    const other = await simpleProduct('sports');
    const { context, page } = await newPage(browser, shop.url);
    await signInFromHome(page, customer.email, customer.password);
    for (const p of [product, other]) {
      await page.goto(`/products/${p.slug}`);
      await page.getByRole('button', { name: `Save ${p.name} to wishlist` }).click();
      await page.getByRole('button', { name: `Remove ${p.name} from wishlist` }).waitFor();
    }
    // A page loaded afterwards shows the saved product's heart pressed (the page's one wishlist query).
    await page.goto(`/products/${product.slug}`);
    const saved = page.getByRole('button', { name: `Remove ${product.name} from wishlist` });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    await page.goto('/wishlist');
    await page.getByRole('heading', { name: 'Your wishlist' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: product.name }).getByRole('button', { name: 'Move to cart' }).click();
    await page.getByText('Moved to your cart!').waitFor();
    await expect.poll(() => badge(page).textContent()).toBe('1');
    await page.getByRole('button', { name: `Remove ${other.name} from wishlist` }).click();
    await page.getByRole('heading', { name: 'Your wishlist is empty' }).waitFor();
    await context.close();
  });
});

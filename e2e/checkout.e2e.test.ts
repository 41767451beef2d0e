import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M } from '@shopwright/shared/checkout';
import { closeShopAndBrowser, newPage, openShopAndBrowser } from './browser';
import { addToCart, fillAddressAndDelivery, fillCard, simpleBook as simpleBookAt } from './checkout-steps';
import { latestMailTo } from './outbox';
import type { RunningShop } from './server';
import { registerCustomer, signInFromHome } from './session';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

const badge = (page: Page) => page.getByTestId('cart-badge');
const simpleBook = (skip = 0) => simpleBookAt(shop.url, skip);

describe('checkout', () => {
  it('buys with the success card, shows the order in /orders and cancels it', async () => {
    const customer = await registerCustomer(shop.url);
    const book = await simpleBook();
    const { context, page } = await newPage(browser, shop.url);
    await signInFromHome(page, customer.email, customer.password);
    await addToCart(page, book.slug);
    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL('**/checkout');
    await fillAddressAndDelivery(page, true);

    // The server says why a code does not apply (WELCOME10 needs 20.00; one book costs less).
    await page.getByLabel('Discount code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(M.discountNotFound).waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // Validation as you type: a wrong digit is caught before anything is sent.
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('CVC').focus();
    await page.getByText(M.cardNumberInvalid).waitFor();
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    await page.waitForURL('**/checkout/confirmation/*');
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    const number = (await page.getByTestId('order-number').textContent())!;
    expect(number).toMatch(/^SW-\d+$/);
    await expect.poll(() => badge(page).textContent()).toBe('0');
    await expect.poll(async () => (await latestMailTo(shop.dataDir, customer.email)).subject).toBe(`Order ${number} confirmed`);

    await page.goto('/orders');
    const row = page.getByRole('link', { name: new RegExp(`Order ${number}`) });
    await row.getByText('Confirmed').waitFor();
    await row.getByText('Payment: Paid').waitFor();
    await row.click();
    await page.getByRole('heading', { name: `Order ${number}` }).waitFor();
    await page.getByText('Visa ending in 4242').first().waitFor();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
    await page.getByText(`Order ${number} cancelled.`).waitFor();
    await page.getByText('Payment: Refunded').waitFor();
    await page.getByText('Order cancelled by the customer.').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await expect.poll(async () => (await latestMailTo(shop.dataDir, customer.email)).subject).toBe(`Order ${number} cancelled`);

    // The address was saved to the account and is offered next time.
    const saved = await page.evaluate(async () => {
      const auth = JSON.parse(localStorage.getItem('auth') ?? '{}');
      const res = await fetch('/api/users/me/addresses', { headers: { authorization: `Bearer ${auth.tokens?.access}` } });
      return res.json();
    });
    expect(saved.map((a: { line1: string }) => a.line1)).toEqual(['12 Harbour Street']);
    await context.close();
  });

  it('shows the reason of a declined card and keeps the cart, then pays with another card', async () => {
    const customer = await registerCustomer(shop.url);
    const book = await simpleBook(1);
    const { context, page } = await newPage(browser, shop.url);
    await signInFromHome(page, customer.email, customer.password);
    await addToCart(page, book.slug);
    await page.goto('/checkout');
    await fillAddressAndDelivery(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByRole('alert').filter({ hasText: M.cardDeclined }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await badge(page).textContent()).toBe('1');

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL('**/checkout/confirmation/*');
    await context.close();
  });

  it('asks a guest to sign in on /checkout and stays there afterwards; pays later', async () => {
    const customer = await registerCustomer(shop.url);
    const book = await simpleBook(2);
    const login = await (
      await fetch(`${shop.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: customer.email, password: customer.password }),
      })
    ).json();
    await fetch(`${shop.url}/api/products/add-to-cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.access}` },
      body: JSON.stringify({ product_id: String(book.id) }),
    });

    const { context, page } = await newPage(browser, shop.url);
    await page.goto('/checkout');
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.waitFor();
    expect(await page.getByText('Sign in to check out.', { exact: false }).count()).toBe(1);
    await dialog.getByLabel('Email').fill(customer.email);
    await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    // The sign-in form would go home after a second: the checkout keeps the shopper.
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe('/checkout');

    await fillAddressAndDelivery(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('radio', { name: /Pay later/ }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL('**/checkout/confirmation/*');
    await page.getByText(/Please pay \$/).waitFor();
    await context.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeStandIn } from '../apps/api/test/stripe-stand-in';
import { launchBrowser, newPage, PHONE } from './browser';
import { addToCart, fillAddressAndDelivery, simpleBook } from './checkout-steps';
import { latestMailTo } from './outbox';
import { startShop, type RunningShop } from './server';
import { registerCustomer, signInFromHome } from './session';

const SECRET = 'whsec_e2eStandIn123';
let stand: StripeStandIn;
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  stand = await new StripeStandIn({ webhookSecret: SECRET }).start();
  shop = await startShop({ STRIPE_SECRET_KEY: 'sk_test_e2eShop123', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: stand.url });
  stand.setWebhookUrl(`${shop.url}/api/payments/stripe/webhook`);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await stand?.stop();
});

describe('checkout with Stripe Checkout', () => {
  it('goes to the hosted page, pays, and comes back to the confirmation showing the order paid', async () => {
    const customer = await registerCustomer(shop.url);
    const book = await simpleBook(shop.url);
    const { context, page } = await newPage(browser, shop.url);
    await signInFromHome(page, customer.email, customer.password);
    await addToCart(page, book.slug);
    await page.goto('/checkout');
    await fillAddressAndDelivery(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('radio', { name: /Card \(Stripe\)/ }).waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await page.getByRole('button', { name: /^Continue to Stripe · \$/ }).click();

    await page.waitForURL(`${stand.url}/pay/**`);
    await page.getByRole('heading', { name: /^Pay USD / }).waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL('**/checkout/confirmation/*?session_id=cs_test_*');
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await page.getByText(/We received your payment of \$[\d.]+ through Stripe\./).waitFor();
    const number = (await page.getByTestId('order-number').textContent())!;
    await expect.poll(async () => (await latestMailTo(shop.dataDir, customer.email)).subject).toBe(`Order ${number} confirmed`);
    await page.goto('/orders');
    await page
      .getByRole('link', { name: new RegExp(`Order ${number}`) })
      .getByText('Payment: Paid')
      .waitFor();
    await context.close();
  });

  it('back from the hosted page without paying finds the cart as it was (phone)', async () => {
    const customer = await registerCustomer(shop.url);
    const book = await simpleBook(shop.url, 1);
    const { context, page } = await newPage(browser, shop.url, PHONE);
    await signInFromHome(page, customer.email, customer.password);
    await addToCart(page, book.slug);
    await page.goto('/checkout');
    await fillAddressAndDelivery(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: /^Continue to Stripe/ }).click();
    await page.waitForURL(`${stand.url}/pay/**`);
    await page.getByRole('link', { name: 'Back to the shop' }).click();

    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('1');
    const session = [...stand.sessions.values()].at(-1)!;
    expect(session.status).toBe('expired');
    await context.close();
  });
});

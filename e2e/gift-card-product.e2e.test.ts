import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CARD_SALE_MESSAGES as M } from '@shopwright/shared/credit';
import { closeShopAndBrowser, DESKTOP, newPage, openShopAndBrowser, PHONE } from './browser';
import { addToCart, fillAddressAndDelivery, fillCard, simpleBook } from './checkout-steps';
import { mailsTo } from './outbox';
import { shoot } from './screenshots';
import type { RunningShop } from './server';
import { registerCustomer, signInFromHome } from './session';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

const photo = async (page: Page, name: string, width: number) => {
  if (process.env.E2E_SCREENSHOTS) await shoot(page, name, [width]);
};

/** Fields and buttons inside `selector` that are less than 44 px tall (a finger misses them). */
const smallTargets = (page: Page, selector: string) =>
  page.evaluate(
    (root) =>
      Array.from(document.querySelectorAll(`${root} input, ${root} textarea, ${root} button`))
        .filter((el) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().height < 44)
        .map((el) => el.getAttribute('name') || el.textContent?.trim()),
    selector,
  );

/** Nothing wider than the screen: the page does not scroll sideways and no box reaches past its right edge (a long e-mail wraps). */
const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(
        () =>
          document.documentElement.scrollWidth <= window.innerWidth &&
          Array.from(document.querySelectorAll('main *')).every((el) => el.getBoundingClientRect().right <= window.innerWidth + 1),
      ),
    )
    .toBe(true);

/** The code in the recipient's mail: the gift-card-sales job mails it once the order is paid, off the request path. */
async function mailedCode(dataDir: string, address: string): Promise<string> {
  let body = '';
  await expect
    .poll(() => (body = mailsTo(dataDir, address).at(-1)?.text_body ?? ''), { timeout: 20_000, interval: 250 })
    .toMatch(/Gift card code: /);
  return /Gift card code: ([A-Z0-9-]+)/.exec(body)![1]!;
}

describe.each([
  ['phone', PHONE, 0],
  ['desktop', DESKTOP, 1],
])('a gift card bought on a %s', (device, viewport, skip) => {
  it('is bought for a friend with the test card, mailed to them, and its code pays another order', async () => {
    const customer = await registerCustomer(shop.url);
    const friend = `grace_${Date.now().toString(36)}${device}@example.com`;
    const { context, page } = await newPage(browser, shop.url, viewport);
    await signInFromHome(page, customer.email, customer.password);

    // The product page asks who the card is for instead of showing stock and shipping.
    await page.goto('/products/gift-card');
    const form = page.getByTestId('gift-card-form');
    await form.getByText('Who is this gift card for?').waitFor();
    expect(await page.getByTestId('stock-status').count()).toBe(0);
    await page.getByRole('radio', { name: '25' }).click();
    await page.getByTestId('variant-price').getByText('$25.00').waitFor();

    // Sent without a recipient, the API's field errors show beside the fields.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await form.getByText(M.recipientNameRequired).waitFor();
    await form.getByText(M.recipientEmailInvalid).waitFor();
    expect(await page.getByLabel("Recipient's name").getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel("Recipient's name").fill('Grace Friend');
    await page.getByLabel("Recipient's e-mail").fill(friend);
    await page.getByLabel('Message (optional)').fill('Happy birthday!');
    expect(await page.getByLabel('Send on').inputValue()).toBe('');
    expect(await smallTargets(page, '[data-testid="gift-card-form"]')).toEqual([]);
    await noSidewaysScroll(page);
    await photo(page, `gift-card-product-${device}`, viewport.width);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to cart!').waitFor();

    // The cart and the checkout say who it is for.
    await page.goto('/cart');
    await page.getByTestId('gift-card-recipient').getByText(`For Grace Friend (${friend})`).waitFor();
    await photo(page, `gift-card-cart-${device}`, viewport.width);
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByLabel('Full name', { exact: true }).fill('Casey Buyer');
    await page.getByLabel('Address', { exact: true }).fill('12 Harbour Street');
    await page.getByLabel('City', { exact: true }).fill('Portland');
    await page.getByLabel('Postal code', { exact: true }).fill('97201');
    // Nothing ships: no delivery choice, straight to the review.
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).waitFor();
    await page.getByText('Nothing to ship: gift cards are sent by e-mail.').waitFor();
    expect(await page.getByRole('radio', { name: /Express/ }).count()).toBe(0);
    expect(await page.getByText(/more for free shipping/).count()).toBe(0);
    await page.getByTestId('gift-card-recipient').getByText(`For Grace Friend (${friend})`).waitFor();
    await noSidewaysScroll(page);
    await photo(page, `gift-card-checkout-${device}`, viewport.width);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay $25.00' }).click();
    await page.waitForURL('**/checkout/confirmation/*');
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await page.getByTestId('gift-card-recipient').getByText(`For Grace Friend (${friend})`).waitFor();

    // The job mails the card once the order is paid; its code pays (part of) the next order.
    const code = await mailedCode(shop.dataDir, friend);
    const book = await simpleBook(shop.url, skip);
    await addToCart(page, book.slug);
    await page.goto('/checkout');
    await fillAddressAndDelivery(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel('Gift card code').fill(code);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page
      .getByTestId('credit-summary')
      .getByText(`Gift card •••• •••• •••• ${code.slice(-4)}`)
      .waitFor();
    const due = (await page.getByTestId('amount-due').first().textContent())!;
    if (due === '$0.00') {
      await page.getByRole('button', { name: 'Place order (nothing left to pay)' }).click();
    } else {
      await fillCard(page, '4242424242424242');
      await page.getByRole('button', { name: `Pay ${due}` }).click();
    }
    await page.waitForURL('**/checkout/confirmation/*');
    const placed = (await page.getByTestId('order-number').textContent())!;
    await page.goto(`/orders/${placed}`);
    await page
      .getByTestId('order-payments')
      .getByText(`Gift card ending in ${code.slice(-4)}`)
      .waitFor();
    await context.close();
  });
});

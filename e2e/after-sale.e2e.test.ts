import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES } from '@shopwright/shared/credit';
import { formatMoney } from '@shopwright/shared/money';
import { approveReceiveAndCredit, deliveredOrder, deliveredOrderOfTwo, issueGiftCard, sizedProduct } from './after-sale-steps';
import { closeShopAndBrowser, DESKTOP, newPage, openShopAndBrowser, PHONE } from './browser';
import { fillAddressAndDelivery, fillCard, simpleBook } from './checkout-steps';
import { call, signIn } from './http';
import { shoot } from './screenshots';
import type { RunningShop } from './server';
import { registerCustomer, signInFromHome } from './session';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

/** Photographs the screen when E2E_SCREENSHOTS is set (to look at the layouts), at the test's width. */
const photo = async (page: Page, name: string, width: number) => {
  if (process.env.E2E_SCREENSHOTS) await shoot(page, name, [width]);
};

/** Serious or critical axe findings inside `selector`. */
async function axeProblems(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Labels, buttons and links inside `selector` that are less than 44 px tall (a finger misses them). */
const smallTargets = (page: Page, selector: string) =>
  page.evaluate(
    (root) =>
      Array.from(document.querySelectorAll(`${root} label, ${root} button, ${root} a`))
        .filter((el) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().height < 44)
        .map((el) => el.textContent?.trim() || el.getAttribute('aria-label')),
    selector,
  );

/** Nothing on the page wider than the screen (a phone would scroll sideways). */
const noSidewaysScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

describe.each([
  ['phone', PHONE, 0],
  ['desktop', DESKTOP, 3],
])('after the sale on a %s', (device, viewport, skip) => {
  it('returns one of two items for store credit, sees it in the account, then pays partly by credit, a gift card and a card', async () => {
    const customer = await registerCustomer(shop.url);
    const token = await signIn(shop.url, customer.email, customer.password);
    const { order, books } = await deliveredOrderOfTwo(shop.url, token, skip);
    const { context, page } = await newPage(browser, shop.url, viewport);
    await signInFromHome(page, customer.email, customer.password);

    // The delivered order offers its return; the form takes one of the two books as store credit.
    await page.goto(`/orders/${order.number}`);
    await page.getByRole('heading', { name: `Order ${order.number}` }).waitFor();
    await page.getByText(/You can return items from this order until/).waitFor();
    await page.getByRole('link', { name: 'Return items' }).click();
    await page.getByRole('heading', { name: `Return items from order ${order.number}` }).waitFor();
    await noSidewaysScroll(page);
    // Nothing chosen yet: the form says what is missing, on the page.
    await page.getByRole('button', { name: 'Request return' }).click();
    await page.getByRole('alert').filter({ hasText: 'Choose at least one item to return' }).waitFor();
    await page.getByRole('checkbox', { name: new RegExp(books[0].name) }).check();
    await page.getByRole('radio', { name: 'Store credit' }).check();
    await page.getByRole('radio', { name: 'Changed my mind' }).check();
    await page.getByLabel('Comment (optional)').fill('Bought it twice by mistake.');
    expect(await axeProblems(page, 'main')).toEqual([]);
    // Every choice of the lines and the reason is a 44 px target (the comment's label is not a control).
    expect(
      (await smallTargets(page, 'form[aria-label="Return request"] li')).concat(
        await smallTargets(page, 'form[aria-label="Return request"] fieldset'),
      ),
    ).toEqual([]);
    await photo(page, `after-sale-return-form-${device}`, viewport.width);
    await page.getByRole('button', { name: 'Return 1 item' }).click();
    await page.waitForURL('**/returns/R-*');
    const number = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await page.getByText(`Return ${number} requested. We have e-mailed you the instructions.`).waitFor();
    await page.getByRole('heading', { name: `Return ${number}` }).waitFor();
    await page.getByText('Requested', { exact: true }).first().waitFor();

    // Staff approve, receive and credit it (the admin's side, through the API); the shopper sees it.
    const credited = await approveReceiveAndCredit(shop.url, number);
    expect(credited.status).toBe('credited');
    const credit: number = credited.credited;
    expect(credit).toBeGreaterThan(0);
    await page.reload();
    await page.getByText('Credited', { exact: true }).first().waitFor();
    await page.getByText('Please send the book back in its original packaging.', { exact: true }).waitFor();
    await photo(page, `after-sale-return-${device}`, viewport.width);
    await page.goto(`/orders/${order.number}`);
    const returns = page.getByTestId('order-returns');
    await returns
      .getByRole('link', { name: new RegExp(`Return ${number}`) })
      .getByText('Credited')
      .waitFor();
    await page.getByRole('link', { name: 'Return items' }).first().waitFor(); // the other book can still go back
    await photo(page, `after-sale-order-returns-${device}`, viewport.width);
    await page.goto('/account?section=store-credit');
    await page.getByTestId('store-credit-balance').getByText(formatMoney(credit)).waitFor();
    await page.getByText(`Return ${number}`, { exact: false }).first().waitFor();
    await noSidewaysScroll(page);
    await photo(page, `after-sale-store-credit-${device}`, viewport.width);
    await page.goto('/account?section=returns');
    await page.getByRole('link', { name: new RegExp(`Return ${number}`) }).waitFor();

    // A new order: more than the credit and the gift card together, so the card pays the rest.
    const gift = await issueGiftCard(shop.url, 1);
    const next = await simpleBook(shop.url, skip + 2);
    const quantity = Math.min(5, Math.floor((credit + 1) / next.sale_price) + 1);
    await call(`${shop.url}/api/products/add-to-cart`, { method: 'POST', token, body: { product_id: String(next.id) } });
    if (quantity > 1) await call(`${shop.url}/api/products/cart/${next.id}`, { method: 'PATCH', token, body: { quantity } });
    await page.goto('/checkout');
    await fillAddressAndDelivery(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // A code of the wrong shape is refused on the spot; a real one pays its 1.00.
    await page.getByLabel('Gift card code').fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('A gift card code has 16 letters and digits').waitFor();
    // A code of the right shape that no card has: the quote says why, and the card can be taken off again.
    await page.getByLabel('Gift card code').fill('ABCD-EFGH-JKLM-NPQR');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByTestId('applied-gift-card').getByText(CREDIT_MESSAGES.notFound).waitFor();
    await page.getByRole('button', { name: 'Remove gift card ending in NPQR' }).click();
    await expect.poll(() => page.getByTestId('applied-gift-card').count()).toBe(0);
    await page.getByLabel('Gift card code').fill(gift.code.toLowerCase());
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText(`Pays $1.00 · $0.00 left on the card`).waitFor();
    await page.getByRole('checkbox', { name: /Use my store credit/ }).check();
    await page.getByRole('checkbox', { name: `Use my store credit: ${formatMoney(credit)} of ${formatMoney(credit)}` }).waitFor();
    const summary = page.getByTestId('credit-summary');
    await summary.getByText(`Gift card •••• •••• •••• ${gift.last4}`).waitFor();
    const due = await page.getByTestId('amount-due').first().textContent();
    expect(Number(due!.replace(/[^0-9.]/g, ''))).toBeGreaterThan(0);
    await noSidewaysScroll(page);
    expect(await axeProblems(page, 'section[aria-labelledby="credit-sources-title"]')).toEqual([]);
    expect(await smallTargets(page, 'section[aria-labelledby="credit-sources-title"] ul')).toEqual([]);
    await photo(page, `after-sale-checkout-${device}`, viewport.width);
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: `Pay ${due}` }).click();
    await page.waitForURL('**/checkout/confirmation/*');
    const placed = (await page.getByTestId('order-number').textContent())!;
    await page.getByText(`We charged ${due} to your Visa ending in 4242.`).waitFor();
    await page.getByText(`${formatMoney(Math.round((credit + 1) * 100) / 100)} was paid with your gift cards and store credit.`).waitFor();

    // The order page lists its three payments.
    await page.goto(`/orders/${placed}`);
    const payments = page.getByTestId('order-payments');
    await payments.getByText(`Gift card ending in ${gift.last4}`).waitFor();
    await payments.getByText('Store credit').waitFor();
    await payments.getByText('Visa ending in 4242').waitFor();
    expect(await payments.getByRole('listitem').count()).toBe(3);
    await payments.getByRole('listitem').filter({ hasText: 'Visa ending in 4242' }).getByText(due!).waitFor();
    await payments.getByRole('listitem').filter({ hasText: 'Store credit' }).getByText(formatMoney(credit)).waitFor();
    await photo(page, `after-sale-order-${device}`, viewport.width);
    await page.goto('/account?section=store-credit');
    await page.getByTestId('store-credit-balance').getByText('$0.00').waitFor();

    // The balance checker (linked from the store credit section) says what is left on the card.
    await page.getByRole('link', { name: 'Check a gift card balance' }).click();
    await page.getByRole('heading', { name: 'Gift card balance' }).waitFor();
    await page.getByLabel('Gift card code').fill(gift.code);
    await page.getByRole('button', { name: 'Check balance' }).click();
    await page.getByTestId('gift-card-balance').getByText('$0.00').waitFor();
    await photo(page, `after-sale-balance-${device}`, viewport.width);
    await context.close();
  });
});

describe('exchanges', () => {
  it('asks on a phone to exchange a garment for another size and follows the exchange on the return', async () => {
    const customer = await registerCustomer(shop.url);
    const token = await signIn(shop.url, customer.email, customer.password);
    const product = await sizedProduct(shop.url);
    const order = await deliveredOrder(shop.url, token, [product]);
    const { context, page } = await newPage(browser, shop.url, PHONE);
    await signInFromHome(page, customer.email, customer.password);
    await page.goto(`/orders/${order.number}/return`);
    await page.getByRole('heading', { name: `Return items from order ${order.number}` }).waitFor();
    // A one-line order starts with its line ticked.
    expect(await page.getByRole('checkbox', { name: new RegExp(product.name) }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Exchange' }).check();
    const exchangeFor = page.getByLabel('Exchange for');
    const options = await exchangeFor.locator('option').allTextContents();
    expect(options.length).toBeGreaterThan(0);
    expect(options.some((o) => o.includes(`${product.color} / ${product.size}`))).toBe(false); // never the one bought
    await exchangeFor.selectOption({ index: options.length - 1 });
    const wanted = options[options.length - 1]!.replace(/ \(.*\)$/, '');
    await page.getByRole('radio', { name: 'Wrong size' }).check();
    await noSidewaysScroll(page);
    await photo(page, 'after-sale-exchange-form-phone', PHONE.width);
    await page.getByRole('button', { name: 'Return 1 item' }).click();
    await page.waitForURL('**/returns/R-*');
    await page.getByText(`Exchange → ${wanted}`, { exact: false }).waitFor();
    await page.getByText('Requested', { exact: true }).first().waitFor();
    // Until the items are received the shopper may still cancel it.
    await page.getByRole('button', { name: 'Cancel return' }).click();
    await page.getByRole('dialog', { name: 'Cancel this return?' }).getByRole('button', { name: 'Yes, cancel return' }).click();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Cancel return' }).count()).toBe(0);
    await context.close();
  });
});

describe('a gift card that pays everything', () => {
  it('asks for no card and places the order paid by the gift card alone', async () => {
    const customer = await registerCustomer(shop.url);
    const token = await signIn(shop.url, customer.email, customer.password);
    const gift = await issueGiftCard(shop.url, 500);
    const book = await simpleBook(shop.url, 6);
    await call(`${shop.url}/api/products/add-to-cart`, { method: 'POST', token, body: { product_id: String(book.id) } });
    const { context, page } = await newPage(browser, shop.url, DESKTOP);
    await signInFromHome(page, customer.email, customer.password);
    await page.goto('/checkout');
    await fillAddressAndDelivery(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel('Gift card code').fill(gift.code);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByTestId('amount-due').getByText('$0.00').waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await page.getByRole('button', { name: 'Place order (nothing left to pay)' }).click();
    await page.waitForURL('**/checkout/confirmation/*');
    await page.getByText(/Your gift cards and store credit paid the whole \$/).waitFor();
    const placed = (await page.getByTestId('order-number').textContent())!;
    await page.goto(`/orders/${placed}`);
    await page.getByTestId('order-payments').getByText(`Gift card ending in ${gift.last4}`).waitFor();
    await context.close();
  });
});

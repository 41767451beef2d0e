import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES as M } from '@shopwright/shared/admin';
import { closeShopAndBrowser, newPage, openShopAndBrowser } from './browser';
import { addToCart, fillAddressAndDelivery, fillCard, simpleBook } from './checkout-steps';
import { latestMailTo } from './outbox';
import type { RunningShop } from './server';
import { registerCustomer, signInFromHome } from './session';
import { currentPath, openAsAdmin } from './admin-session';
import { shoot } from './screenshots';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

async function api(url: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${shop.url}/api/${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** Another order of the customer, placed through the API (the first one goes through the pages). */
async function orderThroughApi(email: string, password: string, productId: number, method: 'card' | 'pay_later' = 'card'): Promise<string> {
  const login = await (
    await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).json();
  const token = String(login.access);
  expect((await api('products/add-to-cart', token, { product_id: String(productId) })).status).toBe(200);
  const card = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', holder: 'Casey Buyer' };
  const address = { full_name: 'Casey Buyer', line1: '12 Harbour Street', city: 'Portland', postal_code: '97201', country: 'US' };
  const res = await api(
    'orders',
    token,
    { shipping_address: address, shipping_method: 'standard', payment: method === 'card' ? { method, card } : { method } },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(res.status).toBe(201);
  return String(res.body.number);
}

describe('admin orders', () => {
  it('ships a customer’s order (the customer sees it shipped) and refunds part of another', async () => {
    const customer = await registerCustomer(shop.url);
    const book = await simpleBook(shop.url);
    const shopper = await newPage(browser, shop.url);
    await signInFromHome(shopper.page, customer.email, customer.password);
    await addToCart(shopper.page, book.slug);
    await shopper.page.goto('/checkout');
    await fillAddressAndDelivery(shopper.page);
    await shopper.page.getByRole('button', { name: 'Continue to payment' }).click();
    await fillCard(shopper.page, '4242 4242 4242 4242');
    await shopper.page.getByRole('button', { name: /^Pay \$/ }).click();
    await shopper.page.waitForURL('**/checkout/confirmation/*');
    const number = (await shopper.page.getByTestId('order-number').textContent())!;
    const other = await orderThroughApi(customer.email, customer.password, book.id);

    const { context, page } = await newPage(browser, shop.url);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openAsAdmin(page, '/admin/orders');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: other }).waitFor();
    await shoot(page, 'admin-orders-list');

    // Ship the order placed through the checkout.
    await page.getByRole('searchbox', { name: 'Order number' }).fill(number);
    await expect.poll(() => currentPath(page)).toBe(`/admin/orders?q=${number}`);
    await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: number }).click();
    await page.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark delivered' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    const ship = page.getByRole('dialog', { name: `Ship ${number}` });
    await ship.getByRole('button', { name: 'Mark as shipped' }).click();
    await ship.getByText('Carrier is required').waitFor();
    await ship.getByLabel('Carrier').fill('DHL Express');
    await ship.getByLabel('Tracking number').fill('JD014600003SE');
    await ship.getByRole('button', { name: 'Mark as shipped' }).click();
    await page.getByText(M.actionDone('ship')).waitFor();
    await page.getByRole('button', { name: 'Mark delivered' }).waitFor();
    await page.getByText('Order shipped with DHL Express (tracking number JD014600003SE).').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await expect.poll(async () => (await latestMailTo(shop.dataDir, customer.email)).subject).toBe(`Order ${number} has shipped`);
    expect((await latestMailTo(shop.dataDir, customer.email)).text_body).toContain('Tracking number: JD014600003SE');

    await shopper.page.goto('/orders');
    await shopper.page
      .getByRole('link', { name: new RegExp(`Order ${number}`) })
      .getByText('Shipped')
      .waitFor();
    await shopper.context.close();

    // Refund part of the other order.
    await page.goto(`/admin/orders?q=${other}`);
    await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: other }).click();
    await page.getByRole('heading', { name: `Order ${other}`, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = page.getByRole('dialog', { name: `Refund ${other}` });
    await refund.getByLabel(/^Amount/).fill('2.50');
    await refund.getByLabel('Reason').fill('Cover slightly bent');
    await refund.getByRole('button', { name: 'Refund $2.50' }).click();
    await page.getByText(M.refunded('$2.50')).waitFor();
    const transactions = page.getByRole('list', { name: 'Transactions' });
    await transactions.getByTestId('transaction').filter({ hasText: 'Refund' }).filter({ hasText: '−$2.50' }).waitFor();
    await page.getByText('Refunded $2.50: Cover slightly bent').waitFor();
    await page.getByText('Partially refunded').first().waitFor();
    await shoot(page, 'admin-orders-detail');

    // The customer's page counts both orders and takes the refund off the lifetime value.
    await page.getByRole('region', { name: 'Customer' }).getByRole('link', { name: 'Casey Buyer' }).click();
    await page.getByRole('heading', { name: 'Casey Buyer', level: 1 }).waitFor();
    const lifetime = page.getByLabel('Lifetime figures');
    await expect
      .poll(async () => (await lifetime.textContent()) ?? '')
      .toMatch(/^Orders2Lifetime value\$[\d.,]+Charged\$[\d.,]+Refunded\$2\.50/);
    for (const n of [number, other]) await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: n }).waitFor();
    await shoot(page, 'admin-orders-customer');

    // The printable invoice and the pay-later desk.
    await page.goto(`/admin/orders/${other}/invoice`);
    await page.getByRole('heading', { name: 'Invoice', level: 1 }).waitFor();
    await shoot(page, 'admin-orders-invoice');
    const invoice = await orderThroughApi(customer.email, customer.password, book.id, 'pay_later');
    await page.goto('/admin/pay-later');
    await page.getByRole('heading', { name: 'Pay later', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: invoice }) });
    await row.getByText('Today').waitFor();
    await shoot(page, 'admin-orders-pay-later');
    await row.getByRole('button', { name: 'Send reminder' }).click();
    await page
      .getByRole('dialog', { name: `Send a payment reminder for ${invoice}?` })
      .getByRole('button', { name: 'Send reminder' })
      .click();
    await page.getByText(M.reminderSent(customer.email)).waitFor();
    await expect.poll(async () => (await latestMailTo(shop.dataDir, customer.email)).subject).toBe(`Payment reminder: order ${invoice}`);
    await row.getByRole('button', { name: 'Mark as paid' }).click();
    await page
      .getByRole('dialog', { name: `Mark ${invoice} as paid?` })
      .getByRole('button', { name: 'Mark as paid' })
      .click();
    await page.getByText(M.markedPaid(invoice)).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

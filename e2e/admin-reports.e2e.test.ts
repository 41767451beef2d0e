import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@shopwright/shared/money';
import { closeShopAndBrowser, newPage, openShopAndBrowser } from './browser';
import { simpleBook } from './checkout-steps';
import type { RunningShop } from './server';
import { registerCustomer } from './session';
import { openAsAdmin } from './admin-session';
import { shoot } from './screenshots';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

async function call(path: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${shop.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, any>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** A new customer orders two copies of a book by card, through the API as the storefront does. */
async function placeOrder() {
  const customer = await registerCustomer(shop.url);
  const { access } = await call('auth/login', { email: customer.email, password: customer.password });
  const book = await simpleBook(shop.url);
  await call('products/add-to-cart', { product_id: String(book.id), quantity: 2 }, access);
  const card = {
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
    holder: 'Casey Buyer',
  };
  const address = { full_name: 'Casey Buyer', line1: '12 Harbour Street', city: 'Portland', postal_code: '97201', country: 'US' };
  const order = await call(
    'orders',
    { shipping_address: address, shipping_method: 'standard', payment: { method: 'card', card } },
    access,
    { 'idempotency-key': crypto.randomUUID() },
  );
  return { number: order.number as string, total: order.total as number, book, customer };
}

describe('admin dashboard, transactions and reports', () => {
  it('shows an order placed through the API in the figures, the transactions and the reports', async () => {
    const order = await placeOrder();
    const total = formatMoney(order.total, 'USD');
    const { context, page } = await newPage(browser, shop.url);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await openAsAdmin(page, '/admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Today' }).click();
    const revenue = page.getByRole('group', { name: 'Revenue' });
    await expect.poll(() => revenue.textContent()).toContain(total);
    expect(await page.getByRole('group', { name: 'Orders' }).textContent()).toMatch(/^Orders1/);
    await page.getByRole('link', { name: order.number }).waitFor();
    await page.getByRole('img', { name: 'Net revenue per day over the last 30 days' }).locator('.recharts-bar-rectangle').first().waitFor();
    await shoot(page, 'admin-dashboard');

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Transactions' }).click();
    await page.getByRole('heading', { name: 'Transactions', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Transactions' });
    await table.getByRole('link', { name: order.number }).first().waitFor();
    expect(await table.getByRole('row').filter({ hasText: 'Capture' }).textContent()).toContain(total);
    await page.getByLabel('Type').selectOption('capture');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(await page.getByRole('definition').nth(1).textContent()).toBe(total);
    await shoot(page, 'admin-transactions');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/transactions-.*\.csv$/);

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.getByRole('img', { name: 'Net revenue per day' }).locator('.recharts-bar-rectangle').first().waitFor();
    const sales = page.getByRole('table', { name: 'Sales by period' });
    expect(await sales.locator('tfoot').textContent()).toContain(total);
    // Only the days with sales are rows (all of this shop's orders are today's).
    expect(await sales.locator('tbody tr').count()).toBe(1);
    await page.getByLabel('Group by').selectOption('month');
    await page.getByRole('img', { name: 'Net revenue per month' }).waitFor();
    await shoot(page, 'admin-reports-sales');

    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Products' }).click();
    const products = page.getByRole('table', { name: 'Sales by product' });
    const row = products.getByRole('row').filter({ hasText: order.book.name });
    await row.waitFor();
    // Product, category, units, orders, then the money.
    expect((await row.getByRole('cell').allTextContents()).slice(2, 4)).toEqual(['2', '1']);
    await shoot(page, 'admin-reports-products');

    // The same order by category (the book's) and by customer (who bought it).
    const tabs = page.getByRole('navigation', { name: 'Reports' });
    await tabs.getByRole('link', { name: 'Categories' }).click();
    const byCategory = page.getByRole('table', { name: 'Sales by category' }).getByRole('row').filter({ hasText: 'Books' });
    await byCategory.waitFor();
    expect((await byCategory.getByRole('cell').allTextContents()).slice(1, 3)).toEqual(['2', '1']);
    await tabs.getByRole('link', { name: 'Customers' }).click();
    const byCustomer = page.getByRole('table', { name: 'Sales by customer' }).getByRole('row').filter({ hasText: order.customer.email });
    await byCustomer.waitFor();
    expect((await byCustomer.getByRole('cell').allTextContents()).slice(1, 3)).toEqual(['1', total]);

    await page.getByLabel('From', { exact: true }).fill('2030-01-02');
    await page.getByLabel('To', { exact: true }).fill('2030-01-01');
    await page.getByText('From must be on or before To').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

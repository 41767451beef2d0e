import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@shopwright/shared/money';
import { ADMIN, openAsAdmin } from './admin-session';
import { closeShopAndBrowser, DESKTOP, newPage, openShopAndBrowser, PHONE } from './browser';
import { simpleBook } from './checkout-steps';
import type { RunningShop } from './server';
import { registerCustomer } from './session';
import { shoot } from './screenshots';

let shop: RunningShop;
let browser: Browser;
let admin: string;

async function api(path: string, method = 'GET', body?: unknown, token = admin, headers: Record<string, string> = {}) {
  const res = await fetch(`${shop.url}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

interface Placed {
  id: number;
  number: string;
  total: number;
  tax: number;
  /** What the 19 % line was charged on and its tax, as the order froze them. */
  net: number;
}
let order: Placed;
/** The partial refund: 11.90 gross is 10.00 net and 1.90 VAT at 19 %. */
const REFUND = { gross: 11.9, net: 10, tax: 1.9 };

/** A customer orders a book by card to Germany, through the API as the storefront does. */
async function orderToGermany(): Promise<Placed> {
  const customer = await registerCustomer(shop.url);
  const { access } = await api('auth/login', 'POST', { email: customer.email, password: customer.password }, '');
  const book = await simpleBook(shop.url);
  await api('products/add-to-cart', 'POST', { product_id: String(book.id) }, access);
  const placed = await api(
    'orders',
    'POST',
    {
      shipping_address: { full_name: 'Kai Käufer', line1: 'Unter den Linden 1', city: 'Berlin', postal_code: '10117', country: 'DE' },
      shipping_method: 'standard',
      payment: {
        method: 'card',
        card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', holder: 'X' },
      },
    },
    access,
    { 'idempotency-key': crypto.randomUUID() },
  );
  // Goods and shipping both in the standard category: one 19 % line.
  expect(placed.taxes).toEqual([{ name: 'VAT', rate: 19, amount: placed.tax, net: expect.any(Number) }]);
  expect(placed.tax).toBeGreaterThan(0);
  return { id: placed.id, number: placed.number, total: placed.total, tax: placed.tax, net: placed.taxes[0].net };
}

beforeAll(async () => {
  ({ shop, browser } = await openShopAndBrowser());
  admin = (await api('auth/login', 'POST', ADMIN, '')).access;
  // The demo's markets already tax Germany at 19 % (zone `de`); a shop without them gets it here.
  const rates = (await api('admin/tax-rates')) as Array<{ zone: string; category: string; rate: number }>;
  if (!rates.some((r) => r.zone === 'de' && r.category === 'standard' && r.rate === 19)) {
    await api('admin/zones', 'POST', { code: 'de', name: 'Germany', members: [{ country: 'DE' }] });
    await api('admin/tax-rates', 'POST', { name: 'VAT', zone: 'de', category: 'standard', rate: 19 });
  }
  order = await orderToGermany();
  await api(`admin/orders/${order.id}/refunds`, 'POST', { amount: Math.round(REFUND.gross * 100), reason: 'One copy arrived damaged' });
});
afterAll(() => closeShopAndBrowser(shop, browser));

/** The demo shop sells in US dollars. */
const money = (v: number) => formatMoney(v, 'USD');
const today = () => new Date().toISOString().slice(0, 10);
const quarterLabel = () => `Q${Math.floor(new Date().getUTCMonth() / 3) + 1} ${new Date().getUTCFullYear()}`;
const monthLabel = () => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());

/** The cells of a row a viewer sees (hidden columns and lines left out), a line break as ` | `. */
const shown = async (row: Locator) => (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim().replace(/\s*\n\s*/g, ' | '));

/**
 * The page's controls (outside the section tabs) smaller than a 44 px touch target, and how far
 * the page runs past the viewport's right edge: what a phone must not have.
 */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    const main = document.querySelector('main')!;
    for (const el of main.querySelectorAll<HTMLElement>('a, button, input, select, textarea')) {
      if (el.closest('nav') || el.getAttribute('type') === 'hidden') continue;
      // A radio is hit through its label; a link inside running text is exempt.
      const target = el.matches('input[type=checkbox], input[type=radio]') ? (el.closest('label') ?? el) : el;
      if (getComputedStyle(target).display === 'inline') continue;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.height < 44 || box.width < 44) small.push(`${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`);
    }
    return { small, overflow: document.documentElement.scrollWidth - window.innerWidth };
  });
}

describe('admin tax report', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'on a %s, the order to Germany is a row for DE at VAT 19 with its taxable amount, tax and refund; months or quarters; CSV',
    async (kind, viewport) => {
      const phone = kind === 'phone';
      const { context, page } = await newPage(browser, shop.url, viewport);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await openAsAdmin(page, '/admin/reports');
      await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Taxes' }).click();
      await page.waitForURL('**/admin/reports/taxes');
      // The fifth tab does not fit a phone's width: the tabs scroll so that the current one shows whole.
      const current = page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Taxes' });
      await expect
        .poll(() =>
          current.evaluate((a) => {
            const tab = a.getBoundingClientRect();
            const box = a.closest('ul')!.getBoundingClientRect();
            return tab.left >= box.left && tab.right <= box.right;
          }),
        )
        .toBe(true);

      const table = page.getByRole('table', { name: 'Taxes by period, country and rate' });
      const row = table.locator('tbody tr').filter({ hasText: 'Germany' });
      await row.waitFor();
      expect(await table.locator('tbody tr').count()).toBe(1);
      // Period, country, rate, orders, taxable, tax, refunded taxable, refunded tax; phones keep period,
      // country (the rate under it), taxable and tax.
      expect(await shown(row)).toEqual(
        phone
          ? [quarterLabel(), 'Germany DE | VAT 19%', money(order.net), money(order.tax)]
          : [quarterLabel(), 'Germany DE', 'VAT 19%', '1', money(order.net), money(order.tax), money(REFUND.net), money(REFUND.tax)],
      );
      expect(await shown(table.locator('tfoot tr'))).toEqual(
        phone
          ? ['Total', '', money(order.net), money(order.tax)]
          : ['Total', '', '', '', money(order.net), money(order.tax), money(REFUND.net), money(REFUND.tax)],
      );
      const figures = page.getByRole('definition');
      expect(await figures.allTextContents()).toEqual([
        money(order.net),
        money(order.tax),
        money(REFUND.tax),
        money(order.tax - REFUND.tax),
      ]);

      // Months instead of quarters, kept in the address.
      const interval = page.getByRole('group', { name: 'Rows per' });
      await interval.getByText('Month', { exact: true }).click();
      await expect.poll(() => interval.getByRole('radio', { name: 'Month' }).isChecked()).toBe(true);
      await expect.poll(() => row.getByRole('cell').first().textContent()).toBe(monthLabel());
      expect(new URL(page.url()).searchParams.get('interval')).toBe('month');
      if (phone) expect(await layoutProblems(page)).toEqual({ small: [], overflow: 0 });

      // The CSV file of the same query.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(new RegExp(`-taxes-\\d{4}-\\d{2}-\\d{2}-to-${today()}\\.csv$`));
      const csv = readFileSync((await file.path())!, 'utf8')
        .trim()
        .split(/\r?\n/);
      expect(csv[0]).toBe('period,country,rate,tax_name,orders,taxable,tax,refunded_taxable,refunded_tax');
      expect(csv.slice(1)).toEqual([
        `${today().slice(0, 7)},DE,19,VAT,1,${order.net.toFixed(2)},${order.tax.toFixed(2)},${REFUND.net.toFixed(2)},${REFUND.tax.toFixed(2)}`,
      ]);
      await page.getByText('CSV file downloaded.').waitFor();

      await interval.getByText('Quarter', { exact: true }).click();
      await expect.poll(() => row.getByRole('cell').first().textContent()).toBe(quarterLabel());
      // The phone at its own width (the tabs scrolled as it opened), the tablet and desktop from the desktop page.
      await shoot(page, 'admin-tax-report', phone ? [390] : [820, 1280]);
      await page.setViewportSize(viewport);

      // A range without taxed orders: the empty state.
      await page.getByLabel('From', { exact: true }).fill('2020-01-01');
      await page.getByLabel('To', { exact: true }).fill('2020-03-31');
      await table.getByText('No taxed orders in this range.').waitFor();
      expect(await table.locator('tfoot').count()).toBe(0);
      await shoot(page, 'admin-tax-report-empty', [viewport.width]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('on a %s, the transactions show each call’s net and tax (under the amount on phones)', async (kind, viewport) => {
    const phone = kind === 'phone';
    const { context, page } = await newPage(browser, shop.url, viewport);
    await openAsAdmin(page, `/admin/transactions?q=${order.number}`);
    const table = page.getByRole('table', { name: 'Transactions' });
    const capture = table.locator('tbody tr').filter({ hasText: 'Capture' });
    const refund = table.locator('tbody tr').filter({ hasText: 'Refund' });
    await capture.waitFor();
    // Type (with the method), status, amount, net, tax; below 1280 px net and tax sit under the amount.
    if (phone) {
      expect((await shown(capture)).slice(-3)).toEqual([
        'Capture',
        'Succeeded',
        `${money(order.total)} | Net ${money(order.net)} | Tax ${money(order.tax)}`,
      ]);
      expect((await shown(refund)).slice(-1)).toEqual([`−${money(REFUND.gross)} | Net −${money(REFUND.net)} | Tax −${money(REFUND.tax)}`]);
      expect(await layoutProblems(page)).toEqual({ small: [], overflow: 0 });
      await shoot(page, 'admin-transactions-net-tax', [390, 820]);
    } else {
      expect((await shown(capture)).slice(-3)).toEqual([money(order.total), money(order.net), money(order.tax)]);
      expect((await shown(refund)).slice(-3)).toEqual([`−${money(REFUND.gross)}`, `−${money(REFUND.net)}`, `−${money(REFUND.tax)}`]);
      // Nine figures and the customer fit a desktop: the table does not scroll sideways.
      expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBe(0);
      await shoot(page, 'admin-transactions-net-tax', [1280]);
    }
    await context.close();
  });
});

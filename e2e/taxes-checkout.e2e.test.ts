import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_MESSAGES as M } from '@shopwright/shared/tax';
import { startViesStandIn, type ViesStandIn } from '../apps/api/test/vies-stand-in';
import { DESKTOP, launchBrowser, newPage, PHONE } from './browser';
import { addToCart, fillCard, simpleBook } from './checkout-steps';
import { ADMIN } from './admin-session';
import { shoot } from './screenshots';
import { startShop, type RunningShop } from './server';
import { registerCustomer, signInFromHome } from './session';

let shop: RunningShop;
let browser: Browser;
let vies: ViesStandIn;
let admin: string;

async function api(path: string, method = 'GET', body?: unknown, token = admin) {
  const res = await fetch(`${shop.url}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

beforeAll(async () => {
  vies = await startViesStandIn();
  vies.valid.add('IT00743110157');
  shop = await startShop({ VIES_URL: vies.url });
  browser = await launchBrowser();
  admin = (await api('auth/login', 'POST', ADMIN, '')).access;
  // A shop in France with French VAT in its prices, selling across the EU and to New York.
  for (const [code, name, members, rate] of [
    ['fr', 'France', [{ country: 'FR' }], 20],
    ['de', 'Germany', [{ country: 'DE' }], 19],
    ['it', 'Italy', [{ country: 'IT' }], 22],
    ['us-ny', 'New York', [{ country: 'US', region: 'NY' }], 8.875],
  ] as const) {
    // The demo's markets already tax some of these countries at the same rate (zones fr, de, it).
    const rates = (await api('admin/tax-rates')) as Array<{ zone: string; category: string; rate: number }>;
    if (rates.some((r) => r.zone === code && r.category === 'standard' && r.rate === rate)) continue;
    await api('admin/zones', 'POST', { code, name, members });
    await api('admin/tax-rates', 'POST', { name: 'VAT', zone: code, category: 'standard', rate });
  }
  await api('admin/settings', 'PATCH', {
    prices_include_tax: true,
    default_destination: { country: 'FR' },
    shop_country: 'FR',
    vat_id: 'FR40303265045',
    reverse_charge: true,
  });
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await vies?.close();
});

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });
const total = async (page: Page) => (await summary(page).getByTestId('order-total').textContent())!.trim();

/** Waits until the summary shows the tax row `label` (the quote for the typed address arrived). */
async function taxRow(page: Page, label: string) {
  await summary(page).getByText(label, { exact: true }).waitFor();
  await expect.poll(() => summary(page).getAttribute('aria-busy')).toBeNull();
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('taxes follow the address as a shopper types it (%s)', (name, viewport) => {
  it('France, Germany, New York, then an Italian business with a VAT number: totals change with no reload; the order keeps the reverse charge', async () => {
    const customer = await registerCustomer(shop.url);
    const book = await simpleBook(shop.url, name === 'phone' ? 0 : 1);
    const { context, page } = await newPage(browser, shop.url, viewport);
    await signInFromHome(page, customer.email, customer.password);
    await page.goto(`/products/${book.slug}`);
    await page.getByTestId('price-tax-note').getByText('incl. VAT').waitFor();
    await addToCart(page, book.slug);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page.getByLabel('Country').selectOption('FR');
    await taxRow(page, 'Incl. VAT (20%)');
    const france = await total(page);

    await page.getByLabel('Country').selectOption('DE');
    await taxRow(page, 'Incl. VAT (19%)');
    expect(await total(page)).toBe(france); // same gross: the included VAT is Germany's

    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel('State / region (optional)').fill('NY');
    await taxRow(page, 'Incl. VAT (8.875%)');

    await page.getByLabel('Country').selectOption('IT');
    await page.getByLabel('State / region (optional)').fill('');
    await taxRow(page, 'Incl. VAT (22%)');
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('ACME S.r.l.');
    await page.getByLabel('VAT number').fill('IT 00743110157');
    await summary(page).getByText(M.reverseChargeNote).waitFor();
    await expect
      .poll(() =>
        summary(page)
          .getByText(/^Incl\. VAT/)
          .count(),
      )
      .toBe(0);
    const business = await total(page);
    expect(business).not.toBe(france);
    expect(loads).toBe(0);
    await shoot(page, `taxes-checkout-${name}`, [viewport.width]);

    await page.getByLabel('Full name', { exact: true }).fill('Casey Buyer');
    await page.getByLabel('Address', { exact: true }).fill('Via Roma 1');
    await page.getByLabel('City', { exact: true }).fill('Milano');
    await page.getByLabel('Postal code', { exact: true }).fill('20121');
    await page.getByRole('button', { name: 'Continue to delivery' }).click();
    await page.getByRole('radio', { name: /Standard/ }).waitFor();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL('**/checkout/confirmation/*');
    const id = page.url().split('/').pop()!;
    const order = await api(`admin/orders/${id}`);
    expect(order).toMatchObject({
      tax: 0,
      taxes: [],
      tax_note: M.reverseChargeNote,
      buyer_vat_id: 'IT00743110157',
      shop_vat_id: 'FR40303265045',
    });
    expect(order.total.toFixed(2)).toBe(business.replace(/[^\d.]/g, ''));
    await context.close();
  });
});

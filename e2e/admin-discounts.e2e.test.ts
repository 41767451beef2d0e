import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DISCOUNT_MESSAGES as M } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import { closeShopAndBrowser, newPage, openShopAndBrowser } from './browser';
import { addToCart, fillAddressAndDelivery, fillCard, simpleBook } from './checkout-steps';
import type { RunningShop } from './server';
import { registerCustomer, signInFromHome } from './session';
import { openAsAdmin } from './admin-session';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

/** 15 % of an amount in cents, rounded like the shop rounds (half away from zero). */
const fifteenPercent = (cents: number) => Math.floor((cents * 1500 + 5000) / 10000);

describe('admin marketing: discount codes', () => {
  it('a code made in marketing works at checkout and its use shows in the admin', async () => {
    const code = `SPRING15_${Date.now().toString(36).toUpperCase()}`;
    const admin = await newPage(browser, shop.url);
    const errors: string[] = [];
    admin.page.on('pageerror', (e) => errors.push(e.message));
    await openAsAdmin(admin.page, '/admin/marketing');
    await admin.page.getByRole('table', { name: 'Discount codes' }).getByRole('link', { name: 'WELCOME10' }).waitFor();

    await admin.page.getByRole('link', { name: 'New discount code' }).click();
    await admin.page.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
    expect(await admin.page.getByRole('textbox', { name: 'Code' }).inputValue()).toBe(code);
    await admin.page.getByLabel('Percent off (%)').fill('150');
    await admin.page.getByRole('button', { name: 'Create discount code' }).click();
    await admin.page.getByText(M.percentInvalid).waitFor();
    await admin.page.getByLabel('Percent off (%)').fill('15');
    await admin.page.getByText('Shoppers get 15% off.').waitFor();
    await admin.page.getByRole('button', { name: 'Create discount code' }).click();
    await admin.page.getByText(M.created(code)).waitFor();
    await admin.page.getByRole('heading', { name: code, level: 1 }).waitFor();
    await admin.page.getByText('No order has used this code yet.').waitFor();

    const book = await simpleBook(shop.url);
    const customer = await registerCustomer(shop.url);
    const shopper = await newPage(browser, shop.url);
    await signInFromHome(shopper.page, customer.email, customer.password);
    await addToCart(shopper.page, book.slug);
    await shopper.page.goto('/checkout');
    await fillAddressAndDelivery(shopper.page);
    await shopper.page.getByLabel('Discount code').fill(code.toLowerCase());
    await shopper.page.getByRole('button', { name: 'Apply' }).click();
    const off = formatMoney(fifteenPercent(Math.round(book.sale_price * 100)) / 100, 'USD');
    await shopper.page
      .getByRole('status')
      .filter({ hasText: `Code ${code} applied: −${off}` })
      .waitFor();
    await shopper.page.getByText(`Discount (${code})`).first().waitFor();
    await shopper.page.getByRole('button', { name: 'Continue to payment' }).click();
    await fillCard(shopper.page, '4242 4242 4242 4242');
    await shopper.page.getByRole('button', { name: /^Pay \$/ }).click();
    await shopper.page.waitForURL('**/checkout/confirmation/*');
    const number = (await shopper.page.getByTestId('order-number').textContent())!;
    await shopper.context.close();

    await admin.page.reload();
    await admin.page.getByRole('heading', { name: 'Orders that used this code (1)' }).waitFor();
    const usages = admin.page.getByRole('table', { name: 'Orders that used this code' });
    await usages.getByRole('link', { name: number }).waitFor();
    await usages.getByText(`−${off}`).waitFor();
    await usages.getByText('Casey Buyer').waitFor();

    await admin.page.getByRole('link', { name: 'All discount codes' }).click();
    const row = admin.page.getByRole('table', { name: 'Discount codes' }).getByRole('row').filter({ hasText: code });
    await row.getByText('1 (no limit)').waitFor();
    await row.getByText('15% off').waitFor();
    expect(errors).toEqual([]);
    await admin.context.close();
  });
});

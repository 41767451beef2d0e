import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@shopwright/shared/admin';
import { closeShopAndBrowser, newPage, openShopAndBrowser, PHONE } from './browser';
import type { RunningShop } from './server';
import { ADMIN, currentPath } from './admin-session';

const SHOPPER = { email: 'shopper@example.com', password: 'Shopper12345' };

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

async function apiLogin(account: { email: string; password: string }) {
  const res = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  return { status: res.status, body: (await res.json()) as { access?: string; refresh?: string; code?: string } };
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('admin area: sign-in and guard', () => {
  it('sends signed-out visitors to the admin login, remembering the page', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await page.goto('/admin/customers');
    await expect.poll(() => currentPath(page)).toBe('/admin/auth/login?next=%2Fcustomers');
    await page.getByRole('heading', { name: 'Shopwright Admin' }).waitFor();
    await context.close();
  });

  it('refuses a customer at the login without keeping them signed in', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await page.goto('/admin/auth/login');
    await signIn(page, SHOPPER);
    await page.getByText(ADMIN_MESSAGES.accessDenied).waitFor();
    expect(await page.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/');
    const stored = await page.evaluate(() => [localStorage.getItem('auth'), sessionStorage.getItem('auth')]);
    expect(stored).toEqual([null, null]);
    await context.close();
  });

  it('refuses a customer signed in on the storefront on every admin page', async () => {
    const login = await apiLogin(SHOPPER);
    expect(login.status).toBe(200);
    const { context, page } = await newPage(browser, shop.url);
    await page.goto('/admin/auth/login');
    await page.evaluate((tokens) => localStorage.setItem('auth', JSON.stringify({ tokens })), {
      access: login.body.access,
      refresh: login.body.refresh,
    });
    await page.goto('/admin/settings');
    await page.getByText(ADMIN_MESSAGES.accessDenied).waitFor();
    expect(currentPath(page)).toBe('/admin/settings');
    expect(await page.getByRole('navigation', { name: 'Admin sections' }).count()).toBe(0);
    await context.close();
  });
});

describe('admin area: customers and settings', () => {
  it('lets the demo admin find, block and unblock a customer, and rename the shop', async () => {
    const { context, page } = await newPage(browser, shop.url);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto('/admin/customers');
    await page.getByRole('heading', { name: 'Shopwright Admin' }).waitFor();
    await signIn(page, ADMIN);
    await expect.poll(() => currentPath(page)).toBe('/admin/customers');
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Customers' });
    await table.getByRole('cell', { name: SHOPPER.email }).waitFor();
    expect(await table.getByRole('cell', { name: ADMIN.email }).count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search customers' }).fill('shopper');
    await expect.poll(() => currentPath(page)).toBe('/admin/customers?q=shopper');
    await table.getByRole('link', { name: 'Sam Shopper' }).click();
    await page.getByRole('heading', { name: 'Sam Shopper', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Block customer' }).click();
    const blockDialog = page.getByRole('dialog', { name: 'Block Sam Shopper?' });
    await blockDialog.getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByText(ADMIN_MESSAGES.customerBlocked).waitFor();
    await page.getByRole('button', { name: 'Unblock customer' }).waitFor();
    const refused = await apiLogin(SHOPPER);
    expect([refused.status, refused.body.code]).toEqual([403, 'ACCOUNT_BLOCKED']);

    await page.getByRole('button', { name: 'Unblock customer' }).click();
    await page.getByRole('dialog', { name: 'Unblock Sam Shopper?' }).getByRole('button', { name: 'Unblock', exact: true }).click();
    await page.getByText(ADMIN_MESSAGES.customerUnblocked).waitFor();
    await page.getByRole('button', { name: 'Block customer' }).waitFor();
    expect((await apiLogin(SHOPPER)).status).toBe(200);

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings' }).click();
    const shopName = page.getByLabel('Shop name');
    await shopName.waitFor();
    await shopName.fill('Corner Store');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText(ADMIN_MESSAGES.settingsSaved).waitFor();
    const settings = (await (await fetch(`${shop.url}/api/settings`)).json()) as { shop_name: string };
    expect(settings.shop_name).toBe('Corner Store');
    await page.getByRole('banner').getByText('Corner Store').waitFor();

    await page.getByRole('link', { name: 'Audit log' }).click();
    const log = page.getByRole('table', { name: 'Audit log' });
    await log.getByText('settings.update').waitFor();
    expect(await log.getByText('customer.block').count()).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits the customers table on a phone: e-mails wrap whole, every status stays in view', async () => {
    const { context, page } = await newPage(browser, shop.url, PHONE);
    await page.goto('/admin/customers');
    // (The shop was renamed above, so the login's heading no longer says Shopwright.)
    await page.getByLabel('Email', { exact: true }).waitFor();
    await signIn(page, ADMIN);
    const table = page.getByRole('table', { name: 'Customers' });
    const email = table.getByText(SHOPPER.email).filter({ visible: true });
    await email.waitFor();
    const layout = await page.evaluate(() => ({
      pageWidth: document.documentElement.scrollWidth,
      badgeRights: [...document.querySelectorAll('table[aria-label="Customers"] tbody tr td:last-child span')].map(
        (b) => b.getBoundingClientRect().right,
      ),
    }));
    expect(layout.pageWidth).toBeLessThanOrEqual(PHONE.width);
    expect(layout.badgeRights.length).toBeGreaterThan(0);
    for (const right of layout.badgeRights) expect(right).toBeLessThanOrEqual(PHONE.width);
    // shopper@example.com fits on one line of the name cell, rather than a letter or two a line.
    const box = await email.boundingBox();
    expect(box!.height).toBeLessThan(30);
    await context.close();
  });
});

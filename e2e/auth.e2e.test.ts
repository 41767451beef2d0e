import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@shopwright/shared/auth';
import { closeShopAndBrowser, newPage, openShopAndBrowser, PHONE } from './browser';
import { latestMailTo, linkPath } from './outbox';
import type { RunningShop } from './server';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The shop opens the login dialog when it starts signed out; tests that do not need it close it. */
async function openHome(page: Page) {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.waitFor();
  return dialog;
}

describe('navigation', () => {
  it('opens the login dialog once on start, not again on client-side navigation', async () => {
    const { context, page } = await newPage(browser, shop.url);
    const dialog = await openHome(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Contact' }).first().click();
    await page.getByRole('dialog', { name: /contact/i }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Welcome Back' }).isVisible()).toBe(false);
    await context.close();
  });

  it('lists the categories in the hover menu with the spec links, closing after the mouse leaves', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await openHome(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Categories' }).hover();
    const all = page.getByRole('link', { name: 'All Categories' });
    await all.waitFor();
    expect(await all.getAttribute('href')).toBe('/products?category=all');
    expect(await page.getByRole('link', { name: 'Electronics' }).first().getAttribute('href')).toBe('/products?category=electronics');
    await page.mouse.move(1200, 700);
    await expect.poll(() => all.isVisible(), { timeout: 2000 }).toBe(false);
    // Keyboard: Enter opens, Escape closes.
    await page.getByRole('button', { name: 'Categories' }).focus();
    await page.keyboard.press('Enter');
    await all.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => all.isVisible()).toBe(false);
    await context.close();
  });

  it('keeps guests where they are on Wishlist and Cart, with the spec messages and the login dialog', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await openHome(page);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Wishlist' }).click();
    await page.getByText('Please login to view your wishlist!').waitFor();
    await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.getByText('Please login to view your cart!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('cart-badge').textContent()).toBe('0');
    await context.close();
  });

  it('has a collapsible menu at phone width', async () => {
    const { context, page } = await newPage(browser, shop.url, PHONE);
    await openHome(page);
    await page.keyboard.press('Escape');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Books' }).waitFor();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
    await context.close();
  });
});

describe('sign up, sign in, sign out', () => {
  it('shows every sign-up rule with the spec texts', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await openHome(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    await dialog.getByText('Join Shopwright and start shopping today').waitFor();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    for (const text of [
      M.firstNameRequired,
      M.lastNameRequired,
      M.usernameRequired,
      M.emailRequired,
      M.passwordRequired,
      M.termsRequired,
    ]) {
      await dialog.getByText(text).waitFor();
    }
    await dialog.getByLabel('Email', { exact: true }).fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByLabel('Confirm Password').fill('different');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByText(M.emailInvalid).waitFor();
    await dialog.getByText(M.passwordMin).waitFor();
    await dialog.getByText(M.passwordsDoNotMatch).waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill('longenough');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByText(M.passwordComplexity).waitFor();
    // Errors are cleared 2 s after the submit.
    await expect.poll(() => dialog.getByText(M.passwordComplexity).count(), { timeout: 4000 }).toBe(0);
    await context.close();
  });

  it('signs up, is sent to /auth/login, signs in, sees the account links and signs out', async () => {
    const tag = unique();
    const email = `e2e_${tag}@example.com`;
    const { context, page } = await newPage(browser, shop.url);
    await openHome(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    await dialog.getByLabel('First Name').fill('Erin');
    await dialog.getByLabel('Last Name').fill('Tester');
    await dialog.getByLabel('Username').fill(`erin_${tag}`);
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
    await dialog.getByLabel('Confirm Password').fill('Secret123');
    await dialog.getByLabel(/I agree to the/).check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await dialog.getByText(M.registered).waitFor();
    await page.waitForURL('**/auth/login');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Remember me').uncheck();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(M.loginSuccess).waitFor();
    await page.waitForURL(`${shop.url}/`);
    await page.getByRole('link', { name: 'Account' }).waitFor();
    // "Remember me" unticked: the session lives in this tab's session storage only.
    expect(await page.evaluate(() => [localStorage.getItem('auth'), Boolean(sessionStorage.getItem('auth'))])).toEqual([null, true]);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('auth'))).toBeNull();
    await context.close();
  });

  it('shows the server message for wrong credentials', async () => {
    const { context, page } = await newPage(browser, shop.url);
    const dialog = await openHome(page);
    await dialog.getByLabel('Email', { exact: true }).fill('shopper@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong12345');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByText(M.invalidCredentials).waitFor();
    await context.close();
  });

  it('keeps a sign-in that leaves the form as it is in local storage under auth (Remember me is checked)', async () => {
    const { context, page } = await newPage(browser, shop.url);
    const dialog = await openHome(page);
    expect(await dialog.getByLabel('Remember me').isChecked()).toBe(true);
    await dialog.getByLabel('Email', { exact: true }).fill('shopper@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('Shopper12345');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('link', { name: 'Account' }).waitFor();
    const stored = await page.evaluate(() => [JSON.parse(localStorage.getItem('auth') ?? 'null'), sessionStorage.getItem('auth')]);
    expect(stored[0]?.tokens?.access).toBeTruthy();
    expect(stored[1]).toBeNull();
    await context.close();

    // The sign-in page's form is the same.
    const login = await newPage(browser, shop.url);
    await login.page.goto('/auth/login');
    expect(await login.page.getByLabel('Remember me').isChecked()).toBe(true);
    await login.context.close();
  });

  it('remembers the session across browser restarts with Remember me, and sends admins to /admin', async () => {
    const { context, page } = await newPage(browser, shop.url);
    const dialog = await openHome(page);
    await dialog.getByLabel('Email', { exact: true }).fill('shopper@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('Shopper12345');
    await dialog.getByLabel('Remember me').check();
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('link', { name: 'Account' }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'));
    expect(stored?.tokens?.access).toBeTruthy();
    const state = await context.storageState();
    await context.close();

    const again = await browser.newContext({ baseURL: shop.url, storageState: state });
    const page2 = await again.newPage();
    await page2.goto('/');
    await page2.getByRole('link', { name: 'Account' }).waitFor();
    await again.close();

    const admin = await newPage(browser, shop.url);
    const adminDialog = await openHome(admin.page);
    await adminDialog.getByLabel('Email', { exact: true }).fill('admin@example.com');
    await adminDialog.getByLabel('Password', { exact: true }).fill('Admin12345');
    await adminDialog.getByRole('button', { name: 'Sign In' }).click();
    await admin.page.waitForURL('**/admin**');
    await admin.context.close();
  });
});

describe('forgot and reset password', () => {
  it('mails a link that sets a new password once', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill('shopper@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(M.forgotPasswordSent).waitFor();
    const mail = await latestMailTo(shop.dataDir, 'shopper@example.com');
    const link = linkPath(mail, '/auth/reset-password/');
    await page.goto(link);
    await page.getByLabel('New password').fill('Changed12345');
    await page.getByLabel('Confirm Password').fill('Changed12345');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(M.passwordReset).waitFor();

    // The same link again: a clear message and a way to ask for a new one.
    await page.goto(link);
    await page.getByText(M.resetTokenInvalid).waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).waitFor();

    await page.goto('/auth/login');
    await page.getByLabel('Email', { exact: true }).fill('shopper@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Changed12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(M.loginSuccess).waitFor();
    await context.close();
  });
});

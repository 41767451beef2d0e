import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as A, ADDRESS_MESSAGES, MAX_ADDRESSES } from '@shopwright/shared/account';
import { AUTH_MESSAGES as M } from '@shopwright/shared/auth';
import { NEWSLETTER_MESSAGES } from '@shopwright/shared/newsletter';
import { ACCOUNT_COPY } from '../apps/storefront/app/features/account/account-copy';
import { closeShopAndBrowser, newPage, openShopAndBrowser, PHONE } from './browser';
import { newsletterStatus } from './outbox';
import type { RunningShop } from './server';
import { dismissLoginPrompt, registerCustomer, signInFromHome } from './session';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

type Customer = Awaited<ReturnType<typeof registerCustomer>>;
const SECTIONS = {
  Profile: 'profile',
  Addresses: 'addresses',
  Security: 'security',
  Orders: 'orders',
  Wishlist: 'wishlist',
  Newsletter: 'newsletter',
  Privacy: 'privacy',
} as const;

/** A fresh customer (signed up through the API) signed in through the login dialog, on /account. */
async function signedInOnAccount(viewport?: typeof PHONE) {
  const customer = await registerCustomer(shop.url);
  const { context, page } = await newPage(browser, shop.url, viewport);
  await signInFromHome(page, customer.email, customer.password);
  await page.goto('/account');
  await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
  return { customer, context, page };
}

async function openSection(page: Page, name: keyof typeof SECTIONS) {
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name }).click();
  await page.waitForURL(`**/account?section=${SECTIONS[name]}`);
  await page
    .getByRole('heading', { name: name === 'Security' ? 'Change password' : name === 'Privacy' ? 'Download your data' : name, level: 2 })
    .waitFor();
}

async function apiToken(customer: Pick<Customer, 'email' | 'password'>): Promise<string> {
  const res = await fetch(`${shop.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: customer.email, password: customer.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

const addressCards = (page: Page) => page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
const addressCard = (page: Page, line1: string) => addressCards(page).filter({ hasText: line1 });
const defaultBadge = (page: Page, line1: string) => addressCard(page, line1).getByText('Default', { exact: true });

async function addAddress(page: Page, fields: { name: string; line1: string; city: string; postal: string; country?: string }) {
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByLabel('Full name').fill(fields.name);
  await dialog.getByLabel('Address', { exact: true }).fill(fields.line1);
  await dialog.getByLabel('City').fill(fields.city);
  await dialog.getByLabel('Postal code').fill(fields.postal);
  if (fields.country) await dialog.getByLabel('Country').selectOption(fields.country);
  await dialog.getByRole('button', { name: 'Add address' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await addressCard(page, fields.line1).waitFor();
}

describe('account area', () => {
  it('asks guests to sign in, with the page title and noindex', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await page.goto('/account');
    await dismissLoginPrompt(page);
    await page.getByRole('heading', { name: 'Please sign in' }).waitFor();
    expect(await page.title()).toBe('Your account');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await context.close();
  });

  it('edits the profile, shows field errors from the API and keeps the change after a reload', async () => {
    const other = await registerCustomer(shop.url);
    const { customer, context, page } = await signedInOnAccount();
    const firstName = page.getByLabel('First name');
    expect(await firstName.inputValue()).toBe(customer.first_name);
    await firstName.fill('Robin');
    await page.getByLabel('Last name').fill('Updated');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(ACCOUNT_COPY.profileSaved).waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('First name').inputValue(), { timeout: 10_000 }).toBe('Robin');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Updated');

    // Another account's username: the API's message under the field.
    await page.getByLabel('Username').fill(other.username);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(M.usernameTaken).waitFor();
    await page.getByLabel('Username').fill(customer.username);

    // A new e-mail asks for the current password in the same form.
    const newEmail = `moved_${customer.username}@example.com`;
    await page.getByLabel('Email', { exact: true }).fill(newEmail);
    const password = page.getByLabel('Current password', { exact: true });
    await password.waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(A.currentPasswordRequired).waitFor();
    await password.fill('Wrong12345');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(A.currentPasswordWrong).waitFor();
    await password.fill(customer.password);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await password.waitFor({ state: 'hidden' });
    await page.getByText(`Signed in as ${newEmail}`).waitFor();
    await context.close();
  });

  it('adds addresses, sets a second one as default, edits and deletes one', async () => {
    const { context, page } = await signedInOnAccount();
    await openSection(page, 'Addresses');
    await page.getByText('You have no saved addresses yet.', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an address' });
    const country = dialog.getByLabel('Country');
    expect(await country.inputValue()).toBe('US');
    expect(await country.locator('option[value=""]').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add address' }).click();
    await dialog.getByText(ADDRESS_MESSAGES.fullNameRequired).waitFor();
    await dialog.getByText(ADDRESS_MESSAGES.postalCodeRequired).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await addAddress(page, { name: 'Casey Buyer', line1: '1 First Street', city: 'Springfield', postal: '12345' });
    await defaultBadge(page, '1 First Street').waitFor();
    await addAddress(page, { name: 'Casey Buyer', line1: '2 Second Avenue', city: 'Toronto', postal: 'M5V 2T6', country: 'CA' });
    expect(await addressCard(page, '2 Second Avenue').textContent()).toContain('Canada');
    expect(await defaultBadge(page, '2 Second Avenue').count()).toBe(0);

    await addressCard(page, '2 Second Avenue')
      .getByRole('button', { name: /^Set as default/ })
      .click();
    await page.getByText(ACCOUNT_COPY.defaultChanged).waitFor();
    await defaultBadge(page, '2 Second Avenue').waitFor();
    await expect.poll(() => defaultBadge(page, '1 First Street').count()).toBe(0);

    await addressCard(page, '1 First Street').getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit address' });
    expect(await edit.getByLabel('City').inputValue()).toBe('Springfield');
    await edit.getByLabel('Address', { exact: true }).fill('3 Third Road');
    await edit.getByRole('button', { name: 'Save address' }).click();
    await edit.waitFor({ state: 'hidden' });
    await addressCard(page, '3 Third Road').waitFor();

    await addressCard(page, '3 Third Road')
      .getByRole('button', { name: /^Delete/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
    await confirm.getByRole('button', { name: 'Delete address' }).click();
    await page.getByText(ACCOUNT_COPY.addressDeleted).waitFor();
    await expect.poll(() => addressCards(page).count()).toBe(1);

    // The section and the addresses survive a reload.
    await page.reload();
    await addressCard(page, '2 Second Avenue').waitFor({ timeout: 10_000 });
    expect(await addressCards(page).count()).toBe(1);
    await defaultBadge(page, '2 Second Avenue').waitFor();
    await context.close();
  });

  it('offers an address added in the account at checkout and ships the order there', async () => {
    const { customer, context, page } = await signedInOnAccount();
    await openSection(page, 'Addresses');
    await addAddress(page, { name: 'Casey Buyer', line1: '77 Orchard Lane', city: 'Bristol', postal: '94110' });

    // A book without sizes, so the cart line needs no choice.
    const books = (await (await fetch(`${shop.url}/api/products?category=books&in_stock=true&page_size=50`)).json()) as {
      results: { id: number }[];
    };
    const token = await apiToken(customer);
    let added = false;
    for (const { id } of books.results) {
      const res = await fetch(`${shop.url}/api/products/add-to-cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ product_id: String(id) }),
      });
      if (res.ok) {
        added = true;
        break;
      }
    }
    expect(added).toBe(true);

    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    const saved = page.getByRole('group', { name: 'Your saved addresses' }).getByRole('radio', { name: /77 Orchard Lane/ });
    expect(await saved.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue to delivery' }).click();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('radio', { name: /Pay later/ }).check();
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL('**/checkout/confirmation/*');

    const orders = (await (await fetch(`${shop.url}/api/orders`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      results: { id: number }[];
    };
    const order = (await (
      await fetch(`${shop.url}/api/orders/${orders.results[0]!.id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { shipping_address: { line1: string; city: string } };
    expect(order.shipping_address).toMatchObject({ line1: '77 Orchard Lane', city: 'Bristol' });
    await context.close();
  });

  it("shows the API's message when the address limit is reached", async () => {
    const { customer, context, page } = await signedInOnAccount();
    const token = await apiToken(customer);
    for (let i = 0; i < MAX_ADDRESSES; i++) {
      const res = await fetch(`${shop.url}/api/users/me/addresses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          full_name: 'Casey Buyer',
          line1: `${i + 1} Limit Lane`,
          city: 'Springfield',
          postal_code: '12345',
          country: 'US',
        }),
      });
      expect(res.status).toBe(201);
    }
    await openSection(page, 'Addresses');
    await expect.poll(() => addressCards(page).count(), { timeout: 10_000 }).toBe(MAX_ADDRESSES);
    await page.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an address' });
    await dialog.getByLabel('Full name').fill('One Too Many');
    await dialog.getByLabel('Address', { exact: true }).fill('21 Limit Lane');
    await dialog.getByLabel('City').fill('Springfield');
    await dialog.getByLabel('Postal code').fill('12345');
    await dialog.getByRole('button', { name: 'Add address' }).click();
    await dialog.getByText(A.addressLimit(MAX_ADDRESSES)).waitFor();
    await context.close();
  });

  it('changes the password, then signs out and signs in with the new one', async () => {
    const { customer, context, page } = await signedInOnAccount();
    await openSection(page, 'Security');
    const current = page.getByLabel('Current password', { exact: true });
    const next = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    await current.fill(customer.password);
    await next.fill('Changed123');
    await confirm.fill('Changed124');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(M.passwordsDoNotMatch).waitFor();

    await current.fill('Wrong12345');
    await confirm.fill('Changed123');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(A.currentPasswordWrong).waitFor();

    await current.fill(customer.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(A.passwordChanged).waitFor();
    // This device stayed signed in.
    await page.reload();
    await page.getByRole('heading', { name: 'Change password', level: 2 }).waitFor({ timeout: 10_000 });

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.getByLabel('Email').fill(customer.email);
    await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByText(M.invalidCredentials).waitFor();
    await signInFromHome(page, customer.email, 'Changed123');
    await context.close();
  });

  it('signs out of all devices, this one included', async () => {
    const { customer, context, page } = await signedInOnAccount();
    const other = await newPage(browser, shop.url);
    await signInFromHome(other.page, customer.email, customer.password);
    const otherRefresh = await other.page.evaluate(
      () => (JSON.parse(localStorage.getItem('auth') ?? 'null') as { tokens: { refresh: string } }).tokens.refresh,
    );

    await openSection(page, 'Security');
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await page.getByText(A.loggedOutEverywhere).waitFor();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    // The header shows the signed-out state as soon as the tokens go; the move home follows.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => [localStorage.getItem('auth'), sessionStorage.getItem('auth')])).toEqual([null, null]);

    const refresh = await fetch(`${shop.url}/api/auth/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: otherRefresh }),
    });
    expect(refresh.status).toBe(401);
    await other.context.close();
    await context.close();
  });

  it('toggles the newsletter, kept after a reload, on a phone without sideways scrolling', async () => {
    const { customer, context, page } = await signedInOnAccount(PHONE);
    await openSection(page, 'Newsletter');
    const toggle = page.getByRole('switch', { name: 'Receive the newsletter' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await page.evaluate(() => document.querySelector('main')!.scrollWidth <= window.innerWidth)).toBe(true);

    await toggle.click();
    await page.getByText(ACCOUNT_COPY.newsletterOn).waitFor();
    expect(newsletterStatus(shop.dataDir, customer.email)).toBe('confirmed');
    await page.reload();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Receive the newsletter' }).getAttribute('aria-checked'), { timeout: 10_000 })
      .toBe('true');

    await page.getByRole('switch', { name: 'Receive the newsletter' }).click();
    await page.getByText(NEWSLETTER_MESSAGES.unsubscribed).waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Receive the newsletter' }).getAttribute('aria-checked'), { timeout: 10_000 })
      .toBe('false');
    await context.close();
  });

  it('summarises orders and the wishlist with links to their pages', async () => {
    const { customer, context, page } = await signedInOnAccount();
    await openSection(page, 'Orders');
    await page.getByText(ACCOUNT_COPY.noOrders).waitFor();
    expect(await page.getByRole('link', { name: 'View all orders' }).getAttribute('href')).toBe('/orders');

    const products = (await (await fetch(`${shop.url}/api/products?page_size=1`)).json()) as { results: Array<{ id: number }> };
    const token = await apiToken(customer);
    const saved = await fetch(`${shop.url}/api/wishlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ product_id: String(products.results[0]!.id) }),
    });
    expect(saved.ok).toBe(true);
    await page.reload();
    await openSection(page, 'Wishlist');
    await page.getByText('You have 1 saved product.').waitFor();
    expect(await page.getByRole('link', { name: 'View your wishlist' }).getAttribute('href')).toBe('/wishlist');
    await context.close();
  });

  it('downloads the data, then deletes the account so signing in fails', async () => {
    const { customer, context, page } = await signedInOnAccount();
    await openSection(page, 'Privacy');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^shopwright-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as { profile: { email: string } };
    expect(data.profile.email).toBe(customer.email);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const submit = dialog.getByRole('button', { name: 'Delete my account' });
    await submit.click();
    await dialog.getByText(A.passwordRequired).waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong12345');
    await submit.click();
    await dialog.getByText(A.passwordWrong).waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
    await submit.click();
    await page.getByText(A.accountDeleted).waitFor();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    await page.goto('/');
    const login = page.getByRole('dialog', { name: 'Welcome Back' });
    await login.getByLabel('Email').fill(customer.email);
    await login.getByLabel('Password', { exact: true }).fill(customer.password);
    await login.getByRole('button', { name: 'Sign In' }).click();
    await login.getByText(M.invalidCredentials).waitFor();
    await context.close();
  });
});

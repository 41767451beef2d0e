import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeShopAndBrowser, newPage, openShopAndBrowser, PHONE } from './browser';
import { call, signIn } from './http';
import type { RunningShop } from './server';
import { registerCustomer } from './session';

// A remembered shopper's cart page is rendered on the server from the session cookie
// (docs/decisions/014-server-rendered-cart.md): its lines are in the HTML, never in a shared cache.
let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

const SESSION_COOKIE = 'sw_session';

/** A published, in-stock product without sizes or colours, so the API adds it as it is. */
async function simpleProduct() {
  const list = (await call(`${shop.url}/api/products?in_stock=true&page_size=50`)).body;
  for (const item of list.results) {
    const detail = (await call(`${shop.url}/api/products/${item.id}`)).body;
    if (detail.available_sizes.length === 0 && (detail.available_colors ?? []).length === 0 && detail.available >= 3) return detail;
  }
  throw new Error('no simple product');
}

/** Signs in on the login page, with "Remember me" ticked or not. */
async function signInOnLoginPage(page: Page, email: string, password: string, remember: boolean) {
  await page.goto('/auth/login');
  const form = page.locator('main form').first();
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  // "Remember me" starts ticked; a tap before the page's code runs is held and replayed (ADR 012),
  // so the box is changed once the page is hydrated, as setChecked checks the state at once.
  await page.waitForFunction(() => (window as { __swHydrated?: boolean }).__swHydrated === true);
  await form.getByLabel('Remember me').setChecked(remember);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await form.getByText('Login Successful!').waitFor();
}

const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
const page = (path: string, headers: Record<string, string> = {}) =>
  call(`${shop.url}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });

describe('the signed-in cart, rendered on the server', () => {
  it('sends a remembered shopper their cart lines in the HTML, private to them, and hydrates it without reading it again', async () => {
    const customer = await registerCustomer(shop.url);
    const product = await simpleProduct();
    const token = await signIn(shop.url, customer.email, customer.password);
    expect(
      (await call(`${shop.url}/api/products/add-to-cart`, { method: 'POST', token, body: { product_id: String(product.id), quantity: 2 } }))
        .status,
    ).toBe(200);

    // A guest's cart page is kept and shared before anyone signed in asks for it.
    const guestFirst = await page('/cart');
    expect(guestFirst.status).toBe(200);
    expect(guestFirst.text).not.toContain(product.name);

    const { context, page: tab } = await newPage(browser, shop.url, PHONE);
    await signInOnLoginPage(tab, customer.email, customer.password, true);
    const cookie = await sessionCookie(context);
    const stored = await tab.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'));
    expect(cookie?.value).toBe(stored.tokens.access);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    // As long as the access token: at most 15 minutes.
    expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 10 * 60_000);
    expect(cookie!.expires * 1000).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 5_000);

    // With the cookie, the HTML carries the lines, the picture and the totals; no cache may keep it.
    const mine = await page('/cart', { cookie: `${SESSION_COOKIE}=${cookie!.value}` });
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(String(mine.headers.vary)).toMatch(/\bCookie\b/);
    expect(mine.headers.etag).toBeUndefined();
    const lines = /<ul[^>]*aria-label="Cart items"[^>]*>([\s\S]*?)<\/ul>/.exec(mine.text)?.[1] ?? '';
    expect(lines).toContain(product.name);
    expect(lines).toMatch(/<img src="\/media\/products\//);
    expect(mine.text).toMatch(/data-testid="cart-total-items">2</);
    // The kept guest copy was not sent to the cookie holder, and the shopper's copy is not sent to the next guest.
    const guestAfter = await page('/cart');
    expect(guestAfter.text).not.toContain(product.name);
    expect(guestAfter.text).not.toContain(customer.email);
    expect(guestAfter.headers.etag).toBe(guestFirst.headers.etag);

    // In the browser: the lines are on screen from the first paint, stay through hydration, and
    // the page does not ask for the profile the server already sent.
    const profileReads: string[] = [];
    const errors: string[] = [];
    tab.on('request', (r) => r.url().includes('/api/users/me') && profileReads.push(r.url()));
    tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    tab.on('pageerror', (e) => errors.push(e.message));
    await tab.goto('/cart', { waitUntil: 'commit' });
    await tab.getByRole('list', { name: 'Cart items' }).getByText(product.name).waitFor();
    await tab.waitForFunction(() => (window as { __swHydrated?: boolean }).__swHydrated === true);
    await tab.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => tab.getByTestId('cart-total-items').textContent()).toBe('3');
    await expect.poll(async () => (await call(`${shop.url}/api/users/me`, { token })).body.cart.total_items).toBe(3);
    expect(profileReads).toEqual([]);
    expect(errors).toEqual([]);
    await tab.getByTestId('cart-badge').waitFor();
    expect(await tab.getByTestId('cart-badge').textContent()).toBe('3');

    // A link to the cart inside the shop renders it in the browser from its cache: no server data request.
    const dataRequests: string[] = [];
    tab.on('request', (r) => r.url().includes('.data') && dataRequests.push(r.url()));
    await tab.goto('/products');
    await tab.waitForFunction(() => (window as { __swHydrated?: boolean }).__swHydrated === true);
    await tab.getByRole('link', { name: 'Cart, 3 items' }).click();
    await tab.waitForURL('**/cart');
    await tab.getByRole('list', { name: 'Cart items' }).getByText(product.name).waitFor();
    expect(dataRequests).toEqual([]);
    expect(errors).toEqual([]);

    // Logging out removes the cookie with the stored session: the cart page is the guest's again.
    await tab.getByRole('button', { name: 'Open menu' }).click();
    await tab.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => sessionCookie(context)).toBeUndefined();
    await context.close();
  });

  it('renders for a guest with an expired, forged or malformed cookie; no API route accepts the cookie; a tab-only sign-in writes none', async () => {
    const customer = await registerCustomer(shop.url);
    const token = await signIn(shop.url, customer.email, customer.password);
    const product = await simpleProduct();
    await call(`${shop.url}/api/products/add-to-cart`, { method: 'POST', token, body: { product_id: String(product.id) } });
    const me = (await call(`${shop.url}/api/users/me`, { token })).body;
    // The same shopper's token, signed with the shop's own key, that ran out a minute ago.
    const key = new TextEncoder().encode(readFileSync(join(shop.dataDir, 'jwt-secret'), 'utf8').trim());
    const expired = await new SignJWT({ role: 'customer', typ: 'access', iat_ms: Date.now() - 16 * 60_000 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(me.id))
      .setIssuer('shopwright')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 16 * 60)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    expect((await call(`${shop.url}/api/users/me`, { token: expired })).status).toBe(401);
    for (const value of [expired, 'forged.token.value', 'not a token', 'x'.repeat(5000)]) {
      const res = await page('/cart', { cookie: `${SESSION_COOKIE}=${value}` });
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('aria-label="Cart items"');
      expect(res.headers['cache-control'] ?? '').not.toContain('private');
    }
    // The API authenticates by the Authorization header only: a valid cookie alone is a guest.
    expect((await call(`${shop.url}/api/users/me`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } })).status).toBe(401);
    expect((await page('/cart', { cookie: `${SESSION_COOKIE}=${token}` })).text).toContain(product.name);

    // A cookie that is not the stored session's (left by another sign-in): the server renders its
    // cart, but the browser then shows the stored session's own cart, never the cookie's.
    const other = await registerCustomer(shop.url);
    const otherTokens = (
      await call(`${shop.url}/api/auth/login`, { method: 'POST', body: { email: other.email, password: other.password } })
    ).body;
    const mixed = await browser.newContext({ baseURL: shop.url, viewport: PHONE });
    await mixed.addCookies([{ name: SESSION_COOKIE, value: token, url: shop.url }]);
    await mixed.addInitScript(
      (auth) => localStorage.setItem('auth', auth),
      JSON.stringify({ tokens: { access: otherTokens.access, refresh: otherTokens.refresh } }),
    );
    const mixedTab = await mixed.newPage();
    await mixedTab.goto('/cart');
    await mixedTab.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    expect(await mixedTab.getByText(product.name).count()).toBe(0);
    expect((await sessionCookie(mixed))?.value).toBe(otherTokens.access);
    await mixed.close();

    const { context, page: tab } = await newPage(browser, shop.url);
    await signInOnLoginPage(tab, customer.email, customer.password, false);
    expect(await sessionCookie(context)).toBeUndefined();
    await context.close();
  });
});

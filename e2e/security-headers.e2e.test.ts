import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@shopwright/shared/constants';
import { launchBrowser, newPage } from './browser';
import { addToCart, simpleBook } from './checkout-steps';
import { call, DEMO_ADMIN } from './http';
import { startShop, type RunningShop } from './server';
import { registerCustomer, signInFromHome } from './session';

/**
 * What the browser sees of the shop's security headers (apps/api/src/app.test.ts checks the
 * headers themselves): the storefront and the admin work under the Content-Security-Policy the
 * server really sends, without a single violation; another site's scripts cannot read the API
 * (CORS closed by default); the server sets no cookie, and signing in sets only the page's own session
 * cookie (ADR 014).
 */

let shop: RunningShop;
let browser: Browser;
/** Another origin, serving one plain page, as a third-party site would. */
let elsewhere: Server;
let elsewhereUrl: string;
beforeAll(async () => {
  shop = await startShop();
  browser = await launchBrowser();
  elsewhere = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Elsewhere</title><p>Another site</p>'),
  );
  await new Promise<void>((r) => elsewhere.listen(0, '127.0.0.1', r));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await new Promise((r) => elsewhere?.close(r));
});

interface Watch {
  /** Every CSP violation, from `securitypolicyviolation` events and from the console. */
  violations: string[];
  /** Every Set-Cookie header the shop sent. */
  cookies: string[];
  errors: string[];
}

/** Listens to everything a page of this context reports about CSP, cookies and script errors. */
async function watch(context: BrowserContext): Promise<Watch> {
  const seen: Watch = { violations: [], cookies: [], errors: [] };
  await context.exposeBinding('reportCspViolation', (_source, text: string) => void seen.violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      void report(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  context.on('console', (message) => {
    if (/content security policy|refused to (load|execute|apply|connect|frame)/i.test(message.text())) seen.violations.push(message.text());
  });
  context.on('weberror', (error) => void seen.errors.push(error.error().message));
  context.on('response', async (response) => {
    for (const header of await response.headersArray()) if (header.name.toLowerCase() === 'set-cookie') seen.cookies.push(header.value);
  });
  return seen;
}

/** The policy the browser got with the page it is showing. */
async function policyOf(page: Page, path: string): Promise<string> {
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  return (await res!.headerValue('content-security-policy')) ?? '';
}

describe('under the real Content-Security-Policy', () => {
  it('the storefront signs in, lists, shows a product, adds it to the cart, with no violation and no cookie but its own session cookie', async () => {
    const customer = await registerCustomer(shop.url);
    const book = await simpleBook(shop.url);
    const { context, page } = await newPage(browser, shop.url);
    const seen = await watch(context);

    // Scripts run from the shop's files or are the page's own inline scripts, allowed by hash
    // (no nonce, no 'unsafe-inline', no 'unsafe-eval').
    const policy = await policyOf(page, '/');
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).not.toContain('nonce-');
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);

    await signInFromHome(page, customer.email, customer.password);
    // Remembered (the default): the page keeps its access token in its session cookie too (ADR 014).
    expect((await context.cookies()).map((c) => c.name)).toEqual([SESSION_COOKIE]);

    expect(await policyOf(page, '/products?category=books')).toMatch(/script-src 'self' 'sha256-/);
    await page.getByRole('heading', { name: 'Books', level: 1 }).waitFor();
    await page.locator('article').first().waitFor();

    await addToCart(page, book.slug);
    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    await page.getByRole('group', { name: `Quantity of ${book.name}` }).waitFor();

    expect(seen.violations).toEqual([]);
    expect(seen.errors).toEqual([]);
    // The shop keeps its tokens out of cookies; any cookie it ever sends must be locked down.
    for (const cookie of seen.cookies) expect(cookie).toMatch(/(?=.*;\s*HttpOnly)(?=.*;\s*Secure)(?=.*;\s*SameSite=(Strict|Lax))/i);
    expect((await context.cookies()).map((c) => c.name)).toEqual([SESSION_COOKIE]);

    // The watch does see a violation: a picture from another site is refused by img-src.
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = 'https://tracker.example/pixel.gif';
      document.body.append(img);
    });
    await expect.poll(() => seen.violations.some((v) => v.includes('img-src') && v.includes('tracker.example'))).toBe(true);
    await context.close();
  });

  it('the admin login and, after signing in, the dashboard load with no violation', async () => {
    const { context, page } = await newPage(browser, shop.url);
    const seen = await watch(context);
    const policy = await policyOf(page, '/admin/auth/login');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);

    await page.getByLabel('Email', { exact: true }).fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // The charts draw with inline styles (allowed by style-src) once the figures are in.
    await page.getByRole('img', { name: 'Net revenue per day over the last 30 days' }).locator('svg').first().waitFor();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();

    expect(seen.violations).toEqual([]);
    expect(seen.errors).toEqual([]);
    expect(seen.cookies).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    await context.close();
  });
});

describe('CORS', () => {
  it('lets no other site read the API or send it JSON: no Access-Control-Allow-Origin, ever', async () => {
    const { context, page } = await newPage(browser, elsewhereUrl);
    const consoleLines: string[] = [];
    page.on('console', (m) => void consoleLines.push(m.text()));
    await page.goto('/');
    const attempts = await page.evaluate(async (api) => {
      const attempt = async (init?: RequestInit) => {
        try {
          const res = await fetch(`${api}/api/settings`, init);
          return `${res.type} ${res.status}`;
        } catch (err) {
          return `blocked: ${(err as Error).name}`;
        }
      };
      return [
        // A simple GET, then one that needs a preflight (JSON body, Authorization header).
        await attempt(),
        await attempt({ method: 'PATCH', headers: { 'content-type': 'application/json', authorization: 'Bearer x' }, body: '{}' }),
        // Even unread ("no-cors"), the shop's answers stay out of other sites (Cross-Origin-Resource-Policy).
        await attempt({ mode: 'no-cors' }),
      ];
    }, shop.url);
    expect(attempts).toEqual(['blocked: TypeError', 'blocked: TypeError', 'blocked: TypeError']);
    // The browser did get the answers, and says why it refused each one.
    const reasons = () => consoleLines.filter((line) => line.includes(shop.url) || line.includes('ERR_BLOCKED_BY_RESPONSE'));
    await expect.poll(() => reasons().length).toBe(3);
    expect(reasons()).toEqual([
      expect.stringContaining("blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present"),
      expect.stringContaining("blocked by CORS policy: Response to preflight request doesn't pass access control check"),
      expect.stringContaining('ERR_BLOCKED_BY_RESPONSE.NotSameOrigin'),
    ]);
    await context.close();

    // What the browser got: the GET and the preflight as it sends them, answered without any allowance.
    const origin = { origin: elsewhereUrl };
    const get = await call(`${shop.url}/api/settings`, { headers: origin });
    expect(get.status).toBe(200);
    const preflight = await call(`${shop.url}/api/orders`, {
      method: 'OPTIONS',
      headers: {
        ...origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    for (const res of [get, preflight]) {
      expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeShopAndBrowser, newPage, openShopAndBrowser, PHONE } from './browser';
import type { RunningShop } from './server';
import { dismissLoginPrompt, registerCustomer } from './session';

// Less start-up work on a phone (ADR 012): after hydrating, a page does not fetch route manifests
// (each answer re-rendered the whole page), and the parts that changed to lighter hooks still work.
let shop: RunningShop;
let browser: Browser;

beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

describe('start-up work on a phone', () => {
  it('a listing hydrates without fetching route manifests, and its buttons become ready', async () => {
    const { context, page } = await newPage(browser, shop.url, PHONE);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    const workers: string[] = [];
    page.on('worker', (w) => workers.push(new URL(w.url()).pathname));
    const refused: string[] = [];
    page.on('console', (m) => /Content Security Policy/.test(m.text()) && refused.push(m.text()));
    await page.goto('/products');
    await dismissLoginPrompt(page);
    // Hydrated: no Add to cart is marked as not ready any more.
    const cards = page.locator('article');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect.poll(() => cards.locator('button[aria-disabled="true"]').count(), { timeout: 15_000 }).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => p.startsWith('/__manifest'))).toEqual([]);
    // The browser's Intl data is loaded on a thread of its own when the page starts (ADR 032),
    // which the page's CSP allows.
    expect(workers).toContain('/intl-warm.js');
    expect(refused).toEqual([]);
    // A guest's heart still asks to sign in (the heart no longer follows the whole wishlist).
    await cards
      .first()
      .getByRole('button', { name: /^Save .* to wishlist$/ })
      .click();
    await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor();
    await context.close();
  });

  it('the sign-in dialog a guest gets loads no validation code until used; what is typed and submitted meanwhile goes through', async () => {
    const customer = await registerCustomer(shop.url);
    const { context, page } = await newPage(browser, shop.url, PHONE);
    const formCode: string[] = [];
    page.on('request', (r) => /\/zod-/.test(r.url()) && formCode.push(new URL(r.url()).pathname));
    // The validation code arrives slowly, as on a poor connection: the shopper types and submits first.
    await page.route(/\/assets\/zod-[^/]*\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await page.goto('/products');
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.waitFor();
    await page.waitForLoadState('networkidle');
    expect(formCode).toEqual([]);

    await dialog.getByLabel('Email', { exact: true }).pressSequentially(customer.email);
    await dialog.getByLabel('Password', { exact: true }).pressSequentially(customer.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByText('Login Successful!').waitFor({ timeout: 15_000 });
    expect(formCode.length).toBe(1);
    await context.close();
  });

  it('the sign-in form validates once its schema has loaded: the wrong field gets the focus, and is checked again as it changes', async () => {
    const { context, page } = await newPage(browser, shop.url, PHONE);
    await page.goto('/products');
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => dialog.getByRole('alert').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const email = dialog.getByLabel('Email', { exact: true });
    await dialog.getByText('Email is required').waitFor();
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    // Once submitted, the field is checked as the shopper types (no second submit).
    await email.pressSequentially('casey');
    await dialog.getByText('Email is invalid').waitFor();
    expect(await dialog.getByText('Email is required').count()).toBe(0);
    await context.close();
  });

  it('a tap before the code has run is not lost: it is done once the page is hydrated', async () => {
    const { context, page } = await newPage(browser, shop.url, PHONE);
    // The page's code arrives slowly (a poor connection): the shopper taps a heart before that.
    await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await page.goto('/products', { waitUntil: 'domcontentloaded' });
    const heart = page
      .locator('article')
      .first()
      .getByRole('button', { name: /^Save .* to wishlist$/ });
    await heart.dispatchEvent('click');
    expect(await page.evaluate(() => (window as { __swHydrated?: boolean }).__swHydrated === true)).toBe(false);
    // A guest's heart asks to sign in: its message shows after hydration.
    await page.getByText('Please login to use your wishlist!').waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('the footer newsletter form loads its validation when used; what is typed and submitted meanwhile is validated', async () => {
    const { context, page } = await newPage(browser, shop.url, PHONE);
    await page.route(/\/assets\/zod-[^/]*\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
    await page.goto('/products');
    await dismissLoginPrompt(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByPlaceholder('Enter your email address').pressSequentially('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect.poll(() => footer.getByText('Email is invalid').count(), { timeout: 15_000 }).toBe(1);
    expect(await footer.getByPlaceholder('Enter your email address').inputValue()).toBe('not-an-email');
    await context.close();
  });
});

describe("the guest's login dialog at start", () => {
  /** Delays the page's code, so that a key can land after the load event and before hydration. */
  const slowCode = (page: Page) =>
    page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue();
    });
  const hydrated = (page: Page) => page.evaluate(() => (window as { __swHydrated?: boolean }).__swHydrated === true);

  it('stays closed when the shopper pressed Escape before the page had started', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await slowCode(page);
    await page.goto('/products', { waitUntil: 'load' });
    await page.keyboard.press('Escape');
    expect(await hydrated(page)).toBe(false);
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    // The dialog opens within a frame of the start when it opens at all (see the next test): wait well past that.
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('dialog', { name: 'Welcome Back' }).isVisible()).toBe(false);
    // Nothing else was lost: the page works, and the dialog still opens when asked for.
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor();
    await context.close();
  });

  it('opens by itself for a guest who pressed nothing, as soon as the page has started', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await page.addInitScript(() => {
      const marks: Record<string, number> = ((window as { __marks?: Record<string, number> }).__marks = {});
      const poll = setInterval(() => {
        if ((window as { __swHydrated?: boolean }).__swHydrated) marks.started ??= performance.now();
        if (document.querySelector('dialog[open]')) {
          marks.dialog = performance.now();
          clearInterval(poll);
        }
      }, 5);
    });
    await page.goto('/products');
    await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor();
    const marks = await page.evaluate(() => (window as { __marks?: Record<string, number> }).__marks ?? {});
    expect(marks.started).toBeDefined();
    expect(marks.dialog! - marks.started!).toBeLessThan(500);
    await context.close();
  });
});

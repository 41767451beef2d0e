import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shopwright/shared/auth';
import { NOT_FOUND_REDIRECT_SECONDS } from '@shopwright/shared/constants';
import { NEWSLETTER_MESSAGES } from '@shopwright/shared/newsletter';
import { closeShopAndBrowser, DESKTOP, newPage, openShopAndBrowser, PHONE } from './browser';
import { linkPath, mailsTo, newsletterStatus } from './outbox';
import type { RunningShop } from './server';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

/** Signed out, the shop layout opens the login dialog once per page load: close it. */
async function closeLoginDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** Opens a page in a fresh context, waits for the app to run (the dialog proves it) and closes the dialog. */
async function open(path: string, viewport = DESKTOP) {
  const { context, page } = await newPage(browser, shop.url, viewport);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  await closeLoginDialog(page);
  return { context, page, errors };
}

const countOf = (page: Page, text: string | RegExp) => () => page.getByText(text).count();

describe('404 page', () => {
  it('answers an unknown path with HTTP 404 and the page title', async () => {
    const res = await fetch(`${shop.url}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>Oops! Page Not Found</title>');
  });

  it('counts down in the browser, and Cancel stops the countdown', async () => {
    const { context, page, errors } = await open('/lost-and-found');
    expect(await page.title()).toBe('Oops! Page Not Found');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops! Page Not Found');
    const seconds = page.getByTestId('countdown-seconds');
    await expect.poll(async () => Number(await seconds.textContent())).toBeLessThan(NOT_FOUND_REDIRECT_SECONDS);

    await page.getByRole('button', { name: 'Cancel redirect' }).click();
    await expect.poll(countOf(page, /Redirect cancelled/)).toBe(1);
    const stoppedAt = await seconds.textContent();
    await page.waitForTimeout(2500);
    expect(await seconds.textContent()).toBe(stoppedAt);
    expect(new URL(page.url()).pathname).toBe('/lost-and-found');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('goes to the homepage when the countdown runs out', async () => {
    const { context, page } = await open('/gone-for-good');
    await page.waitForURL((url) => url.pathname === '/', { timeout: (NOT_FOUND_REDIRECT_SECONDS + 5) * 1000 });
    await context.close();
  });

  it('searches the catalog from its search box (phone)', async () => {
    const { context, page } = await open('/missing-product', PHONE);
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Search products' });
    await search.fill('wireless headphones');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('q') === 'wireless headphones');
    await context.close();
  });
});

describe('newsletter', () => {
  it('subscribes from the footer, mails a confirmation link, confirms and unsubscribes', async () => {
    const { context, page, errors } = await open('/about');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByPlaceholder('Enter your email address');
    const subscribe = footer.getByRole('button', { name: 'Subscribe', exact: true });

    await email.fill('not-an-email');
    await subscribe.click();
    await expect.poll(() => footer.getByText(AUTH_MESSAGES.emailInvalid).count()).toBe(1);

    const address = `reader-${Date.now()}@example.com`;
    await email.fill(address);
    await subscribe.click();
    await expect.poll(() => footer.getByText(NEWSLETTER_MESSAGES.subscribeReceived).count()).toBe(1);
    expect(await email.inputValue()).toBe('');
    await expect.poll(() => mailsTo(shop.dataDir, address).length).toBe(1);
    const [mail] = mailsTo(shop.dataDir, address);
    expect(mail?.subject).toMatch(/confirm/i);
    expect(newsletterStatus(shop.dataDir, address)).toBe('pending');

    await page.goto(linkPath(mail!, '/newsletter/confirm/'));
    await closeLoginDialog(page);
    await expect.poll(() => page.getByRole('heading', { name: 'You are subscribed!' }).count()).toBe(1);
    expect(newsletterStatus(shop.dataDir, address)).toBe('confirmed');

    // Opening the unsubscribe link (as a mail scanner would) changes nothing; the button does.
    await page.goto(linkPath(mail!, '/newsletter/unsubscribe/'));
    await closeLoginDialog(page);
    const unsubscribe = page.getByRole('button', { name: 'Unsubscribe', exact: true });
    await unsubscribe.waitFor();
    expect(newsletterStatus(shop.dataDir, address)).toBe('confirmed');
    await unsubscribe.click();
    await expect.poll(countOf(page, NEWSLETTER_MESSAGES.unsubscribed)).toBe(1);
    expect(newsletterStatus(shop.dataDir, address)).toBe('unsubscribed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when a confirmation link is invalid', async () => {
    const { context, page } = await open('/newsletter/confirm/not-a-real-token');
    await expect.poll(() => page.getByRole('heading', { name: 'This link is invalid or expired' }).count()).toBe(1);
    expect(await page.getByText(NEWSLETTER_MESSAGES.invalidToken).count()).toBe(1);
    await context.close();
  });
});

describe('information pages', () => {
  it('server-renders a static page with its own title and description', async () => {
    const html = await (await fetch(`${shop.url}/shipping`)).text();
    expect(html).toMatch(/<title>Shipping Information \| [^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Delivery options[^"]*"/);
  });

  it('fits a table of long texts in its column on a desktop: the texts wrap instead of hiding past the edge', async () => {
    const { context, page, errors } = await open('/cookies');
    const region = page.getByRole('region', { name: 'Browser storage used by the shop' });
    await region.getByRole('rowheader', { name: 'sw_session' }).waitFor();
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the size guide as tables that fit a phone screen', async () => {
    const { context, page, errors } = await open('/size-guide', PHONE);
    expect(await page.title()).toMatch(/^Size Guide \| /);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Size Guide');
    expect(await page.getByRole('table').count()).toBe(3);
    // Wide tables scroll inside their own box; the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the categories as tiles linking to their listings', async () => {
    const { context, page } = await open('/categories');
    const tile = page.getByRole('main').getByRole('link', { name: /^Electronics/ });
    expect(await tile.getAttribute('href')).toBe('/products?category=electronics');
    await context.close();
  });

  it('reports the API health in plain language on the status page', async () => {
    const { context, page } = await open('/status');
    expect(await page.getByText('All systems operational').count()).toBe(1);
    expect(await page.getByText(/SQLite, answered in/).count()).toBe(1);
    const checkedAt = page.locator('time[datetime]');
    const before = await checkedAt.getAttribute('datetime');
    await page.waitForTimeout(50);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => checkedAt.getAttribute('datetime')).not.toBe(before);
    expect(await page.getByText('All systems operational').count()).toBe(1);
    await context.close();
  });
});

describe('accessibility', () => {
  it.each(['/no-such-page', '/privacy'])('has no serious or critical axe violations on %s', async (path) => {
    const { context, page } = await open(path);
    const cancel = page.getByRole('button', { name: 'Cancel redirect' });
    if (await cancel.count()) await cancel.click();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    await context.close();
  });
});

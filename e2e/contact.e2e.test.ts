import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '@shopwright/shared/support';
import { closeShopAndBrowser, newPage, openShopAndBrowser, PHONE } from './browser';
import { latestMailTo } from './outbox';
import type { RunningShop } from './server';
import { registerCustomer, signInFromHome } from './session';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

describe('contact', () => {
  it('validates, stores a ticket from the desktop dialog and acknowledges it by e-mail', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Welcome Back' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Contact' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.waitFor();
    // The form's code loads when the dialog first opens.
    await dialog.getByLabel('Inquiry type').waitFor();
    const types = await dialog.getByLabel('Inquiry type').locator('option').allTextContents();
    expect(types).toEqual(['General Inquiry', 'Order Support', 'Returns & Refunds', 'Technical Support']);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await dialog.getByText(SUPPORT_MESSAGES.subjectRequired).waitFor();
    await dialog.getByText('Name is required').waitFor();

    await dialog.getByLabel('Name').fill('Grace Guest');
    await dialog.getByLabel('Email', { exact: true }).fill('grace@example.com');
    await dialog.getByLabel('Inquiry type').selectOption('returns');
    await dialog.getByLabel('Subject').fill('Return a jacket');
    await dialog.getByLabel('Message').fill('The jacket is too small; how do I send it back?');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await dialog.getByText(/Your reference is T-\d{6}/).waitFor();
    const mail = await latestMailTo(shop.dataDir, 'grace@example.com');
    expect(mail.text_body).toMatch(/T-\d{6}/);
    await context.close();
  });

  it('sends the message of a signed-in shopper from the dialog, to the e-mail of the account', async () => {
    const account = await registerCustomer(shop.url);
    const { context, page } = await newPage(browser, shop.url);
    await signInFromHome(page, account.email, account.password);
    await page.getByRole('link', { name: 'Contact' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    // The answer goes to the account's e-mail, shown read-only beside the account's name.
    await expect.poll(() => dialog.getByLabel('Email', { exact: true }).inputValue()).toBe(account.email);
    expect(await dialog.getByLabel('Email', { exact: true }).isEditable()).toBe(false);
    expect(await dialog.getByLabel('Name').isEditable()).toBe(false);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await dialog.getByText(SUPPORT_MESSAGES.subjectRequired).waitFor();
    await dialog.getByLabel('Inquiry type').selectOption('order');
    await dialog.getByLabel('Subject').fill('Where is my parcel?');
    await dialog.getByLabel('Message').fill('It was due on Monday and has not arrived yet.');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await dialog.getByText(/Your reference is T-\d{6}/).waitFor();
    const mail = await latestMailTo(shop.dataDir, account.email);
    expect(mail.text_body).toMatch(/T-\d{6}/);
    await context.close();
  });

  it('sends the message of a signed-in shopper from the contact page', async () => {
    const account = await registerCustomer(shop.url);
    const { context, page } = await newPage(browser, shop.url);
    await signInFromHome(page, account.email, account.password);
    // How far the form's fields move once the page learns of the session: the page is rendered for
    // guests, and the signed-in form keeps the guest form's shape.
    await context.addInitScript(() => {
      const seen = { moved: 0 };
      (window as unknown as { __form: typeof seen }).__form = seen;
      type Rect = { y: number; height: number };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { sources?: Array<{ node?: Node; previousRect: Rect; currentRect: Rect }> }
        >) {
          for (const { node, previousRect: a, currentRect: b } of entry.sources ?? []) {
            if (node && document.querySelector('main form')?.contains(node))
              seen.moved = Math.max(seen.moved, Math.abs(a.y - b.y), Math.abs(a.height - b.height));
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/contact');
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
    const form = page.getByRole('region', { name: 'Contact form' });
    await expect.poll(() => form.getByLabel('Email', { exact: true }).inputValue()).toBe(account.email);
    expect(await form.getByLabel('Name').inputValue()).toBe(`${account.first_name} ${account.last_name}`);
    // It jumped up 52 px when the signed-in form was a row shorter; a font swap may nudge a pixel.
    expect(await page.evaluate(() => (window as unknown as { __form: { moved: number } }).__form.moved)).toBeLessThanOrEqual(4);
    // The address is shown whole, also in a tablet's narrower column (it was cut at 820 px); one
    // pixel is rounding (clientWidth is a whole number). A phone shows ~30 characters, then an ellipsis.
    for (const width of [1280, 820]) {
      await page.setViewportSize({ width, height: 1000 });
      expect(await form.getByLabel('Email', { exact: true }).evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth + 1)).toBe(
        true,
      );
    }
    await page.getByLabel('Subject').fill('A question about sizes');
    await page.getByLabel('Message').fill('Do your running shoes fit true to size?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(/Your reference is T-\d{6}/).waitFor();
    expect((await latestMailTo(shop.dataDir, account.email)).subject).toBeTruthy();
    await context.close();
  });

  it('is a page on phones', async () => {
    const { context, page } = await newPage(browser, shop.url, PHONE);
    await page.goto('/contact');
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send Message' }).isVisible()).toBe(true);
    await context.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_NEWSLETTER_MESSAGES, ADMIN_SUPPORT_MESSAGES } from '@shopwright/shared/admin';
import { closeShopAndBrowser, newPage, openShopAndBrowser } from './browser';
import { latestMailTo, mailsTo } from './outbox';
import type { RunningShop } from './server';
import { dismissLoginPrompt } from './session';
import { currentPath, openAsAdmin } from './admin-session';

const SHOPPER = { email: 'shopper@example.com', password: 'Shopper12345' };

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

async function postJson(url: string, body: unknown, token?: string, method = 'POST') {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${shop.url}${url}`, { method, headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('admin support', () => {
  it('lets the admin find a guest contact message, note it, and answer it by e-mail', async () => {
    const guestEmail = `grace.${Date.now().toString(36)}@example.com`;
    const guest = await newPage(browser, shop.url);
    await guest.page.goto('/');
    await dismissLoginPrompt(guest.page);
    await guest.page.getByRole('link', { name: 'Contact' }).first().click();
    const form = guest.page.getByRole('dialog', { name: 'Contact Us' });
    await form.getByLabel('Name').fill('Grace Guest');
    await form.getByLabel('Email').fill(guestEmail);
    await form.getByLabel('Inquiry type').selectOption('returns');
    await form.getByLabel('Subject').fill('Return a jacket');
    await form.getByLabel('Message').fill('The jacket is too small; how do I send it back?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const confirmation = await form.getByText(/Your reference is T-\d{6}/).textContent();
    const reference = /T-\d{6}/.exec(confirmation ?? '')![0];
    await guest.context.close();

    const { context, page } = await newPage(browser, shop.url);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openAsAdmin(page, '/admin/support');
    await page.getByRole('heading', { name: 'Support', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search tickets' }).fill(reference);
    await expect.poll(() => currentPath(page)).toBe(`/admin/support?q=${reference}`);
    await page.getByRole('table', { name: 'Tickets' }).getByRole('link', { name: 'Return a jacket' }).click();
    await page.getByRole('heading', { name: 'Return a jacket', level: 1 }).waitFor();
    await page.getByText('The jacket is too small; how do I send it back?').waitFor();

    await page.getByRole('radio', { name: 'Internal note' }).check();
    await page.getByRole('textbox', { name: 'Internal note' }).fill('Offer a free return label.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText(ADMIN_SUPPORT_MESSAGES.noteAdded).waitFor();

    await page.getByRole('radio', { name: 'Reply to customer' }).check();
    await page.getByRole('textbox', { name: `Reply to ${guestEmail}` }).fill('We have mailed you a free return label.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText(ADMIN_SUPPORT_MESSAGES.replySent(guestEmail)).waitFor();
    await page.getByText('Reply sent by e-mail').waitFor();
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('answered');

    await expect.poll(() => mailsTo(shop.dataDir, guestEmail).length, { timeout: 5000 }).toBe(2);
    const reply = await latestMailTo(shop.dataDir, guestEmail);
    expect(reply.subject).toBe(`Re: Return a jacket [${reference}]`);
    expect(reply.text_body).toContain('We have mailed you a free return label.');
    expect(mailsTo(shop.dataDir, guestEmail).some((m) => m.text_body.includes('Offer a free return label.'))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an error report from the storefront and marks it resolved', async () => {
    const errorId = `ERR-${Date.now().toString(36).toUpperCase()}`;
    const sent = await postJson('/api/support/error-reports', {
      error_id: errorId,
      type: 'server',
      code: 'ERR_UNKNOWN',
      status: 500,
      page_url: '/products/1',
      details: 'TypeError: boom',
    });
    expect(sent.status).toBe(201);

    const { context, page } = await newPage(browser, shop.url);
    await openAsAdmin(page, '/admin/support/error-reports');
    await page.getByRole('table', { name: 'Error reports' }).getByRole('link', { name: errorId }).click();
    await page.getByRole('heading', { name: `Error ${errorId}`, level: 1 }).waitFor();
    await page.getByText('TypeError: boom').waitFor();
    await page.getByRole('button', { name: 'Mark as resolved' }).click();
    await page.getByText(ADMIN_SUPPORT_MESSAGES.reportResolved).waitFor();
    await page.getByRole('button', { name: 'Reopen' }).waitFor();
    await context.close();
  });
});

describe('admin marketing: newsletter', () => {
  it('lists subscribers and sends a newsletter to the confirmed ones after a confirmation', async () => {
    const login = await postJson('/api/auth/login', SHOPPER);
    expect((await postJson('/api/users/me/newsletter', { subscribed: true }, String(login.body.access), 'PUT')).status).toBe(200);
    const pending = `pending.${Date.now().toString(36)}@example.com`;
    expect((await postJson('/api/newsletter/subscribe', { email: pending })).status).toBe(200);

    const { context, page } = await newPage(browser, shop.url);
    await openAsAdmin(page, '/admin/marketing/subscribers');
    const table = page.getByRole('table', { name: 'Subscribers' });
    await table.getByRole('cell', { name: SHOPPER.email }).waitFor();
    await table.getByRole('cell', { name: pending }).waitFor();

    await page.getByRole('navigation', { name: 'Marketing sections' }).getByRole('link', { name: 'Newsletters' }).click();
    await page.getByRole('link', { name: 'Write a newsletter' }).click();
    await page.getByLabel('Subject', { exact: true }).fill('Summer sale');
    await page.getByLabel('Text', { exact: true }).fill('Everything is 20% off this week.');
    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this newsletter?' });
    const send = dialog.getByRole('button', { name: /^Send to \d+ confirmed subscribers?$/ });
    await send.waitFor();
    const recipients = Number(/\d+/.exec((await send.textContent()) ?? '')![0]);
    await send.click();
    await page.getByText(ADMIN_NEWSLETTER_MESSAGES.sent(recipients)).waitFor();
    await page.getByRole('heading', { name: 'Summer sale', level: 1 }).waitFor();

    await expect.poll(() => mailsTo(shop.dataDir, SHOPPER.email).some((m) => m.subject === 'Summer sale'), { timeout: 5000 }).toBe(true);
    expect(mailsTo(shop.dataDir, pending).some((m) => m.subject === 'Summer sale')).toBe(false);
    await context.close();
  });
});

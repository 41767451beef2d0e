import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CREDIT_MESSAGES, GIFT_CARD_ALPHABET, GIFT_CARD_CSV_COLUMNS } from '@shopwright/shared/credit';
import { RETURN_MESSAGES } from '@shopwright/shared/returns';
import { closeShopAndBrowser, DESKTOP, newPage, openShopAndBrowser, PHONE } from './browser';
import { call, DEMO_ADMIN, signIn } from './http';
import { latestMailTo } from './outbox';
import type { RunningShop } from './server';
import { registerCustomer } from './session';
import { simpleBook } from './checkout-steps';
import { currentPath, openAsAdmin } from './admin-session';
import { adminVariants, productWithVariants } from './variant-fixtures';
import { shoot } from './screenshots';

let shop: RunningShop;
let browser: Browser;
let adminToken: string;
let adminTokens: { access: string; refresh: string };
beforeAll(async () => {
  ({ shop, browser } = await openShopAndBrowser());
  const login = await call(`${shop.url}/api/auth/login`, { method: 'POST', body: DEMO_ADMIN });
  adminTokens = { access: login.body.access as string, refresh: login.body.refresh as string };
  adminToken = adminTokens.access;
});
afterAll(() => closeShopAndBrowser(shop, browser));

const api = (
  path: string,
  token: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
  headers: Record<string, string> = {},
) => call(`${shop.url}/api/${path}`, { method, body, token, headers });

/** `POST orders` by test card to a US address, Standard delivery. */
const orderBody = () => ({
  shipping_address: { full_name: 'Casey Buyer', line1: '12 Harbour Street', city: 'Portland', postal_code: '97201', country: 'US' },
  shipping_method: 'standard',
  payment: {
    method: 'card',
    card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', holder: 'Casey Buyer' },
  },
});

/**
 * A customer's card order of one sized item, taken to delivered by staff through the API, and the
 * customer's request (through the API too) to exchange it for another size of the same product, or
 * to have their money back.
 */
async function returnRequest(skip: number, resolution: 'exchange' | 'refund' = 'exchange') {
  const customer = await registerCustomer(shop.url);
  const token = await signIn(shop.url, customer.email, customer.password);
  const product = await productWithVariants(shop.url, skip);
  // A colour with two sizes in stock at one price: the first is bought, the second asked for in exchange.
  const variants = (await adminVariants(shop.url, adminToken, product.id)).filter((v) => !v.retired_at && v.stock > 2 && v.size);
  const bought = variants.find(
    (v) =>
      resolution === 'refund' ||
      variants.some((o) => o.id !== v.id && o.color === v.color && o.effective_sale_price === v.effective_sale_price),
  );
  if (!bought) throw new Error(`no two sizes of one colour in stock for ${product.name}`);
  const added = await api('products/add-to-cart', token, { product_id: String(product.id), color: bought.color, size: bought.size });
  expect(added.status, added.text).toBe(200);
  const placed = await api('orders', token, orderBody(), 'POST', { 'idempotency-key': crypto.randomUUID() });
  expect(placed.status, placed.text).toBe(201);
  const orderId = placed.body.id as number;
  for (const body of [{ action: 'ship', carrier: 'UPS', tracking_number: '1Z999AA10123456784' }, { action: 'deliver' }]) {
    const res = await api(`admin/orders/${orderId}/actions`, adminToken, body);
    expect(res.status, res.text).toBe(200);
  }
  const eligibility = await api(`orders/${orderId}/returns`, token);
  expect(eligibility.status, eligibility.text).toBe(200);
  const line = eligibility.body.lines[0];
  const options = (
    line.exchange_options as Array<{ variant_id: number; color: string | null; in_stock: boolean; price_difference: number }>
  ).filter((o) => o.in_stock && o.color === bought.color && o.price_difference === 0);
  const into = options[0];
  if (!into && resolution === 'exchange')
    throw new Error(`no other size of ${product.name} to exchange into: ${JSON.stringify(line.exchange_options)}`);
  const asked = await api(`orders/${orderId}/returns`, token, {
    lines: [
      resolution === 'exchange'
        ? { order_line_id: line.order_line_id, quantity: 1, resolution, exchange_variant_id: into!.variant_id }
        : { order_line_id: line.order_line_id, quantity: 1, resolution },
    ],
    reason: resolution === 'exchange' ? 'wrong_size' : 'changed_mind',
    comment: resolution === 'exchange' ? 'Too small, I need the next size up.' : null,
  });
  expect(asked.status, asked.text).toBe(201);
  return { customer, number: asked.body.number as string, into, orderNumber: placed.body.number as string };
}

/** Photographs the page at the test's width, then gives the page that width back (`shoot` ends on the desktop size). */
async function snap(page: Page, name: string, viewport: { width: number; height: number }) {
  await shoot(page, name, [viewport.width]);
  await page.setViewportSize(viewport);
}

/**
 * Opens the page at `path` as the demo admin, in a browser page of the given width: signing in on
 * the login page (`viaLogin`), or already signed in (the tokens stored as "Remember me" stores them),
 * which keeps the file under the login rate limits of one address.
 */
async function adminPage(path: string, viewport: { width: number; height: number }, viaLogin = false) {
  const { context, page } = await newPage(browser, shop.url, viewport);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  if (viaLogin) {
    await openAsAdmin(page, path);
  } else {
    await context.addInitScript((auth) => window.localStorage.setItem('auth', auth), JSON.stringify({ tokens: adminTokens }));
    await page.goto(path);
  }
  return { context, page, errors };
}

/** Every button, link and field of the page's main area that is visible is at least 44 px tall. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // A dialog grows in as it opens: measure once it stands still.
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
    const found: string[] = [];
    const scope = document.querySelector('dialog[open]') ?? document.querySelector('main');
    for (const el of scope?.querySelectorAll<HTMLElement>('button, a[href], input:not([type=checkbox]):not([type=radio]), select') ?? []) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Links inside running text (a sentence or a fact) are not targets of their own.
      if (el.tagName === 'A' && el.closest('p, dd, td span, li p')) continue;
      if (box.height < 43.5)
        found.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim()}" ${Math.round(box.height)}px`,
        );
    }
    return found;
  });
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('admin returns, gift cards and store credit (%s)', (label, viewport) => {
  it('processes an exchange from the Returns inbox: approve, receive with restock, ship the exchange', async () => {
    const request = await returnRequest(label === 'phone' ? 0 : 1);
    const { context, page, errors } = await adminPage('/admin/returns', viewport, true);
    await page.getByRole('heading', { name: 'Returns', level: 1 }).waitFor();
    await page
      .getByRole('list', { name: 'Returns by status' })
      .getByRole('link', { name: /^Requested \d+$/ })
      .click();
    await expect.poll(() => currentPath(page)).toBe('/admin/returns?status=requested');
    await page.getByRole('searchbox', { name: 'Return or order number' }).fill('shoes');
    await page.getByText(RETURN_MESSAGES.searchInvalid).waitFor();
    await page.getByRole('searchbox', { name: 'Return or order number' }).fill(request.number);
    await expect.poll(() => currentPath(page)).toBe(`/admin/returns?status=requested&q=${request.number}`);
    const row = page.getByRole('table', { name: 'Returns' }).getByRole('row').filter({ hasText: request.number });
    await row.getByText('Requested').waitFor();
    await snap(page, `admin-returns-inbox-${label}`, viewport);
    await row.getByRole('link', { name: request.number }).click();

    await page.getByRole('heading', { name: `Return ${request.number}`, level: 1 }).waitFor();
    await page.getByText('Too small, I need the next size up.').waitFor();
    await page.getByRole('region', { name: 'Order and customer' }).getByRole('link', { name: request.orderNumber }).waitFor();
    await page.getByRole('list', { name: 'Timeline' }).getByRole('listitem').first().waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, `admin-return-requested-${label}`, viewport);

    // Approve, with a message to the customer.
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const approve = page.getByRole('dialog', { name: `Approve ${request.number}?` });
    await approve.getByLabel('Message to the customer (optional)').fill('Please pack the shoes in their box.');
    expect(await smallTargets(page)).toEqual([]);
    await approve.getByRole('button', { name: 'Approve return' }).click();
    await page.getByText(RETURN_MESSAGES.actionDone('approve')).waitFor();
    await page.getByText('Please pack the shoes in their box.').first().waitFor();
    await expect
      .poll(async () => (await latestMailTo(shop.dataDir, request.customer.email)).text_body)
      .toContain('Please pack the shoes in their box.');

    // Receive: nothing counted is refused with the field's message, then the one item back in stock.
    await page.getByRole('button', { name: 'Mark received' }).click();
    const receive = page.getByRole('dialog', { name: `Receive items of ${request.number}` });
    const count = receive.getByRole('textbox', { name: /^Received now/ });
    await count.fill('2');
    await receive.getByRole('button', { name: 'Mark received' }).click();
    await receive.getByText(RETURN_MESSAGES.receiveTooMany(1)).waitFor();
    await count.fill('1');
    expect(await receive.getByRole('checkbox', { name: /^Restock/ }).isChecked()).toBe(true);
    await snap(page, `admin-return-receive-${label}`, viewport);
    await receive.getByRole('button', { name: 'Mark received' }).click();
    await page.getByText(RETURN_MESSAGES.actionDone('receive')).waitFor();
    const quantities = page.getByRole('list', { name: 'Returned items' }).getByRole('definition');
    await expect.poll(async () => (await quantities.allTextContents()).slice(0, 3)).toEqual(['1', '1', '1']);

    // Ship the exchange.
    await page.getByRole('button', { name: 'Ship exchange' }).click();
    const ship = page.getByRole('dialog', { name: `Ship the exchange of ${request.number}` });
    await ship.getByLabel('Tracking number (optional)').fill('1Z999AA10123456799');
    const owed = ship.getByRole('checkbox', { name: /has paid the difference/ });
    if (await owed.count()) await owed.check();
    await ship.getByRole('button', { name: 'Ship exchange' }).click();
    await page.getByText(RETURN_MESSAGES.actionDone('ship_exchange')).waitFor();
    await page
      .getByRole('heading', { name: `Return ${request.number}`, level: 1 })
      .locator('..')
      .getByText('Exchanged')
      .waitFor();
    await page.getByText('1Z999AA10123456799').first().waitFor();
    expect(await page.getByRole('button', { name: 'Ship exchange' }).count()).toBe(0);
    await snap(page, `admin-return-exchanged-${label}`, viewport);

    // The dashboard counts it.
    await page.goto('/admin');
    const card = page.getByRole('region', { name: 'Returns' });
    await card.getByRole('link', { name: /^Exchanged [1-9]\d*$/ }).waitFor();
    await snap(page, `admin-dashboard-returns-${label}`, viewport);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refunds a received return to the card it was paid with, and the ledger counts it under Card', async () => {
    const request = await returnRequest(label === 'phone' ? 0 : 1, 'refund');
    const detail = await api(`admin/returns/${request.number}`, adminToken);
    const { context, page, errors } = await adminPage(`/admin/returns/${request.number}`, viewport);
    await page.getByRole('heading', { name: `Return ${request.number}`, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Approve ${request.number}?` })
      .getByRole('button', { name: 'Approve return' })
      .click();
    await page.getByText(RETURN_MESSAGES.actionDone('approve')).waitFor();
    await page.getByRole('button', { name: 'Mark received' }).click();
    const receive = page.getByRole('dialog', { name: `Receive items of ${request.number}` });
    await receive.getByRole('checkbox', { name: /^Restock/ }).uncheck();
    await receive.getByRole('button', { name: 'Mark received' }).click();
    await page.getByText(RETURN_MESSAGES.actionDone('receive')).waitFor();

    // The refund says what it pays (the item's paid share with its tax, the shipping as chosen); more than that is refused.
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = page.getByRole('dialog', { name: `Refund ${request.number}` });
    const paid = detail.body.lines[0].unit_amount as number;
    await refund.getByText(`come to $${paid.toFixed(2)} with their tax`).waitFor();
    await refund.getByLabel(/^Amount/).fill('100000');
    await refund.getByRole('button', { name: /^Refund \$/ }).click();
    await refund.getByText(/^The refund can be at most /).waitFor();
    await refund.getByLabel(/^Amount/).fill('');
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, `admin-return-refund-${label}`, viewport);
    await refund.getByRole('button', { name: /^Refund \$/ }).click();
    await page.getByText(RETURN_MESSAGES.actionDone('refund')).waitFor();
    const money = page.getByRole('region', { name: 'Order and customer' }).getByLabel('Money');
    await money
      .getByText(`$${paid.toFixed(2)}`)
      .first()
      .waitFor();
    await page
      .getByRole('heading', { name: `Return ${request.number}`, level: 1 })
      .locator('..')
      .getByText('Refunded')
      .waitFor();
    await snap(page, `admin-return-refunded-${label}`, viewport);

    await page.goto('/admin/transactions');
    const card = page.getByRole('region', { name: 'Refunds by method' }).getByRole('definition').first();
    await expect.poll(async () => (await card.textContent()) ?? '').toMatch(/^\$[1-9][\d,]*\.\d{2}[1-9]\d* refunds?$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('issues a gift card (its code shown once) and disables it', async () => {
    const { context, page, errors } = await adminPage('/admin/gift-cards', viewport);
    await page.getByRole('heading', { name: 'Gift cards', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Issue gift card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue a gift card' });
    await dialog.getByRole('button', { name: 'Issue gift card' }).click();
    await dialog.getByText(CREDIT_MESSAGES.amountInvalid).waitFor();
    await dialog.getByLabel(/^Value/).fill('25');
    await dialog.getByLabel('Note (optional)').fill('Apology for a late parcel');
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, `admin-gift-card-issue-${label}`, viewport);
    await dialog.getByRole('button', { name: 'Issue gift card' }).click();

    const issued = page.getByRole('dialog', { name: 'Gift card of $25.00' });
    const code = (await issued.getByTestId('secret-once').textContent())!;
    expect(code).toMatch(new RegExp(`^([${GIFT_CARD_ALPHABET}]{4}-){3}[${GIFT_CARD_ALPHABET}]{4}$`));
    const last4 = code.slice(-4);
    await page.getByText(CREDIT_MESSAGES.issued(last4)).waitFor();
    await issued.getByRole('button', { name: 'Copy' }).click();
    await issued.getByRole('button', { name: 'Copied' }).waitFor();
    await snap(page, `admin-gift-card-code-${label}`, viewport);
    await issued.getByRole('link', { name: 'Open the card’s page' }).click();

    await page.getByRole('heading', { name: `Gift card •••• •••• •••• ${last4}`, level: 1 }).waitFor();
    // The code is never shown again.
    expect(await page.getByText(code).count()).toBe(0);
    await page.getByRole('list', { name: 'Gift card history' }).getByText('Issued').waitFor();
    await page.getByRole('button', { name: 'Disable card' }).click();
    await page
      .getByRole('dialog', { name: `Disable •••• •••• •••• ${last4}?` })
      .getByRole('button', { name: 'Disable card' })
      .click();
    await page.getByText(CREDIT_MESSAGES.saved(last4)).waitFor();
    await page.getByRole('button', { name: 'Enable card' }).waitFor();
    await page.getByText('Status: Disabled').waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, `admin-gift-card-detail-${label}`, viewport);

    // The list finds it by its last 4, disabled; the code's shape is checked before asking.
    await page.goto('/admin/gift-cards');
    await page.getByRole('searchbox', { name: 'Last 4 of the code' }).fill('10');
    await page.getByText(CREDIT_MESSAGES.last4Invalid).waitFor();
    await page.getByRole('searchbox', { name: 'Last 4 of the code' }).fill(last4.toLowerCase());
    await expect.poll(() => currentPath(page)).toBe(`/admin/gift-cards?last4=${last4.toLowerCase()}`);
    await page.getByText(CREDIT_MESSAGES.last4Invalid).waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'Gift cards' }).getByRole('row').filter({ hasText: last4 });
    await row.getByText('Disabled').waitFor();
    await row.getByText('$25.00').first().waitFor();
    await snap(page, `admin-gift-cards-${label}`, viewport);

    // Three more at once: their codes come as a CSV file.
    await page.getByRole('button', { name: 'Issue in bulk' }).click();
    const bulk = page.getByRole('dialog', { name: 'Issue gift cards in bulk' });
    await bulk.getByLabel('Number of cards').fill('3');
    await bulk.getByLabel(/^Value/).fill('10');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      bulk.getByRole('button', { name: 'Issue and download CSV' }).click(),
    ]);
    await page.getByText(CREDIT_MESSAGES.bulkIssued(3)).waitFor();
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(GIFT_CARD_CSV_COLUMNS.join(','));
    expect(csv.slice(1).map((row) => row.split(',').slice(1, 4).join(','))).toEqual(
      Array(3).fill(expect.stringMatching(/^[A-Z2-9]{4},10\.00,USD$/)),
    );
    await page.getByRole('dialog', { name: '3 gift cards issued' }).getByRole('button', { name: 'Done' }).click();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('grants store credit on a customer page, and refuses to deduct more than the balance', async () => {
    const customer = await registerCustomer(shop.url);
    const list = await api(`admin/customers?q=${encodeURIComponent(customer.email)}`, adminToken);
    const id = list.body.results[0].id as number;
    const { context, page, errors } = await adminPage(`/admin/customers/${id}`, viewport);
    await page.getByRole('heading', { name: 'Casey Buyer', level: 1 }).waitFor();
    const credit = page.getByRole('region', { name: 'Store credit' });
    await credit.getByText('No store credit movement yet.').waitFor();
    await credit.getByRole('button', { name: 'Grant or deduct' }).click();
    const dialog = page.getByRole('dialog', { name: 'Store credit for Casey Buyer' });
    await dialog.getByLabel(/^Amount/).fill('15');
    await dialog.getByRole('button', { name: 'Grant credit' }).click();
    await dialog.getByText(CREDIT_MESSAGES.reasonRequired).waitFor();
    await dialog.getByLabel('Reason').fill('Sorry for the late delivery');
    expect(await smallTargets(page)).toEqual([]);
    await snap(page, `admin-store-credit-dialog-${label}`, viewport);
    await dialog.getByRole('button', { name: 'Grant credit' }).click();
    await page.getByText(CREDIT_MESSAGES.creditGranted).waitFor();
    await credit.getByLabel('Store credit balances').getByText('$15.00').waitFor();
    const ledger = credit.getByRole('list', { name: 'Store credit ledger' });
    await ledger.getByText('Sorry for the late delivery').waitFor();
    await ledger.getByText('+$15.00').waitFor();

    await credit.getByRole('button', { name: 'Grant or deduct' }).click();
    await dialog.getByText('Deduct', { exact: true }).click();
    await dialog.getByLabel(/^Amount/).fill('20');
    await dialog.getByLabel('Reason').fill('Correction');
    await dialog.getByRole('button', { name: 'Deduct credit' }).click();
    await dialog.getByText(CREDIT_MESSAGES.creditBelowZero('$15.00')).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await snap(page, `admin-store-credit-${label}`, viewport);

    // The customer spends the credit on an order paid partly by card: its page lists both payments.
    const token = await signIn(shop.url, customer.email, customer.password);
    const book = await simpleBook(shop.url);
    // Enough copies that the card pays the rest after the $15.00 of credit.
    const quantity = Math.ceil(20 / Number(book.price));
    expect((await api('products/add-to-cart', token, { product_id: String(book.id), quantity })).status).toBe(200);
    const placed = await api('orders', token, { ...orderBody(), use_store_credit: true }, 'POST', {
      'idempotency-key': crypto.randomUUID(),
    });
    expect(placed.status, placed.text).toBe(201);
    await page.goto(`/admin/orders/${placed.body.id}`);
    const payments = page.getByRole('list', { name: 'Payments' });
    await payments.getByRole('listitem').filter({ hasText: 'Store credit' }).getByText('$15.00').waitFor();
    await payments.getByText('Card · Visa •••• 4242').waitFor();
    await snap(page, `admin-order-split-payment-${label}`, viewport);

    // The ledger's refunds by method, and the return window among the settings.
    await page.goto('/admin/transactions');
    const byMethod = page.getByRole('region', { name: 'Refunds by method' });
    for (const method of ['Card', 'Pay later', 'Card (Stripe)', 'Gift card', 'Store credit'])
      await byMethod.getByText(method, { exact: true }).waitFor();
    await snap(page, `admin-transactions-${label}`, viewport);
    await page.goto('/admin/settings');
    expect(await page.getByLabel('Return window (days)').inputValue()).toBe('30');
    expect(errors).toEqual([]);
    await context.close();
  });
});

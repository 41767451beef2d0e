import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, openAsAdmin } from './admin-session';
import { launchBrowser, newPage, PHONE } from './browser';
import { call, DEMO_ADMIN, signIn } from './http';
import { shoot } from './screenshots';
import { startShop, type RunningShop } from './server';

interface Hit {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on this machine: records each POST; `hold` keeps answers back (a receiver that hangs). */
async function receiver() {
  const hits: Hit[] = [];
  const held: ServerResponse[] = [];
  let hold = false;
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      hits.push({ headers: req.headers, body });
      if (hold) held.push(res);
      else res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    hits,
    hold: (on: boolean) => (hold = on),
    close: () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

const verify = (secret: string, hit: Hit) => {
  const [, ts, sig] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(hit.headers['shopwright-signature']))!;
  return sig === createHmac('sha256', secret).update(`${ts}.${hit.body}`).digest('hex');
};

async function firstProductId(url: string): Promise<number> {
  const res = await call(`${url}/api/products?page_size=1`);
  return res.body.results[0].id as number;
}

describe('admin: Settings → API tokens and Webhooks', () => {
  let shop: RunningShop;
  let browser: Browser;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    hooks = await receiver();
    shop = await startShop({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await hooks?.close();
  });

  it('serves the sitemap, robots.txt, icon and product feed ahead of the storefront', async () => {
    const sitemap = await call(`${shop.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.text).toContain(`<loc>${shop.url}/products/${await firstProductId(shop.url)}</loc>`);
    const robots = await call(`${shop.url}/robots.txt`);
    expect(robots.text).toContain(`Sitemap: ${shop.url}/sitemap.xml`);
    expect((await call(`${shop.url}/favicon.ico`)).status).toBe(200);
    const feed = await call(`${shop.url}/feeds/google-products.xml`);
    expect(feed.status).toBe(200);
    expect(feed.text).toMatch(/<g:price>\d+\.\d{2} USD<\/g:price>/);
  });

  it('creates a token with scopes, shows it once, lists its last use and revokes it', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await openAsAdmin(page, '/admin/settings/api-tokens');
    await page.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await dialog.getByText('Choose at least one scope').waitFor();
    await dialog.getByLabel('Name').fill('Warehouse sync');
    await dialog.getByLabel('orders:read').check();
    await dialog.getByRole('button', { name: 'Create token' }).click();
    const token = (await dialog.getByTestId('secret-once').textContent())!.trim();
    expect(token).toMatch(/^swt_/);
    await shoot(page, 'integrations-token-created', [390, 820, 1280]);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('row').filter({ hasText: 'Warehouse sync' });
    await row.getByText('Never').waitFor({ state: 'attached' });
    expect((await call(`${shop.url}/api/admin/orders`, { token })).status).toBe(200);
    expect((await call(`${shop.url}/api/admin/customers`, { token })).status).toBe(403);
    await page.reload();
    await expect.poll(async () => (await row.textContent()) ?? '').not.toContain('Never');
    expect(await page.content()).not.toContain(token);
    await shoot(page, 'integrations-tokens', [390, 820, 1280]);

    await row.getByRole('button', { name: 'Revoke Warehouse sync' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke token' }).click();
    await row.getByText('Revoked').waitFor();
    expect((await call(`${shop.url}/api/admin/orders`, { token })).status).toBe(401);

    const admin = await signIn(shop.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const audit = await call(`${shop.url}/api/admin/audit-log?page_size=50`, { token: admin });
    const actions = (audit.body.results as Array<{ action: string }>).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['api_token.create', 'api_token.revoke']));
    await context.close();
  });

  it('adds a webhook, shows its secret once, lists deliveries with status and resends one', async () => {
    const { context, page } = await newPage(browser, shop.url);
    await openAsAdmin(page, '/admin/settings/webhooks');
    await page.getByText('No webhooks yet.').waitFor();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('URL').fill('ftp://nowhere');
    await dialog.getByLabel('product.updated').check();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await dialog.getByText('URL must be an absolute http:// or https:// address').waitFor();
    await dialog.getByLabel('URL').fill(hooks.url);
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    const secret = (await dialog.getByTestId('secret-once').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const admin = await signIn(shop.url, ADMIN.email, ADMIN.password);
    const productId = await firstProductId(shop.url);
    const changed = await call(`${shop.url}/api/admin/products/${productId}`, {
      method: 'PATCH',
      token: admin,
      body: { name: 'Webhook Lamp' },
    });
    expect(changed.status, changed.text).toBe(200);
    await expect.poll(() => hooks.hits.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    expect(verify(secret, hooks.hits[0]!)).toBe(true);
    expect(JSON.parse(hooks.hits[0]!.body)).toMatchObject({
      type: 'product.updated',
      data: { product: { id: productId, name: 'Webhook Lamp' } },
    });

    await page.reload();
    const delivery = page.getByRole('row').filter({ hasText: 'product.updated' });
    await delivery.getByText('delivered').waitFor();
    await delivery.getByText('HTTP 200').waitFor({ state: 'attached' });
    await shoot(page, 'integrations-webhooks', [390, 820, 1280]);
    await delivery.getByRole('button', { name: /^Resend product\.updated/ }).click();
    await page.getByText('Delivery queued again.').waitFor();
    await expect.poll(() => hooks.hits.length, { timeout: 15_000 }).toBe(2);
    expect(JSON.parse(hooks.hits[1]!.body).id).toBe(JSON.parse(hooks.hits[0]!.body).id);

    await page.getByRole('button', { name: 'Roll secret' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Roll secret' }).click();
    const rolled = (await page.getByTestId('secret-once').textContent())!.trim();
    expect(rolled).not.toBe(secret);
    await page.getByRole('button', { name: 'Done' }).click();
    await context.close();

    const { context: phone, page: small } = await newPage(browser, shop.url, PHONE);
    await openAsAdmin(small, '/admin/settings/webhooks');
    await small.getByRole('button', { name: 'Roll secret' }).waitFor();
    const tooSmall = await small.evaluate(() =>
      [...document.querySelectorAll('main button')]
        .filter((b) => b.getBoundingClientRect().height > 0 && b.getBoundingClientRect().height < 44)
        .map((b) => b.textContent),
    );
    expect(tooSmall).toEqual([]);
    await phone.close();
  });
});

describe('webhook deliveries survive a restart', () => {
  it('delivers, after a restart, an event whose delivery was in flight when the server was killed', async () => {
    const hooks = await receiver();
    const dataDir = mkdtempSync(join(tmpdir(), 'sw-e2e-webhooks-'));
    const env = { WEBHOOKS_ALLOW_PRIVATE: 'true' };
    let shop = await startShop(env, { dataDir });
    try {
      const admin = await signIn(shop.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const created = await call(`${shop.url}/api/admin/webhooks`, {
        method: 'POST',
        token: admin,
        body: { url: hooks.url, events: ['product.updated'] },
      });
      expect(created.status, created.text).toBe(201);
      hooks.hold(true);
      const productId = await firstProductId(shop.url);
      expect(
        (await call(`${shop.url}/api/admin/products/${productId}`, { method: 'PATCH', token: admin, body: { name: 'Restart Lamp' } }))
          .status,
      ).toBe(200);
      // The deliverer has the request out and the receiver is not answering: kill the server now.
      await expect.poll(() => hooks.hits.length, { timeout: 15_000 }).toBe(1);
      const eventId = JSON.parse(hooks.hits[0]!.body).id as string;
      process.kill(shop.pid, 'SIGKILL');
      await shop.exited;
      hooks.hold(false);

      shop = await startShop(env, { dataDir });
      // The dead process's lease on the deliverer runs out (at most 30 s), then the new one sends it.
      await expect.poll(() => hooks.hits.length, { timeout: 50_000, interval: 500 }).toBe(2);
      expect(JSON.parse(hooks.hits[1]!.body).id).toBe(eventId);
      expect(verify(created.body.secret, hooks.hits[1]!)).toBe(true);
      const token = await signIn(shop.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await expect
        .poll(async () => (await call(`${shop.url}/api/admin/webhooks/${created.body.id}/deliveries`, { token })).body.results[0].status, {
          timeout: 10_000,
        })
        .toBe('delivered');
    } finally {
      await shop.stop();
      await hooks.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

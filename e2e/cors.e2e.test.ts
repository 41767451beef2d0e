import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startShop, type RunningShop } from './server';

// A browser client on another origin (another local port) listed in CORS_ORIGINS uses the whole
// API: PATCH with a bearer token, reading x-request-id, and showing /media pictures.
let shop: RunningShop;
let browser: Browser;
let site: Server;
let siteUrl: string;

beforeAll(async () => {
  const port = 9500 + Math.floor(Math.random() * 100);
  siteUrl = `http://127.0.0.1:${port}`;
  site = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Other site</title><p>client</p>'),
  );
  await new Promise<void>((resolve) => site.listen(port, '127.0.0.1', () => resolve()));
  shop = await startShop({ CORS_ORIGINS: siteUrl });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await new Promise((resolve) => site.close(resolve));
});

describe('CORS_ORIGINS', () => {
  it('lets a page on the configured origin sign in, PATCH, read x-request-id and show pictures', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl);
    const result = await page.evaluate(async (api) => {
      const json = { 'content-type': 'application/json' };
      const login = await fetch(`${api}/api/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'shopper@example.com', password: 'Shopper12345' }),
      });
      const { access } = (await login.json()) as { access: string };
      const patched = await fetch(`${api}/api/users/me`, {
        method: 'PATCH',
        headers: { ...json, authorization: `Bearer ${access}` },
        body: JSON.stringify({ first_name: 'Cross' }),
      });
      const products = (await (await fetch(`${api}/api/products?page_size=1`)).json()) as { results: Array<{ image: string | null }> };
      const picture = products.results[0]!.image!;
      const shown = await new Promise<number>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(-1);
        img.src = picture.startsWith('http') ? picture : `${api}${picture}`;
      });
      return {
        login: login.status,
        patch: patched.status,
        name: ((await patched.json()) as { first_name: string }).first_name,
        requestId: patched.headers.get('x-request-id'),
        shown,
      };
    }, shop.url);
    expect(result).toMatchObject({ login: 200, patch: 200, name: 'Cross' });
    expect(result.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.shown).toBeGreaterThan(0);
  });

  it('answers a wrong method on a storefront page or API path with 405 and Allow', async () => {
    const page = await fetch(`${shop.url}/products`, { method: 'POST' });
    expect([page.status, page.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    const api = await fetch(`${shop.url}/api/auth/login`, { method: 'DELETE' });
    expect([api.status, api.headers.get('allow')]).toEqual([405, 'POST']);
    expect((await fetch(`${shop.url}/api/no-such-thing`, { method: 'POST' })).status).toBe(404);
  });
});

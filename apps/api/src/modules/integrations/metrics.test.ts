import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CARDS, cardPayment, checkoutApi, orderBody, shopperWithCart } from '../orders/orders.fixtures';

const TOKEN = 'metrics-token-0123456789abcdef';

const API_SOURCE = join(import.meta.dirname, '../..');

/** Every `step` the API's code counts a failed payment under (`paymentsFailed.inc({ step: '…' })`). */
function failureStepsInCode(): string[] {
  const steps = new Set<string>();
  for (const file of readdirSync(API_SOURCE, { recursive: true, encoding: 'utf8' })) {
    if (!/\.ts$/.test(file) || /\.test\.ts$/.test(file)) continue;
    const text = readFileSync(join(API_SOURCE, file), 'utf8');
    const calls = text.match(/paymentsFailed\.inc\([^)]*\)/g) ?? [];
    for (const call of calls) {
      const step = /step: '([a-z_]+)'/.exec(call)?.[1];
      if (!step) throw new Error(`${file}: ${call} must name its step as a literal, so the metric can start at 0`);
      steps.add(step);
    }
  }
  return [...steps];
}

/** The value of one series in Prometheus text, 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ url: '/api/metrics', headers, remoteAddress });

  it('answers a client on this machine in Prometheus text with process and Node.js metrics', async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('# TYPE process_cpu_seconds_total counter');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('is closed to other clients and proxied requests unless they send METRICS_TOKEN', async () => {
    expect((await scrape({}, '203.0.113.9')).statusCode).toBe(403);
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await scrape({ authorization: 'Bearer wrong-token-0123456789' }, '203.0.113.9')).statusCode).toBe(403);
    const res = await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.9');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_requests_total');
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    await t.app.inject({ url: '/api/products/999999' });
    const text = (await scrape()).body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/products\/:id",status_code="404"\} \d+/);
    expect(text).not.toContain('/api/products/999999');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/products\/:id"\}/);
  });

  // Prometheus' guidance: a labelled counter starts at 0 for every known label value, so that
  // rate() and absent() work before the first failure.
  it('shows every failed-payment step the code counts at 0 before any failure', async () => {
    const steps = failureStepsInCode();
    expect(steps.length).toBeGreaterThan(0);
    const lines = (await scrape()).body.split('\n');
    for (const step of steps) expect(lines).toContain(`shopwright_payments_failed_total{step="${step}"} 0`);
  });

  it('counts orders placed and payments failed', async () => {
    const before = (await scrape()).body;
    const { shopper } = await shopperWithCart(t);
    const checkout = checkoutApi(t);
    expect((await checkout.place(shopper, orderBody({ payment: cardPayment(CARDS.declined) }))).status).toBe(402);
    expect((await checkout.place(shopper)).status).toBe(201);
    const after = (await scrape()).body;
    const placed = 'shopwright_orders_placed_total{payment_method="card"}';
    const failed = 'shopwright_payments_failed_total{step="charge"}';
    expect(value(after, placed) - value(before, placed)).toBe(1);
    expect(value(after, failed) - value(before, failed)).toBe(1);
  });
});

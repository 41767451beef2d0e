import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../../test/api-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAdmin, type SignedIn } from '../admin/admin.fixtures';
import { checkoutApi, orderBody, shopperWithCart } from '../orders/orders.fixtures';
import { addressIn, euShop } from './tax.fixtures';

let t: TestApp;
let api: ApiClient;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  admin = await signInAdmin(t);
  await euShop(api, admin.access);
});
afterAll(() => t.close());

const today = new Date().toISOString().slice(0, 10);

describe('refunds split into net and tax per rate; the tax report and the ledger show both', () => {
  it('refunds in proportion per rate, never beyond what was paid, and reports by country and rate', async () => {
    const call = checkoutApi(t);
    const { shopper } = await shopperWithCart(t, { sale_price: 4000, regular_price: 4000, stock: 10 }, 1);
    // Germany, 19 % included: goods 40.00 (6.39 tax) and shipping 4.99 (0.80 tax).
    const placed = await call.place(
      shopper,
      orderBody({ shipping_address: addressIn('DE', { postal_code: '10115' }), expected_total: 44.99 }),
    );
    expect(placed.status).toBe(201);
    const token = { token: admin.access };

    const partial = await api.post(`admin/orders/${placed.body.id}/refunds`, { amount: 1000, reason: 'Damaged box' }, token);
    expect(partial.status).toBe(201);
    let [tax] = await t.ctx.db.selectFrom('order_taxes').selectAll().where('order_id', '=', placed.body.id).execute();
    // 10.00 of 44.99 with 7.19 tax in it: 1.60 tax (1000 x 719 / 4499 = 159.8), 8.40 net.
    expect(tax).toMatchObject({ rate_millis: 19000, net: 3780, tax: 719, refunded_net: 840, refunded_tax: 160 });

    const rest = await api.post(`admin/orders/${placed.body.id}/refunds`, { reason: 'Returned' }, token);
    expect([rest.status, rest.body.payment_status]).toEqual([201, 'refunded']);
    [tax] = await t.ctx.db.selectFrom('order_taxes').selectAll().where('order_id', '=', placed.body.id).execute();
    expect(tax).toMatchObject({ refunded_net: 3780, refunded_tax: 719 });
    expect((await api.post(`admin/orders/${placed.body.id}/refunds`, { amount: 1, reason: 'Again' }, token)).status).toBe(409);

    const ledger = await api.get(`admin/transactions?q=${placed.body.number}`, token);
    const byKind = ledger.body.results.map((r: { kind: string; amount: number; net: number; tax: number }) => [
      r.kind,
      r.amount,
      r.net,
      r.tax,
    ]);
    expect(byKind).toEqual([
      ['refund', 34.99, 29.4, 5.59],
      ['refund', 10, 8.4, 1.6],
      ['capture', 44.99, 37.8, 7.19],
      ['authorize', 44.99, 37.8, 7.19],
    ]);
    const csv = await api.get(`admin/transactions/export.csv?q=${placed.body.number}`, token);
    expect(csv.text.split('\n')[0]).toContain('amount,net,tax,currency');

    const report = await api.get(`admin/reports/taxes?from=${today}&to=${today}&interval=month`, token);
    expect(report.status).toBe(200);
    expect(report.body.rows).toEqual([
      {
        period: today.slice(0, 7),
        country: 'DE',
        rate: 19,
        name: 'VAT',
        orders: 1,
        taxable: 37.8,
        tax: 7.19,
        refunded_taxable: 37.8,
        refunded_tax: 7.19,
      },
    ]);
    const quarter = await api.get(`admin/reports/taxes?from=${today}&to=${today}`, token);
    expect(quarter.body.rows[0].period).toMatch(/^\d{4}-Q[1-4]$/);
    const file = await api.get(`admin/reports/taxes.csv?from=${today}&to=${today}&interval=month`, token);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.text.split('\n')[0]!.trim()).toBe('period,country,rate,tax_name,orders,taxable,tax,refunded_taxable,refunded_tax');
    expect((await api.get('admin/reports/taxes?from=2026-02-01&to=2026-01-01', token)).status).toBe(400);
  });
});

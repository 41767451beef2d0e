import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseTarget } from '../../../test/test-app';
import { openDatabase, type DatabaseHandle } from '../database';
import { migrateTo, migrateToLatest } from './index';

/**
 * Migration 0016 on a shop at the schema before it (0015) whose staff had changed the tax rate
 * and shipping prices, with a placed and partly refunded order: the shop charges exactly as it
 * did, through a zone `everywhere`, and the order gets its one rate as its tax line.
 */
let handle: DatabaseHandle;
let drop: () => Promise<void>;
let orderId = 0;
// Raw SQL shapes of the schema before 0016 (the repositories already write its columns).
const db = () => handle.db as unknown as import('kysely').Kysely<any>;

beforeAll(async () => {
  const target = await createTestDatabaseTarget();
  drop = target.drop;
  handle = openDatabase(target.database);
  await migrateTo(handle.db, handle.dialect, '0015_integrations');
  const now = new Date().toISOString();
  const setting = (key: string, value: unknown) => ({ key, value: JSON.stringify(value), updated_at: now, updated_by: null });
  await db()
    .insertInto('settings')
    .values([setting('tax_rate_bp', 1900), setting('shipping_standard_cents', 350), setting('shipping_express_cents', 995), setting('free_shipping_threshold_cents', null), setting('shop_name', 'Kept')])
    .execute(); // prettier-ignore
  const user = await db()
    .insertInto('users')
    .values({
      email: 'old@example.com',
      username: 'old',
      first_name: 'O',
      last_name: 'Ld',
      password_hash: '!',
      role: 'customer',
      date_joined: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const address = JSON.stringify({ full_name: 'O Ld', line1: '1 St', city: 'X', postal_code: '1', country: 'US' });
  orderId = (
    await db()
      .insertInto('orders')
      .values({
        user_id: user.id, email: 'old@example.com', status: 'delivered', payment_status: 'partially_refunded', payment_method: 'card', currency: 'USD',
        subtotal: 10000, discount_total: 1000, discount_code: null, discount_id: null, shipping_method: 'express', shipping_total: 995, tax_rate_bp: 1900,
        tax_total: 1899, total: 11894, refunded_total: 5947, shipping_address: address, billing_address: address, placed_at: now, updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id; // prettier-ignore
  await db()
    .insertInto('order_lines')
    .values({ order_id: orderId, product_id: null, name: 'Old thing', unit_price: 5000, quantity: 2, line_total: 10000 })
    .execute();
  await migrateToLatest(handle.db, handle.dialect);
});
afterAll(async () => {
  await handle.close();
  await drop();
});

describe('migration 0016', () => {
  it('turns the stored tax rate and shipping prices into a zone, a rate and two methods', async () => {
    expect(await db().selectFrom('zones').select(['code', 'priority']).execute()).toEqual([{ code: 'everywhere', priority: 0 }]);
    expect(await db().selectFrom('zone_members').select(['country', 'region', 'postcode']).execute()).toEqual([{ country: '*', region: null, postcode: null }]);
    expect(await db().selectFrom('tax_rates').select(['category', 'rate_millis', 'starts_on', 'ends_on']).execute()).toEqual([
      { category: 'standard', rate_millis: 19000, starts_on: null, ends_on: null },
    ]);
    const methods = await db()
      .selectFrom('shipping_methods as m')
      .innerJoin('shipping_rates as r', 'r.method_id', 'm.id')
      .select(['m.code', 'm.name', 'm.free_from', 'm.active', 'r.price'])
      .orderBy('m.id')
      .execute();
    expect(methods).toEqual([
      { code: 'standard', name: 'Standard', free_from: null, active: 1, price: 350 },
      { code: 'express', name: 'Express', free_from: null, active: 1, price: 995 },
    ]);
    const keys = (await db().selectFrom('settings').select('key').execute()).map((r: { key: string }) => r.key);
    expect(keys).toEqual(['shop_name']);
  }); // prettier-ignore

  it('gives an order placed before its one rate as its tax line, with the refund split in proportion', async () => {
    const [tax] = await db().selectFrom('order_taxes').selectAll().where('order_id', '=', orderId).execute();
    // Half of the order refunded: half of the tax (949.5 rounds half up to 950) and the rest net.
    expect(tax).toMatchObject({ name: 'Tax', rate_millis: 19000, net: 9995, tax: 1899, refunded_tax: 950, refunded_net: 4997 });
    const order = await db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      total: 11894,
      tax_total: 1899,
      shipping_name: 'Express',
      tax_country: 'US',
      prices_include_tax: 0,
      shipping_tax: 0,
    });
    const line = await db().selectFrom('order_lines').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ tax_category: 'standard', tax_rate_millis: null, tax: 0 });
  });

  it('0017 gives the order its one payment, as the order recorded it', async () => {
    const payments = await db().selectFrom('order_payments').selectAll().where('order_id', '=', orderId).execute();
    expect(payments).toMatchObject([{ method: 'card', amount: 11894, status: 'partially_refunded', refunded: 5947 }]);
  });
});

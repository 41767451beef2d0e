import { nowIso } from '../../lib/time';
import type { Database } from '../../db/database';
import { loadOrder } from './load-order';
import { addressOf } from './orders.mappers';
import { deleteUserIdempotencyKeys, updateOrder, userOrderAddresses, userOrderIds } from './orders.repo';

/** The user's orders for the data export (`GET users/me/export`), oldest first, as the API shows them. */
export async function ordersExport(db: Database, userId: number) {
  const rows = await userOrderIds(db, userId);
  const orders = [];
  for (const { id } of rows) orders.push(await loadOrder(db, id));
  return orders;
}

/**
 * What stays of an address once its owner is gone: where the goods went, for the shop's accounts,
 * but not to whom. A business buyer's company and VAT number stay: a VAT invoice (reverse charge
 * above all) must name them for as long as the shop keeps its books.
 */
function anonymised(json: string): string {
  const a = addressOf(json);
  return JSON.stringify({ ...a, full_name: 'Deleted customer', line1: 'Removed', line2: null, phone: null });
}

/**
 * Account deletion keeps the orders (their lines, totals and payments are the shop's records)
 * but drops the name, street, phone and e-mail on them, and the stored answers of order requests.
 */
export async function anonymiseOrders(db: Database, userId: number): Promise<void> {
  const rows = await userOrderAddresses(db, userId);
  for (const row of rows) {
    await updateOrder(db, row.id, {
      email: null,
      shipping_address: anonymised(row.shipping_address),
      billing_address: anonymised(row.billing_address),
      updated_at: nowIso(),
    });
  }
  await deleteUserIdempotencyKeys(db, userId);
}

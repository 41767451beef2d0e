import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES as M, PlaceOrderSchema } from '@shopwright/shared/checkout';
import { setProductStock } from '../catalog/variants.repo';
import { updateProduct } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { isRefusal, refusableTransaction, type Refusal } from '../../lib/refusal';
import { findUserById } from '../auth/auth.repo';
import { fromCartRow } from '../checkout/cart-lines';
import { priceCheckout } from '../checkout/checkout.service';
import { pricingContext } from '../checkout/destination';
import { cartLines } from '../cart/cart.repo';
import { getSettings } from '../settings/settings.service';
import { orderBody, rowsOf, shopperWithCart, stockOf, type Shopper } from './orders.fixtures';
import { writeOrder, type OrderJob } from './order-writer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The job placeOrder would hand to the transaction, priced as the cart is now. */
async function jobFor(s: Shopper): Promise<OrderJob> {
  const settings = await getSettings(t.ctx);
  const input = PlaceOrderSchema.parse(orderBody());
  const rows = await cartLines(t.ctx.db, s.id);
  const pricing = await pricingContext(t.ctx, { address: input.shipping_address });
  const planned = await priceCheckout(
    t.ctx.db,
    pricing,
    rows.map((r) => fromCartRow({ ...r, product_id: r.product_id! })),
    input.shipping_method ?? 'standard',
    undefined,
  );
  return { dialect: t.ctx.dialect, user: (await findUserById(t.ctx.db, s.id))!, input, settings, planned, card: null };
}

/** The refusal writeOrder returns; its transaction rolled everything back. */
async function refusal(job: OrderJob): Promise<Refusal> {
  const result = await refusableTransaction(t.ctx.db, (trx) => writeOrder(trx, job));
  if (!isRefusal(result)) throw new Error('the order was written');
  return result;
}

describe('writeOrder: what moved between the payment and the transaction', () => {
  it('stops when the stock ran out, and writes nothing', async () => {
    const { shopper, product } = await shopperWithCart(t, { name: 'Tent', stock: 3 }, 2);
    const job = await jobFor(shopper);
    await setProductStock(t.ctx.db, product.id, 0);
    const err = await refusal(job);
    expect([err.status, err.code, err.detail]).toEqual([409, 'OUT_OF_STOCK', M.soldOut('Tent')]);
    await setProductStock(t.ctx.db, product.id, 1);
    expect((await refusal(job)).detail).toBe(M.fewerLeft('Tent', 1));
    expect(await stockOf(t, product.id)).toBe(1);
    expect(await rowsOf(t, 'orders', shopper.id)).toEqual([]);
  });

  it('stops when a product was withdrawn', async () => {
    const { shopper, product } = await shopperWithCart(t, { name: 'Old Radio' });
    const job = await jobFor(shopper);
    await t.ctx.db.updateTable('products').set({ published: 0 }).where('id', '=', product.id).execute();
    expect((await refusal(job)).detail).toBe(M.unavailable('Old Radio'));
  });

  it('stops when the price moved', async () => {
    const { shopper, product } = await shopperWithCart(t, { sale_price: 1000, regular_price: 1000 });
    const job = await jobFor(shopper);
    await updateProduct(t.ctx.db, product.id, { sale_price: 900 });
    const err = await refusal(job);
    expect([err.status, err.detail]).toEqual([409, M.priceChanged('$16.23', '$15.14')]);
  });

  it('writes the order when nothing moved, taking the stock', async () => {
    const { shopper, product } = await shopperWithCart(t, { stock: 4 }, 3);
    const job = await jobFor(shopper);
    const written = await refusableTransaction(t.ctx.db, (trx) => writeOrder(trx, job));
    expect(isRefusal(written) ? written : written.orderId).toBeGreaterThan(0);
    expect(await stockOf(t, product.id)).toBe(1);
  });
});

import { call, DEMO_ADMIN, signIn } from './http';
import { simpleBook } from './checkout-steps';

/**
 * API steps of the after-sale browser tests (returns, store credit, gift cards): what the shopper
 * does before the screens under test, and what staff do in the admin, done through the API.
 */

const ADDRESS = {
  full_name: 'Casey Buyer',
  line1: '12 Harbour Street',
  city: 'Portland',
  region: 'OR',
  postal_code: '97201',
  country: 'US',
};
const CARD = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', holder: 'Casey Buyer' };

async function ok(answer: Promise<{ status: number; body: any; text: string }>, what: string) {
  const res = await answer;
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text}`);
  return res.body;
}

export const adminToken = (baseUrl: string) => signIn(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);

/** What goes in the cart: a product, and its colour and size when it has them. */
export interface CartPick {
  id: number;
  color?: string;
  size?: string;
}

/**
 * A card-paid order of two different books (one each) placed by the shopper, then confirmed,
 * shipped and delivered by staff: what a return starts from. `skip` picks other books.
 */
export async function deliveredOrderOfTwo(baseUrl: string, shopperToken: string, skip = 0) {
  const books = [await simpleBook(baseUrl, skip), await simpleBook(baseUrl, skip + 1)];
  return { order: await deliveredOrder(baseUrl, shopperToken, books), books };
}

/** A card-paid order of these products (one each), then confirmed, shipped and delivered by staff. */
export async function deliveredOrder(baseUrl: string, shopperToken: string, picks: CartPick[]) {
  for (const { id, color, size } of picks)
    await ok(
      call(`${baseUrl}/api/products/add-to-cart`, { method: 'POST', token: shopperToken, body: { product_id: String(id), color, size } }),
      'add to cart',
    );
  const order = await ok(
    call(`${baseUrl}/api/orders`, {
      method: 'POST',
      token: shopperToken,
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: { shipping_address: ADDRESS, shipping_method: 'standard', payment: { method: 'card', card: CARD } },
    }),
    'place order',
  );
  const staff = await adminToken(baseUrl);
  const act = (body: Record<string, unknown>) =>
    ok(call(`${baseUrl}/api/admin/orders/${order.id}/actions`, { method: 'POST', token: staff, body }), `order ${body.action}`);
  if (order.status === 'pending') await act({ action: 'confirm' });
  await act({ action: 'start_processing' });
  await act({ action: 'ship', carrier: 'UPS', tracking_number: '1Z999AA10123456784' });
  await act({ action: 'deliver' });
  return order;
}

/** Staff take a return through approve, receive (everything, restocked) and credit (store credit). */
export async function approveReceiveAndCredit(baseUrl: string, returnNumber: string) {
  const staff = await adminToken(baseUrl);
  const path = `${baseUrl}/api/admin/returns/${returnNumber}`;
  const act = (body: Record<string, unknown>) =>
    ok(call(`${path}/actions`, { method: 'POST', token: staff, body }), `return ${body.action}`);
  await act({ action: 'approve', message: 'Please send the book back in its original packaging.' });
  const detail = await ok(call(path, { token: staff }), 'return detail');
  await act({
    action: 'receive',
    lines: detail.lines.map((l: { id: number; quantity: number }) => ({ id: l.id, quantity: l.quantity, restock: true })),
  });
  return act({ action: 'credit' });
}

/** A gift card issued by staff: its full code (shown once) and its last 4. */
export async function issueGiftCard(baseUrl: string, amount: number): Promise<{ code: string; last4: string }> {
  const staff = await adminToken(baseUrl);
  const card = await ok(call(`${baseUrl}/api/admin/gift-cards`, { method: 'POST', token: staff, body: { amount } }), 'issue gift card');
  return { code: card.code, last4: card.last4 };
}

/** A product sold in sizes with at least two variants of one colour in stock (one to buy, one to exchange it for). */
export async function sizedProduct(baseUrl: string): Promise<{ id: number; name: string; color: string; size: string }> {
  const list = await (await fetch(`${baseUrl}/api/products?category=clothing&in_stock=true&page_size=50`)).json();
  for (const item of list.results) {
    const detail = await (await fetch(`${baseUrl}/api/products/${item.id}`)).json();
    const variants: Array<{ color: string; size: string | null; available: number }> = detail.variants;
    for (const v of variants) {
      const others = variants.filter((o) => o.color === v.color && o.size && o.size !== v.size && o.available > 0);
      if (v.size && v.available >= 2 && others.length > 0) return { id: detail.id, name: detail.name, color: v.color, size: v.size };
    }
  }
  throw new Error('no product in sizes with stock');
}

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

/**
 * A card-paid order of two different books (one each) placed by the shopper, then confirmed,
 * shipped and delivered by staff: what a return starts from. `skip` picks other books.
 */
export async function deliveredOrderOfTwo(baseUrl: string, shopperToken: string, skip = 0) {
  const books = [await simpleBook(baseUrl, skip), await simpleBook(baseUrl, skip + 1)];
  for (const book of books)
    await ok(
      call(`${baseUrl}/api/products/add-to-cart`, { method: 'POST', token: shopperToken, body: { product_id: String(book.id) } }),
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
  return { order, books };
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

import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminProductImage } from '../admin/index';
import { createTypedCall } from '../http/typed';
import type { AdminContract } from './admin';

/** A request layer that records what it was asked and answers `answer`. */
function recorder(answer: unknown) {
  const sent: unknown[] = [];
  const call = createTypedCall<AdminContract>({
    request: async (method, path, opts) => {
      sent.push([method, path, opts]);
      return answer as never;
    },
  });
  return { call, sent };
}

describe('the admin contract', () => {
  it("fills the API's own path parameter names and passes query and body on", async () => {
    const { call, sent } = recorder(null);
    await call('GET admin/orders/:orderId', { params: { orderId: 'SW-1001' } });
    await call('PATCH admin/products/:id/variants/:variantId', { params: { id: 4, variantId: 9 }, body: { stock: 3 } });
    await call('GET admin/products', { query: { page: 2, published: 'true', sort: 'name' } });
    await call('PATCH admin/zones/:code', { params: { code: 'fr' }, body: { members: [{ country: 'FR', postcode: '75*' }] } });
    await call('DELETE admin/shipping-methods/:code', { params: { code: 'eu-post' } });
    expect(sent).toEqual([
      ['GET', 'admin/orders/SW-1001', {}],
      ['PATCH', 'admin/products/4/variants/9', { body: { stock: 3 } }],
      ['GET', 'admin/products', { query: { page: 2, published: 'true', sort: 'name' } }],
      ['PATCH', 'admin/zones/fr', { body: { members: [{ country: 'FR', postcode: '75*' }] } }],
      ['DELETE', 'admin/shipping-methods/eu-post', {}],
    ]);
  });

  it("types answers and arguments from the routes' schemas (checked by npm run typecheck)", async () => {
    const { call } = recorder({ id: 1, number: 'SW-1' });
    const order: AdminOrderDetail = await call('POST admin/orders/:orderId/notes', {
      params: { orderId: '1' },
      body: { note: 'Called the customer' },
    });
    expect(order.number).toBe('SW-1');
    const images: AdminProductImage[] = await call('DELETE admin/products/:id/images/:imageId', { params: { id: 1, imageId: 2 } });
    expect(images).toBeDefined();
    // @ts-expect-error the route names its parameter orderId, not id
    await call('GET admin/orders/:orderId', { params: { id: 1 } }).catch(() => undefined);
    // @ts-expect-error a sort the products query schema does not know
    await call('GET admin/products', { query: { sort: 'colour' } });
    // @ts-expect-error the note is required by OrderNoteInputSchema
    await call('POST admin/orders/:orderId/notes', { params: { orderId: '1' }, body: {} });
    // @ts-expect-error a tax rate's rate is a number of percent (TaxRateInputSchema)
    await call('POST admin/tax-rates', { body: { name: 'VAT', zone: 'fr', category: 'standard', rate: '20' } });
    // @ts-expect-error the admin does not call this
    await call('GET cart').catch(() => undefined);
  });
});

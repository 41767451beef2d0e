import { describe, expect, it } from 'vitest';
import { createTypedCall, fillPath } from './typed';

type Table = {
  'GET things/:id': { params: { id: number }; query: { full?: boolean }; response: { id: number; name: string } };
  'POST things': { body: { name: string }; response: { id: number } };
  'GET things': { response: { id: number }[] };
};

describe('typed calls', () => {
  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(fillPath('products/:id/reviews', { id: 7 })).toBe('products/7/reviews');
    expect(fillPath('wishlist/:product_id', { product_id: 'a/b' })).toBe('wishlist/a%2Fb');
    expect(() => fillPath('products/:id', {})).toThrow('Missing path parameter "id"');
  });

  it('sends the method, the filled path and the options to the request layer', async () => {
    const sent: unknown[] = [];
    const call = createTypedCall<Table>({
      request: async (method, path, opts) => {
        sent.push([method, path, opts]);
        return { id: 1, name: 'x' } as never;
      },
    });
    const thing = await call('GET things/:id', { params: { id: 3 }, query: { full: true } });
    // Type-level checks (npm run typecheck): the answer is typed, wrong arguments do not compile.
    const name: string = thing.name;
    expect(name).toBe('x');
    await call('POST things', { body: { name: 'n' }, idempotencyKey: 'k' });
    await call('GET things');
    // @ts-expect-error params are required for a path with parameters
    await call('GET things/:id').catch(() => undefined);
    // @ts-expect-error the body must match the contract
    await call('POST things', { body: { title: 'n' } });
    // @ts-expect-error keys outside the contract do not exist
    await call('GET other').catch(() => undefined);
    expect(sent).toEqual([
      ['GET', 'things/3', { query: { full: true } }],
      ['POST', 'things', { body: { name: 'n' }, idempotencyKey: 'k' }],
      ['GET', 'things', {}],
      ['POST', 'things', { body: { title: 'n' } }],
      ['GET', 'other', {}],
    ]);
  });
});

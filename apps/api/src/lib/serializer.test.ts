import { isResponseSerializationError, serializerCompiler as encodingSerializer } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProfileSchema } from '@shopwright/shared/users';
import { parsesAsItEncodes, serializerCompiler } from './serializer';

const compile = (schema: z.ZodType) => serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const compileEncoding = (schema: z.ZodType) => encodingSerializer({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const line = (id: number) => ({
  product: {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    sale_price: 19.99,
    price: 24.99,
    percentage_discount: 20,
    image: `/media/products/${id}/card.webp`,
    in_stock: true,
    available: 12,
  },
  quantity: 2,
  color: 'Black',
  size: null,
  variant_id: id * 10,
  sku: `SKU-${id}`,
});

const profile = {
  id: 7,
  email: 'shopper@example.com',
  username: 'shopper',
  first_name: 'Sam',
  last_name: 'Shopper',
  role: 'customer',
  date_joined: '2026-11-26T10:00:00.000Z',
  cart: { cart_items: [line(1), line(2)], total_items: 4, total_price: 79.96, notices: [] },
};

describe('the answers serializer', () => {
  it('answers a profile as the encoding serializer does, without the keys its schema does not name', () => {
    expect(parsesAsItEncodes(ProfileSchema)).toBe(true);
    const withSecrets = { ...profile, password_hash: 'scrypt$secret', is_blocked: 0 };
    const json = compile(ProfileSchema)(withSecrets);
    expect(json).toBe(compileEncoding(ProfileSchema)(withSecrets));
    expect(json).not.toContain('password_hash');
    expect(JSON.parse(json).cart.cart_items[1].product.slug).toBe('product-2');
  });

  it('refuses an answer that does not match its schema, as a response error (a logged 500)', () => {
    let caught: unknown;
    try {
      compile(ProfileSchema)({ ...profile, email: 42 });
    } catch (error) {
      caught = error;
    }
    expect(isResponseSerializationError(caught)).toBe(true);
  });

  it('keeps encoding a schema that converts or fills in values, so such answers are unchanged', () => {
    const withDefault = z.object({ status: z.string().default('open') });
    const withTransform = z.object({ at: z.string().transform((v) => v.toUpperCase()) });
    const coerced = z.object({ n: z.coerce.number() });
    const piped = z.object({ code: z.string().pipe(z.string().min(2)) });
    for (const schema of [withDefault, withTransform, coerced, piped]) expect(parsesAsItEncodes(schema)).toBe(false);
    // A default is not filled in when answering: encoding leaves a missing value missing (here: refused).
    expect(() => compile(withDefault)({})).toThrow();
    expect(() => compileEncoding(withDefault)({})).toThrow();
    expect(compile(withDefault)({ status: 'paid' })).toBe('{"status":"paid"}');
  });

  it('walks a recursive schema once', () => {
    type Node = { name: string; children: Node[] };
    const NodeSchema: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(NodeSchema) }));
    expect(parsesAsItEncodes(NodeSchema)).toBe(true);
    const tree = { name: 'root', children: [{ name: 'leaf', children: [], extra: true }] };
    expect(compile(NodeSchema)(tree)).toBe('{"name":"root","children":[{"name":"leaf","children":[]}]}');
  });
});

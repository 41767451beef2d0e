import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { compiledOnce } from './compiled-once';
import type { DatabaseHandle } from './database';
import { seed } from './seed/index';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seed(handle.db, { demo: false });
});
afterAll(() => handle.close());

/** Categories by slug, or by slug and name when a name is given (two shapes). */
const categories = compiledOnce((db: DatabaseHandle['db'], slug: string, name?: string) =>
  db
    .selectFrom('categories')
    .select(['slug', 'name'])
    .where('slug', '=', slug)
    .$if(name !== undefined, (q) => q.where('name', '=', name!)),
);

describe('queries compiled once', () => {
  it("answer each call's own values, in each shape, inside a transaction too", async () => {
    const db = handle.db;
    const { slug, name } = await db.selectFrom('categories').select(['slug', 'name']).orderBy('id').executeTakeFirstOrThrow();
    expect(await categories(db, slug)).toEqual([{ slug, name }]);
    expect(await categories(db, 'no-such-slug')).toEqual([]);
    expect(await categories(db, slug, name)).toEqual([{ slug, name }]);
    expect(await categories(db, slug, 'Another name')).toEqual([]);
    expect(await categories(db, slug)).toEqual([{ slug, name }]);
    await db.transaction().execute(async (trx) => {
      expect(await categories(trx, slug, name)).toEqual([{ slug, name }]);
    });
  });

  it('refuse an argument that shapes the query instead of being a value', async () => {
    const bySide = compiledOnce((db: DatabaseHandle['db'], direction: string) =>
      db
        .selectFrom('categories')
        .select('slug')
        .orderBy('slug', direction === 'asc' ? 'asc' : 'desc'),
    );
    await expect(bySide(handle.db, 'asc')).rejects.toThrow(/argument 0 is not a parameter/);
  });
});

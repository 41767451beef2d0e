import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
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

  it("take rows and lists: each row's keys, null and undefined values and a list's length pick the shape", async () => {
    type Db = DatabaseHandle['db'];
    type NewCategory = { name: string; slug: string; description: string; image?: string | null; position: number };
    const insert = compiledOnce((db: Db, rows: NewCategory[]) => db.insertInto('categories').values(rows).returning(['slug', 'image']));
    const rename = compiledOnce((db: Db, slug: string, patch: { name?: string; image?: string | null }) =>
      db.updateTable('categories').set(patch).where('slug', '=', slug).returning(['name', 'image']),
    );
    const bySlugs = compiledOnce((db: Db, slugs: string[]) =>
      db.selectFrom('categories').select('slug').where('slug', 'in', slugs).orderBy('slug'),
    );
    const row = (slug: string, image?: string | null): NewCategory => ({ name: slug, slug, description: '', image, position: 9 });
    await handle.db
      .transaction()
      .execute(async (trx) => {
        expect(await insert(trx, [row('co-a', 'a.png'), row('co-b')])).toEqual([
          { slug: 'co-a', image: 'a.png' },
          { slug: 'co-b', image: null },
        ]);
        expect(await insert(trx, [row('co-c', null)])).toEqual([{ slug: 'co-c', image: null }]);
        expect(await insert(trx, [row('co-d', 'd.png'), row('co-e', 'e.png')])).toEqual([
          { slug: 'co-d', image: 'd.png' },
          { slug: 'co-e', image: 'e.png' },
        ]);
        expect(await rename(trx, 'co-a', { name: 'A', image: null })).toEqual([{ name: 'A', image: null }]);
        expect(await rename(trx, 'co-b', { name: 'B' })).toEqual([{ name: 'B', image: null }]);
        expect(await rename(trx, 'co-c', { image: 'c.png' })).toEqual([{ name: 'co-c', image: 'c.png' }]);
        expect(await rename(trx, 'co-d', { name: 'D', image: 'd2.png' })).toEqual([{ name: 'D', image: 'd2.png' }]);
        expect(await bySlugs(trx, ['co-b', 'co-a'])).toEqual([{ slug: 'co-a' }, { slug: 'co-b' }]);
        expect(await bySlugs(trx, ['co-e', 'co-c', 'co-x'])).toEqual([{ slug: 'co-c' }, { slug: 'co-e' }]);
        expect(await bySlugs(trx, ['co-d'])).toEqual([{ slug: 'co-d' }]);
        // Past the shapes it keeps, a list of a new length is still answered right.
        for (let n = 4; n < 80; n++) expect(await bySlugs(trx, [...Array(n - 1).fill('co-x'), 'co-b'])).toEqual([{ slug: 'co-b' }]);
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
  });

  it('refuse an argument that shapes the query instead of being a value', async () => {
    const bySide = compiledOnce((db: DatabaseHandle['db'], direction: string) =>
      db
        .selectFrom('categories')
        .select('slug')
        .orderBy('slug', direction === 'asc' ? 'asc' : 'desc'),
    );
    await expect(bySide(handle.db, 'asc')).rejects.toThrow(/value 0 \(sw-argument-0\) is not a parameter/);
    const rename = compiledOnce((db: DatabaseHandle['db'], patch: { name: unknown }) =>
      db.updateTable('categories').set(patch as { name: string }),
    );
    await expect(rename(handle.db, { name: sql<string>`upper(name)` })).rejects.toThrow(/a Kysely expression, not a value/);
  });
});

import type { Database } from '../../../db/database';

export async function countImages(db: Database, productId: number): Promise<number> {
  const row = await db
    .selectFrom('product_images')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function maxPosition(db: Database, productId: number): Promise<number> {
  const row = await db
    .selectFrom('product_images')
    .select((eb) => eb.fn.max('position').as('m'))
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row?.m === null || row?.m === undefined ? -1 : Number(row.m);
}

export const findImage = (db: Database, productId: number, imageId: number) =>
  db
    .selectFrom('product_images')
    .select(['id', 'alt', 'variants'])
    .where('id', '=', imageId)
    .where('product_id', '=', productId)
    .executeTakeFirst();

/** Whether any picture record (of any product) still shows these files. */
export async function variantsInUse(db: Database, variants: string): Promise<boolean> {
  const row = await db.selectFrom('product_images').select('id').where('variants', '=', variants).limit(1).executeTakeFirst();
  return row !== undefined;
}

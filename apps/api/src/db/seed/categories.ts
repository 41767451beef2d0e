import type { Database } from '../database';

/** The five categories the listing's category filter offers (electronics, clothing, home, sports, books). */
export const BASE_CATEGORIES = [
  { name: 'Electronics', slug: 'electronics', description: 'Phones, laptops, audio and the gadgets in between.' },
  { name: 'Clothing', slug: 'clothing', description: 'Everyday wear, sportswear and shoes for every season.' },
  { name: 'Home', slug: 'home', description: 'Furniture, lighting and kitchen things that make a home.' },
  { name: 'Sports', slug: 'sports', description: 'Gear for the gym, the court, the trail and the pitch.' },
  { name: 'Books', slug: 'books', description: 'Novels, cookbooks and guides worth a place on the shelf.' },
] as const;

export async function seedCategories(db: Database): Promise<number> {
  const existing = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  await db
    .insertInto('categories')
    .values(BASE_CATEGORIES.map((c, position) => ({ ...c, image: null, position })))
    .execute();
  return BASE_CATEGORIES.length;
}

import { PRODUCT_LIMITS } from '@shopwright/shared/admin';
import type { Database } from '../database';
import { insertProduct, searchKeywords } from '../../modules/catalog/products.repo';
import { writeProductTranslations } from '../../modules/catalog/translation-writes';
import { refreshProductTotals } from '../../modules/catalog/variants.repo';

/** The demo's gift card (ADR 025): one product in three amounts, its sizes, each variant at its price. */
const AMOUNTS = [25, 50, 100];
const DESCRIPTION =
  'A gift card for the whole shop. Choose an amount, tell us who it is for and when: we e-mail them the code on that day, with your message. It never expires.';

/** Adds the demo's "Gift card" once (after the catalog, its translations and the markets, which price it when it is written). */
export async function seedGiftCardProduct(db: Database): Promise<number> {
  if (await db.selectFrom('products').select('id').where('slug', '=', 'gift-card').executeTakeFirst()) return 0;
  const category = await db.selectFrom('categories').select('id').where('slug', '=', 'home').executeTakeFirst();
  if (!category) return 0;
  const id = await insertProduct(db, {
    slug: 'gift-card',
    name: 'Gift card',
    category_id: category.id,
    brand_id: null,
    description: DESCRIPTION,
    features: ['Sent by e-mail on the day you choose', 'Pays for anything in the shop', 'Never expires'],
    regular_price: AMOUNTS[0]! * 100,
    sale_price: AMOUNTS[0]! * 100,
    stock: 0,
    published: true,
    // Older than the catalog's newest: the demo's "new arrivals" stay as they were.
    date_added: '2026-01-01T00:00:00.000Z',
    search_keywords: searchKeywords(['gift card', 'voucher', 'present']),
    sizes: AMOUNTS.map(String),
    kind: 'gift_card',
  });
  for (const amount of AMOUNTS)
    await db
      .updateTable('product_variants')
      .set({ price: amount * 100, sale_price: amount * 100, stock: PRODUCT_LIMITS.stock })
      .where('product_id', '=', id)
      .where('size_key', '=', String(amount))
      .execute();
  await refreshProductTotals(db, [id]);
  await writeProductTranslations(db, id, {
    de: { name: 'Geschenkgutschein', description: 'Ein Gutschein für den ganzen Shop, per E-Mail am gewünschten Tag. Er verfällt nicht.' },
    fr: {
      name: 'Carte cadeau',
      description: 'Une carte cadeau pour toute la boutique, envoyée par e-mail le jour choisi. Elle n’expire jamais.',
    },
    ja: { name: 'ギフトカード', description: 'ショップ全体で使えるギフトカード。ご指定の日にメールでお届けします。有効期限はありません。' },
  });
  return 1;
}

import type { Database } from '../database';
import { seedDemoAccounts } from './accounts';
import { seedCatalog, type CatalogSeedResult } from './catalog';
import { seedCategories } from './categories';
import { seedDemoTranslations } from './catalog/translations';
import { seedDemoMarkets } from './markets';
import { seedGiftCardProduct } from './gift-card-product';
import { seedDemoDiscounts } from '../../modules/checkout/discounts.seed';

export interface SeedResult {
  categories: number;
  demoAccounts: string[];
  catalog: CatalogSeedResult;
  discountCodes: number;
  /** Demo markets added (issue 27) and demo products given texts in their languages. */
  markets: number;
  translations: number;
}

export interface SeedOptions {
  demo: boolean;
}

/** Fills an empty database; each part checks for itself, so running it again changes nothing. */
export async function seed(db: Database, options: SeedOptions): Promise<SeedResult> {
  const categories = await seedCategories(db);
  const demoAccounts = options.demo ? await seedDemoAccounts(db) : [];
  // After the demo accounts: those are only created while there are no users, and the catalog adds reviewers.
  const catalog = options.demo ? await seedCatalog(db) : { products: 0, images: 0, ms: 0 };
  const discountCodes = options.demo ? await seedDemoDiscounts(db) : 0;
  // After the catalog: a new market is priced from the products there are.
  const markets = options.demo ? await seedDemoMarkets(db) : 0;
  const translations = options.demo ? await seedDemoTranslations(db) : 0;
  // Last: its own texts would stop the demo's translations, and the markets price it as it is written.
  if (options.demo) await seedGiftCardProduct(db);
  return { categories, demoAccounts, catalog, discountCodes, markets, translations };
}

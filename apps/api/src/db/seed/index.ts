import type { Database } from '../database';
import { seedDemoAccounts } from './accounts';
import { seedCategories } from './categories';

export interface SeedResult {
  categories: number;
  demoAccounts: string[];
}

/** Fills an empty database; each part checks for itself, so running it again changes nothing. */
export async function seed(db: Database, options: { demo: boolean }): Promise<SeedResult> {
  const categories = await seedCategories(db);
  const demoAccounts = options.demo ? await seedDemoAccounts(db) : [];
  return { categories, demoAccounts };
}

import { BOOKS_CATEGORY } from './books';
import { CLOTHING } from './clothing';
import { ELECTRONICS } from './electronics';
import { HOME } from './home';
import { SPORTS } from './sports';
import type { SeedCategory } from './types';

/** The demo shop's products, category by category. */
export const DEMO_CATALOG: SeedCategory[] = [ELECTRONICS, CLOTHING, HOME, SPORTS, BOOKS_CATEGORY];

import type { StaticPageSlug } from '../slugs';
import type { PageBuilder } from '../types';
export const PAGES_DE = {} as Record<StaticPageSlug, PageBuilder>;

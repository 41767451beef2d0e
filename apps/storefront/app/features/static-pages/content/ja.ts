import type { StaticPageSlug } from '../slugs';
import type { PageBuilder } from '../types';
export const PAGES_JA = {} as Record<StaticPageSlug, PageBuilder>;

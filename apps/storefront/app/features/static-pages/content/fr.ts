import type { StaticPageSlug } from '../slugs';
import type { PageBuilder } from '../types';
export const PAGES_FR = {} as Record<StaticPageSlug, PageBuilder>;

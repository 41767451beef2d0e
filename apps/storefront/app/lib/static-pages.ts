/** The footer's and 404 page's static pages, each a route of its own (content in features/static-pages). */
export const STATIC_PAGE_SLUGS = [
  'about',
  'careers',
  'press',
  'blog',
  'investors',
  'faq',
  'shipping',
  'returns',
  'size-guide',
  'terms',
  'privacy',
  'cookies',
  'accessibility',
  'help',
] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

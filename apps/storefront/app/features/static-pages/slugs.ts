import { STATIC_PAGE_SLUGS } from '@shopwright/shared/constants';

/** The footer's and 404 page's static pages, each a route of its own (content in pages.ts); the API's sitemap lists them too. */
export { STATIC_PAGE_SLUGS };
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

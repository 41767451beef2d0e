import { STATIC_PAGE_SLUGS, type StaticPageSlug } from './slugs';
import { accessibility } from './content/accessibility';
import { about, careers, investors, press } from './content/company';
import { blog } from './content/blog';
import { cookies } from './content/cookies';
import { faq } from './content/faq';
import { help } from './content/help';
import { privacy } from './content/privacy';
import { returns, shipping } from './content/shipping-returns';
import { sizeGuide } from './content/size-guide';
import { terms } from './content/terms';
import type { PageBuilder } from './types';

const PAGES: Record<StaticPageSlug, PageBuilder> = {
  about,
  careers,
  press,
  blog,
  investors,
  faq,
  shipping,
  returns,
  'size-guide': sizeGuide,
  terms,
  privacy,
  cookies,
  accessibility,
  help,
};

/** The page for a pathname such as '/size-guide' (route matching ignores case and a trailing slash). */
export function staticPageFor(pathname: string): PageBuilder {
  const slug = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  const known = STATIC_PAGE_SLUGS.find((s) => s === slug);
  if (!known) throw new Error(`No static page for ${pathname}`);
  return PAGES[known];
}

export const staticPagePath = (pathname: string) => `/${pathname.replace(/^\/+|\/+$/g, '').toLowerCase()}`;

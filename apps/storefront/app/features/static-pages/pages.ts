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
import type { Lang } from '@shopwright/shared/i18n';
import { PAGES_DE } from './content/de';
import { PAGES_FR } from './content/fr';
import { PAGES_JA } from './content/ja';
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

/** Each language's pages: the same slugs, the same blocks, written in that language (not translated line by line). */
const BY_LANG: Record<Lang, Record<StaticPageSlug, PageBuilder>> = { en: PAGES, de: PAGES_DE, fr: PAGES_FR, ja: PAGES_JA };

/** The page for a pathname such as '/size-guide' (route matching ignores case and a trailing slash), in a language. */
export function staticPageFor(pathname: string, lang: Lang = 'en'): PageBuilder {
  const slug = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  const known = STATIC_PAGE_SLUGS.find((s) => s === slug);
  if (!known) throw new Error(`No static page for ${pathname}`);
  return BY_LANG[lang][known];
}

export const staticPagePath = (pathname: string) => `/${pathname.replace(/^\/+|\/+$/g, '').toLowerCase()}`;

import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { STATIC_PAGE_SLUGS } from './slugs';
import { FALLBACK_SETTINGS } from '../../lib/shop-settings';
import { pageContext } from './page-context';
import { staticPageFor } from './pages';
import { StaticPageView } from './static-page-view';

const ctx = pageContext({ ...FALLBACK_SETTINGS, shop_name: 'Acme Goods' }, 'Shopwright');

describe('static pages', () => {
  it('has a distinct title, a search-friendly description and content for every slug', () => {
    const titles = new Set<string>();
    for (const slug of STATIC_PAGE_SLUGS) {
      const page = staticPageFor(`/${slug}`)(ctx);
      titles.add(page.title);
      expect(page.description.length, slug).toBeGreaterThan(50);
      expect(page.description.length, slug).toBeLessThanOrEqual(160);
      expect(page.sections.length, slug).toBeGreaterThan(0);
      const html = renderToString(
        <MemoryRouter>
          <StaticPageView page={page} ctx={ctx} />
        </MemoryRouter>,
      );
      expect(html).toContain('<h1');
    }
    expect(titles.size).toBe(STATIC_PAGE_SLUGS.length);
  });

  it('uses the configured shop name and contact details', () => {
    const about = staticPageFor('/about')(ctx);
    expect(about.title).toBe('About Acme Goods');
    const html = renderToString(
      <MemoryRouter>
        <StaticPageView page={about} ctx={ctx} />
      </MemoryRouter>,
    );
    expect(html).toContain(`mailto:${FALLBACK_SETTINGS.contact_email}`);
  });

  it('finds pages whatever the case or trailing slash, and refuses unknown ones', () => {
    expect(staticPageFor('/Size-Guide/')(ctx).title).toBe('Size Guide');
    expect(() => staticPageFor('/nope')).toThrow();
  });

  it('states shipping amounts when the settings have them, general wording otherwise', () => {
    const shipping = { standard: 4.99, express: 14.99, free_shipping_threshold: 50 };
    const text = JSON.stringify(staticPageFor('/shipping')(pageContext({ ...FALLBACK_SETTINGS, shipping }, 'x')));
    for (const amount of ['$4.99', '$14.99', '$50.00']) expect(text).toContain(amount);
    const noFree = JSON.stringify(
      staticPageFor('/shipping')(pageContext({ ...FALLBACK_SETTINGS, shipping: { ...shipping, free_shipping_threshold: null } }, 'x')),
    );
    expect(noFree).not.toContain('Free shipping');
    expect(JSON.stringify(staticPageFor('/shipping')(ctx))).toContain('free-shipping threshold');
  });
});

describe('static pages in other languages', () => {
  for (const lang of ['de', 'fr', 'ja'] as const) {
    it(`has every page in ${lang}, with its own titles, descriptions and unique section anchors`, () => {
      const local = pageContext({ ...FALLBACK_SETTINGS, shop_name: 'Acme Goods' }, 'Shopwright', lang);
      const titles = new Set<string>();
      for (const slug of STATIC_PAGE_SLUGS) {
        const page = staticPageFor(`/${slug}`, lang)(local);
        const english = staticPageFor(`/${slug}`)(ctx);
        titles.add(page.title);
        expect(page.title, `${lang} ${slug}`).not.toBe(english.title);
        expect(page.description, `${lang} ${slug}`).not.toBe(english.description);
        expect(page.description.length, `${lang} ${slug}`).toBeGreaterThan(lang === 'ja' ? 20 : 50);
        expect(page.description.length, `${lang} ${slug}`).toBeLessThanOrEqual(160);
        expect(page.sections.length, `${lang} ${slug}`).toBe(english.sections.length);
        const html = renderToString(
          <MemoryRouter>
            <StaticPageView page={page} ctx={local} />
          </MemoryRouter>,
        );
        const ids = [...html.matchAll(/ id="(section-[^"]*)"/g)].map((m) => m[1]);
        expect(new Set(ids).size, `${lang} ${slug} anchors`).toBe(ids.length);
      }
      expect(titles.size).toBe(STATIC_PAGE_SLUGS.length);
    });
  }

  it('states shipping amounts in the language’s format', () => {
    const shipping = { standard: 4.99, express: 14.99, free_shipping_threshold: 50 };
    const text = JSON.stringify(staticPageFor('/shipping', 'de')(pageContext({ ...FALLBACK_SETTINGS, shipping }, 'x', 'de')));
    for (const amount of ['4,99', '14,99', '50,00']) expect(text).toContain(amount);
  });
});

import { prerender } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '@shopwright/shared/i18n/catalogs';
import { Footer } from './footer';
import { FALLBACK_SETTINGS } from '../../lib/shop-settings';
import { LanguageProvider, type Lang } from '../../lib/i18n';
import { registerCatalogs } from '../../lib/i18n-catalogs';

registerCatalogs(CATALOGS);

async function render(lang: Lang): Promise<string> {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <LanguageProvider lang={lang}>
          <Footer settings={{ ...FALLBACK_SETTINGS, shop_name: 'Acme Goods' }} />
        </LanguageProvider>
      ),
    },
  ]);
  const { prelude } = await prerender(<Stub initialEntries={['/']} />);
  return new Response(prelude).text();
}

describe('the page language (server render)', () => {
  it('renders the footer in German, with no English left', async () => {
    const html = await render('de');
    expect(html).toContain('Bleiben Sie über unsere neuesten Angebote informiert');
    expect(html).toContain('placeholder="Ihre E-Mail-Adresse"');
    expect(html).toContain('>Abonnieren<');
    expect(html).toContain('Rückgabe und Umtausch');
    expect(html).toContain(`© ${new Date().getFullYear()} Acme Goods. Alle Rechte vorbehalten.`);
    for (const english of ['Stay Updated', 'Subscribe', 'Customer Service', 'All rights reserved', 'We Accept', 'Privacy Policy']) {
      expect(html).not.toContain(english);
    }
  });

  it('renders the footer in French and Japanese', async () => {
    expect(await render('fr')).toContain('Restez informé de nos dernières offres');
    const ja = await render('ja');
    expect(ja).toContain('最新のお得な情報をお届けします');
    expect(ja).toContain('よくある質問');
  });

  it('keeps English exactly as without a language', async () => {
    const html = await render('en');
    expect(html).toContain('Stay Updated with Our Latest Offers');
    expect(html).toContain('placeholder="Enter your email address"');
    expect(html).toContain('>Subscribe<');
    expect(html).toContain(`© ${new Date().getFullYear()} Acme Goods. All rights reserved.`);
  });
});

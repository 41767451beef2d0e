import { describe, expect, it } from 'vitest';
import type { MarketDef } from '../markets/markets-config';
import { alternateLinks, alternatesOf, marketOfPath } from './market-path';

const market = (code: string, path: string, languages: string[], countries: string[], extra: Partial<MarketDef> = {}): MarketDef => ({
  code,
  name: code,
  currency: 'EUR',
  languages,
  path,
  rate: '1',
  rounding: 'none',
  active: true,
  primary: false,
  position: 0,
  countries,
  created_at: '',
  updated_at: '',
  ...extra,
});

const us = market('us', '/', ['en'], [], { primary: true, currency: 'USD' });
const eu = market('eu', '/de', ['de', 'fr', 'en'], ['DE', 'AT']);
const jp = market('jp', '/jp', ['ja'], ['JP']);
const off = market('ch', '/ch', ['de'], ['CH'], { active: false });
const all = [us, eu, jp, off];

describe('the market and language of a storefront path', () => {
  it.each([
    ['/', 'us', 'en', ''],
    ['/products/12', 'us', 'en', ''],
    ['/de', 'eu', 'de', '/de'],
    ['/de/', 'eu', 'de', '/de'],
    ['/de/products?q=schuhe', 'eu', 'de', '/de'],
    ['/de/en/products', 'eu', 'en', '/de/en'],
    ['/de/fr', 'eu', 'fr', '/de/fr'],
    ['/DE/Products', 'eu', 'de', '/de'],
    ['/de/ja/products', 'eu', 'de', '/de'], // not one of its languages: the default, and /ja/products its 404 page
    ['/jp/products', 'jp', 'ja', '/jp'],
    ['/design', 'us', 'en', ''], // a path that merely starts with a market's letters
    ['/ch/products', 'us', 'en', ''], // an inactive market is not served
  ])('%s is %s in %s under %j', (path, code, lang, basename) => {
    const found = marketOfPath(path, all, us);
    expect([found.market.code, found.lang, found.basename]).toEqual([code, lang, basename]);
  });

  it('tags a language one market serves by the language alone, a shared one per country, with x-default', () => {
    expect(alternatesOf(all, us)).toEqual([
      { hreflang: 'x-default', basename: '' },
      { hreflang: 'en', basename: '' },
      { hreflang: 'de', basename: '/de' },
      { hreflang: 'fr', basename: '/de/fr' },
      { hreflang: 'en-DE', basename: '/de/en' },
      { hreflang: 'en-AT', basename: '/de/en' },
      { hreflang: 'ja', basename: '/jp' },
    ]);
  });

  it('writes the links of a page with its path inside each market, escaped', () => {
    const links = alternateLinks('https://shop.example', alternatesOf([us, jp], us), '/products?q="x"');
    expect(links).toBe(
      '<link rel="alternate" hreflang="x-default" href="https://shop.example/products?q=&quot;x&quot;"/>' +
        '<link rel="alternate" hreflang="en" href="https://shop.example/products?q=&quot;x&quot;"/>' +
        '<link rel="alternate" hreflang="ja" href="https://shop.example/jp/products?q=&quot;x&quot;"/>',
    );
    expect(alternateLinks('https://shop.example', alternatesOf([us, jp], us), '/')).toContain('href="https://shop.example/jp"');
  });
});

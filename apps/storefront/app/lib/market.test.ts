import { describe, expect, it } from 'vitest';
import { withMarket } from './market';

describe('withMarket', () => {
  it("names the page's market on catalog reads (with the language), cart calls and the reads with market amounts", () => {
    expect(withMarket('/api/products?page=2', 'GET', 'eu', 'de')).toBe('/api/products?page=2&market=eu&lang=de');
    expect(withMarket('/api/users/me', 'GET', 'eu', 'de')).toBe('/api/users/me?market=eu');
    // The settings' shipping rates and a product's shipping estimates are in the market's currency.
    expect(withMarket('/api/settings', 'GET', 'eu', 'de')).toBe('/api/settings?market=eu');
    expect(withMarket('/api/wishlist', 'GET', 'eu', 'de')).toBe('/api/wishlist?market=eu&lang=de');
    expect(withMarket('/api/wishlist/12', 'DELETE', 'eu', 'fr')).toBe('/api/wishlist/12?market=eu&lang=fr');
    expect(withMarket('/api/wishlist/12/move-to-cart', 'POST', 'eu', 'de')).toBe('/api/wishlist/12/move-to-cart');
    expect(withMarket('/api/products/12/shipping', 'GET', 'jp', 'ja')).toBe('/api/products/12/shipping?market=jp');
  });

  it("sends every call as it was on the primary market's default pages, and other calls as they were", () => {
    expect(withMarket('/api/settings', 'GET', undefined, undefined)).toBe('/api/settings');
    expect(withMarket('/api/products/12/shipping', 'GET', undefined, undefined)).toBe('/api/products/12/shipping');
    expect(withMarket('/api/orders', 'POST', 'eu', 'de')).toBe('/api/orders');
    expect(withMarket('/api/settings', 'PATCH', 'eu', 'de')).toBe('/api/settings');
  });
});

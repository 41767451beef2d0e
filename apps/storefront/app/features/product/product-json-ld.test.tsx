import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@shopwright/shared/catalog';
import type { ShippingEstimates } from '@shopwright/shared/tax';
import { ProductJsonLd } from './product-json-ld';

// Only the fields the structured data reads.
const product = {
  id: 10,
  slug: 'apple-airpods-pro-2-generation',
  name: 'Apple AirPods Pro (2. Generation)',
  description: 'Kabellose Kopfhörer',
  sale_price: 1235,
  variants: [{ sku: 'AIRPODS', sale_price: 1235 }],
  images: [{ full: { url: '/media/products/10/a-full.webp' } }],
  brand: { name: 'Apple' },
  category: { name: 'Elektronik' },
  rating: { average: 4.5, count: 2 },
  in_stock: true,
} as unknown as ProductDetail;

const estimate = (country: string, name: string, price: number, region: string | null = null) => ({
  country,
  region,
  method: name.toLowerCase(),
  name,
  estimate: '3-5',
  price,
});

function jsonLd(props: { currency: string; shipping: ShippingEstimates | null; pageOrigin?: string }) {
  const html = renderToStaticMarkup(
    <ProductJsonLd product={product} origin="https://shop.example" pageOrigin={props.pageOrigin ?? 'https://shop.example/jp'} {...props} />,
  );
  return JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]!);
}

describe('product structured data (schema.org)', () => {
  it("links the offer to the page in its market and its media at the shop's root", () => {
    const data = jsonLd({ currency: 'JPY', shipping: null });
    expect(data.offers.url).toBe('https://shop.example/jp/products/apple-airpods-pro-2-generation');
    expect(data.image).toEqual(['https://shop.example/media/products/10/a-full.webp']);
  });

  it("writes amounts with the currency's decimals: none for yen, two for euros", () => {
    const shipping = { currency: 'JPY', prices_include_tax: true, estimates: [estimate('JP', 'Standard', 800)] };
    const yen = jsonLd({ currency: 'JPY', shipping });
    expect(yen.offers.price).toBe('1235');
    expect(yen.offers.priceSpecification.price).toBe('1235');
    expect(yen.offers.shippingDetails[0].shippingRate).toEqual({ '@type': 'MonetaryAmount', value: '800', currency: 'JPY' });
    expect(jsonLd({ currency: 'EUR', shipping: null }).offers.price).toBe('1235.00');
  });

  it('lists every destination charged the same rate for a method in one entry', () => {
    const shipping = {
      currency: 'EUR',
      prices_include_tax: true,
      estimates: [
        estimate('AT', 'Standard', 0),
        estimate('AT', 'Express', 13.79),
        estimate('DE', 'Standard', 0),
        estimate('DE', 'Express', 13.79),
        estimate('ES', 'Standard', 0),
        estimate('ES', 'Express', 15.5, 'CN'),
      ],
    };
    const details = jsonLd({ currency: 'EUR', shipping, pageOrigin: 'https://shop.example/de' }).offers.shippingDetails;
    expect(details).toEqual([
      {
        '@type': 'OfferShippingDetails',
        shippingLabel: 'Standard',
        shippingRate: { '@type': 'MonetaryAmount', value: '0.00', currency: 'EUR' },
        shippingDestination: ['AT', 'DE', 'ES'].map((c) => ({ '@type': 'DefinedRegion', addressCountry: c })),
      },
      {
        '@type': 'OfferShippingDetails',
        shippingLabel: 'Express',
        shippingRate: { '@type': 'MonetaryAmount', value: '13.79', currency: 'EUR' },
        shippingDestination: ['AT', 'DE'].map((c) => ({ '@type': 'DefinedRegion', addressCountry: c })),
      },
      {
        '@type': 'OfferShippingDetails',
        shippingLabel: 'Express',
        shippingRate: { '@type': 'MonetaryAmount', value: '15.50', currency: 'EUR' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'ES', addressRegion: 'CN' },
      },
    ]);
  });
});

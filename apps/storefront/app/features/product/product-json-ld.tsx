import type { ProductDetail } from '@shopwright/shared/catalog';
import type { ShippingEstimates } from '@shopwright/shared/tax';
import { minorDigits } from '@shopwright/shared/money';

interface JsonLdProps {
  product: ProductDetail;
  /** Where media live (`https://shop.example`). */
  origin: string;
  /** Where the page's market lives (`https://shop.example/de`), for the offer's URL. */
  pageOrigin: string;
  currency: string;
  /** What checkout charges to ship one unit, per country and method; null when it could not be read. */
  shipping: ShippingEstimates | null;
}

/** An amount as schema.org wants it: a plain decimal with the currency's ISO 4217 decimals ("1235" for yen). */
const amountIn = (amount: number, currency: string) => amount.toFixed(minorDigits(currency));

/**
 * schema.org OfferShippingDetails as checkout charges them: one per method and rate, listing every
 * destination (country, or country and region) charged that rate, so a market of twelve countries
 * with one rate per method says so in two entries, not twenty-four.
 */
function shippingDetails(shipping: ShippingEstimates) {
  const byRate = new Map<string, { name: string; value: string; regions: Array<Record<string, string>> }>();
  for (const e of shipping.estimates) {
    const value = amountIn(e.price, shipping.currency);
    const key = `${e.name}\u0000${value}`;
    const entry = byRate.get(key) ?? { name: e.name, value, regions: [] };
    entry.regions.push({ '@type': 'DefinedRegion', addressCountry: e.country, ...(e.region ? { addressRegion: e.region } : {}) });
    byRate.set(key, entry);
  }
  return [...byRate.values()].map((r) => ({
    '@type': 'OfferShippingDetails',
    shippingLabel: r.name,
    shippingRate: { '@type': 'MonetaryAmount', value: r.value, currency: shipping.currency },
    shippingDestination: r.regions.length === 1 ? r.regions[0] : r.regions,
  }));
}

/** schema.org Product data for search engines: the offer with its tax treatment and shipping. */
export function ProductJsonLd({ product, origin, pageOrigin, currency, shipping }: JsonLdProps) {
  const high = Math.max(product.sale_price, ...product.variants.map((v) => v.sale_price));
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.variants.length === 1 ? product.variants[0]!.sku : String(product.id),
    image: product.images.map((i) => `${origin}${i.full.url}`),
    brand: product.brand ? { '@type': 'Brand', name: product.brand.name } : undefined,
    category: product.category.name,
    aggregateRating:
      product.rating.count > 0
        ? { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count }
        : undefined,
    offers: {
      url: `${pageOrigin}/products/${product.slug}`,
      priceCurrency: currency,
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      // Variants at different prices: the range (schema.org's AggregateOffer), else the one price.
      ...(high > product.sale_price
        ? {
            '@type': 'AggregateOffer',
            lowPrice: amountIn(product.sale_price, currency),
            highPrice: amountIn(high, currency),
            offerCount: product.variants.length,
          }
        : { '@type': 'Offer', price: amountIn(product.sale_price, currency) }),
      ...(shipping
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: amountIn(product.sale_price, currency),
              priceCurrency: currency,
              valueAddedTaxIncluded: shipping.prices_include_tax,
            },
            shippingDetails: shippingDetails(shipping),
          }
        : {}),
    },
  };
  // `<` is escaped so the JSON can never close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

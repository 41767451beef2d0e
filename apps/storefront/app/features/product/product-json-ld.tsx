import type { ProductDetail } from '@shopwright/shared/catalog';
import type { ShippingEstimates } from '@shopwright/shared/tax';

interface JsonLdProps {
  product: ProductDetail;
  origin: string;
  currency: string;
  /** What checkout charges to ship one unit, per country and method; null when it could not be read. */
  shipping: ShippingEstimates | null;
}

/** schema.org OfferShippingDetails per country and method, as checkout charges them. */
const shippingDetails = (shipping: ShippingEstimates) =>
  shipping.estimates.map((e) => ({
    '@type': 'OfferShippingDetails',
    shippingLabel: e.name,
    shippingRate: { '@type': 'MonetaryAmount', value: e.price.toFixed(2), currency: shipping.currency },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: e.country, ...(e.region ? { addressRegion: e.region } : {}) },
  }));

/** schema.org Product data for search engines: the offer with its tax treatment and shipping. */
export function ProductJsonLd({ product, origin, currency, shipping }: JsonLdProps) {
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
      url: `${origin}/products/${product.slug}`,
      priceCurrency: currency,
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      // Variants at different prices: the range (schema.org's AggregateOffer), else the one price.
      ...(high > product.sale_price
        ? {
            '@type': 'AggregateOffer',
            lowPrice: product.sale_price.toFixed(2),
            highPrice: high.toFixed(2),
            offerCount: product.variants.length,
          }
        : { '@type': 'Offer', price: product.sale_price.toFixed(2) }),
      ...(shipping
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: product.sale_price.toFixed(2),
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

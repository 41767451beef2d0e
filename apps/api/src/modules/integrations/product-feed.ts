import { fromMinorIn, minorDigits } from '@shopwright/shared/money';
import { escapeXml } from '../../lib/xml';
import { imageOf } from '../catalog/catalog.mappers';
import type { ShippingEstimate } from '../checkout/shipping-estimates';
import type { FeedSourceRow } from './discovery.repo';

export interface FeedShop {
  name: string;
  publicUrl: string;
  currency: string;
  /** Where the product pages are: a market's path under the public URL (ADR 030); the public URL without. */
  pagesUrl?: string;
  /** The feed's language (a market's feed), for the channel's `<language>`. */
  language?: string;
}

/** An amount with its currency's ISO 4217 decimals: "19.99 USD", "3026 JPY". */
const price = (minor: number, currency: string) => `${fromMinorIn(minor, currency).toFixed(minorDigits(currency))} ${currency}`;
const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

function variantQuery(row: Pick<FeedSourceRow, 'color' | 'size'>): string {
  const query = new URLSearchParams();
  if (row.color) query.set('color', row.color);
  if (row.size) query.set('size', row.size);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A `<g:shipping>` per place and method, priced as checkout charges one unit there. */
const shippingTags = (estimates: ShippingEstimate[], currency: string) =>
  estimates
    .map(
      (e) =>
        `<g:shipping>${tag('g:country', e.country)}${e.region ? tag('g:region', e.region) : ''}${tag('g:service', e.name)}${tag('g:price', price(e.price, currency))}</g:shipping>`,
    )
    .join('');

/**
 * One `<item>` of the Google Merchant Center feed from one purchasable item: its price as a
 * shopper at the shop's default destination pays it, and its shipping per country the methods serve.
 */
export function feedItem(row: FeedSourceRow, shop: FeedShop, shipping: ShippingEstimate[] = []): string {
  const image = imageOf(row.name, row.image_variants);
  // A market's feed names the options in its language; the link keeps the names the page selects by.
  const color = row.color_label ?? row.color;
  const size = row.size_label ?? row.size;
  const parts = [
    tag('g:id', row.item_id),
    tag('g:item_group_id', row.group_id),
    tag('title', [row.name, color, size].filter(Boolean).join(' - ')),
    tag('description', row.description || row.name),
    // The product page opens on this variant (it reads ?color=&size=).
    tag('link', `${shop.pagesUrl ?? shop.publicUrl}/products/${row.product_id}${variantQuery(row)}`),
    image ? tag('g:image_link', `${shop.publicUrl}${image.full.url}`) : '',
    tag('g:availability', row.stock > 0 ? 'in_stock' : 'out_of_stock'),
    tag('g:price', price(row.regular_price, shop.currency)),
    row.sale_price < row.regular_price ? tag('g:sale_price', price(row.sale_price, shop.currency)) : '',
    // Google wants a brand for most products; the shop's name stands in for products without one.
    tag('g:brand', row.brand ?? shop.name),
    tag('g:condition', 'new'),
    color ? tag('g:color', color) : '',
    size ? tag('g:size', size) : '',
    row.gtin ? tag('g:gtin', row.gtin) : '',
    shippingTags(shipping, shop.currency),
  ];
  return `<item>${parts.join('')}</item>`;
}

/** The whole feed: RSS 2.0 with the Google namespace. */
export function productFeed(
  rows: FeedSourceRow[],
  shop: FeedShop,
  shippingOf: (row: FeedSourceRow) => ShippingEstimate[] = () => [],
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>',
    tag('title', shop.name),
    tag('link', `${shop.pagesUrl ?? shop.publicUrl}/`),
    tag('description', `Products of ${shop.name}`),
    ...(shop.language ? [tag('language', shop.language)] : []),
    ...rows.map((row) => feedItem(row, shop, shippingOf(row))),
    '</channel></rss>',
    '',
  ].join('\n');
}

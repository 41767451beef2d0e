import { fromMinor } from '@shopwright/shared/money';
import { escapeXml } from '../../lib/xml';
import { imageOf } from '../catalog/catalog.mappers';
import type { ShippingEstimate } from '../checkout/shipping-estimates';
import type { FeedSourceRow } from './discovery.repo';

export interface FeedShop {
  name: string;
  publicUrl: string;
  currency: string;
}

const price = (cents: number, currency: string) => `${fromMinor(cents).toFixed(2)} ${currency}`;
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
  const parts = [
    tag('g:id', row.item_id),
    tag('g:item_group_id', row.group_id),
    tag('title', [row.name, row.color, row.size].filter(Boolean).join(' - ')),
    tag('description', row.description || row.name),
    // The product page opens on this variant (it reads ?color=&size=).
    tag('link', `${shop.publicUrl}/products/${row.product_id}${variantQuery(row)}`),
    image ? tag('g:image_link', `${shop.publicUrl}${image.full.url}`) : '',
    tag('g:availability', row.stock > 0 ? 'in_stock' : 'out_of_stock'),
    tag('g:price', price(row.regular_price, shop.currency)),
    row.sale_price < row.regular_price ? tag('g:sale_price', price(row.sale_price, shop.currency)) : '',
    // Google wants a brand for most products; the shop's name stands in for products without one.
    tag('g:brand', row.brand ?? shop.name),
    tag('g:condition', 'new'),
    row.color ? tag('g:color', row.color) : '',
    row.size ? tag('g:size', row.size) : '',
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
    tag('link', `${shop.publicUrl}/`),
    tag('description', `Products of ${shop.name}`),
    ...rows.map((row) => feedItem(row, shop, shippingOf(row))),
    '</channel></rss>',
    '',
  ].join('\n');
}

import {
  CATALOG_MESSAGES as M,
  type ProductDetail,
  type ProductFacets,
  type ProductList,
  type ProductOptions,
  type ProductQuery,
  type Suggestions,
} from '@shopwright/shared/catalog';
import { decimalsMessage, MARKET_MESSAGES, type MarketQuery } from '@shopwright/shared/markets';
import { hasDecimalsFor, toMinor, toMinorIn } from '@shopwright/shared/money';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../lib/errors';
import { getMarketsConfig, languageFor, type MarketDef } from '../markets/markets-config';
import { imageOf, jsonList, moneyIn, toListItem, toVariant } from './catalog.mappers';
import { paginate } from './pagination';
import { productKey } from './product-key';
import * as list from './products.list.repo';
import * as repo from './products.repo';
import { productSearch, searchTokens } from './search';
import { namesMatching, suggestedProducts } from './suggest.repo';
import { sellableVariants } from './variants.repo';

const SIZE_ORDER = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl'];
const sizeRank = (name: string) => {
  const known = SIZE_ORDER.indexOf(name.toLowerCase());
  return known >= 0 ? known : Number.isFinite(Number(name)) ? 100 + Number(name) : 10_000;
};

/**
 * The market and language a catalog call asked for (ADR 027), from the in-memory markets (no
 * query); null when it named neither, and the answer is the base market's as it always was. An
 * unknown or inactive market is a 400 on `market`; a language the market lacks falls back to its
 * default.
 */
export interface CatalogView {
  market: MarketDef;
  language: string;
  currency: string;
  /** The market's code when its prices are not the products' own (a non-primary market). */
  priced?: string;
}

export async function catalogView(ctx: AppContext, query: MarketQuery): Promise<CatalogView | null> {
  if (query.market === undefined && query.lang === undefined) return null;
  const config = await getMarketsConfig(ctx);
  const market = query.market === undefined ? config.primary : config.byCode.get(query.market);
  if (!market) throw fieldError('market', MARKET_MESSAGES.marketUnknown);
  if (!market.active) throw fieldError('market', MARKET_MESSAGES.marketInactive);
  return {
    market,
    language: languageFor(market, query.lang),
    currency: market.currency,
    ...(market.primary ? {} : { priced: market.code }),
  };
}

/** A price filter in the view's currency, in its minor units (400 when it has more decimals than the currency). */
function priceFilter(field: 'min_price' | 'max_price', value: number | undefined, view: CatalogView | null): number | undefined {
  if (value === undefined) return undefined;
  if (!view) return toMinor(value);
  if (!hasDecimalsFor(value, view.currency)) throw fieldError(field, decimalsMessage(view.currency));
  return toMinorIn(value, view.currency);
}

function filtersOf(ctx: AppContext, query: ProductQuery, view: CatalogView | null): list.ListFilters {
  const tokens = query.q ? searchTokens(query.q) : [];
  return {
    categories: query.category ?? [],
    brands: query.brand ?? [],
    search: tokens.length > 0 ? productSearch(ctx.dialect, tokens, 'last') : null,
    minPrice: priceFilter('min_price', query.min_price, view),
    maxPrice: priceFilter('max_price', query.max_price, view),
    market: view?.priced,
    inStock: query.in_stock,
    color: query.color?.toLowerCase(),
    size: query.size?.toLowerCase(),
  };
}

/** A page of published products with facet counts; always the same four queries. */
export async function listProducts(ctx: AppContext, query: ProductQuery, requestUrl: string): Promise<ProductList> {
  const view = await catalogView(ctx, query);
  const f = filtersOf(ctx, query, view);
  const sort = query.sort === 'relevance' && !f.search ? 'popular' : (query.sort ?? (f.search ? 'relevance' : 'popular'));
  const [summary, categories, brands, rows] = await Promise.all([
    list.countAndPriceRange(ctx.db, f),
    list.categoryFacet(ctx.db, f),
    list.brandFacet(ctx.db, f),
    list.productPage(ctx.db, f, sort, query.page, query.page_size),
  ]);
  const money = moneyIn(view?.currency);
  const facets: ProductFacets = {
    categories,
    brands,
    price: {
      min: summary.min === null ? null : money(summary.min),
      max: summary.max === null ? null : money(summary.max),
      ...(view ? { currency: view.currency } : {}),
    },
  };
  const pictures = await repo.pictureUrls(
    ctx.db,
    rows.map((r) => r.id),
  );
  const results = rows.map((r) => toListItem(r, pictures.get(r.id), view?.currency));
  return { ...paginate(requestUrl, summary.count, query.page, query.page_size), results, facets };
}

/**
 * Colours and sizes of the published products (of some categories), for the filter panel. Kept
 * out of the listing: counting options reads every matching product's options.
 */
export async function productOptions(ctx: AppContext, categories: string[]): Promise<ProductOptions> {
  const f: list.ListFilters = { categories, brands: [], search: null };
  const [colors, sizes] = await Promise.all([list.optionCounts(ctx.db, f, 'color'), list.optionCounts(ctx.db, f, 'size')]);
  return { colors, sizes: sizes.sort((a, b) => sizeRank(a.name) - sizeRank(b.name) || a.name.localeCompare(b.name)) };
}

/** A published product by id or slug, with its pictures, options and related products. */
export async function getProduct(ctx: AppContext, idOrSlug: string, query: MarketQuery = {}): Promise<ProductDetail> {
  const view = await catalogView(ctx, query);
  const found = await repo.findVisibleProduct(ctx.db, productKey(idOrSlug), view?.priced);
  if (!found) throw notFound(M.productNotFound);
  const { row, variantPrices } = marketRow(found);
  // A fixed number of queries whatever the number of variants (products.queries.test).
  const [images, colors, sizes, related, variants] = await Promise.all([
    repo.productImages(ctx.db, row.id),
    repo.productColors(ctx.db, row.id),
    repo.productSizes(ctx.db, row.id),
    repo.relatedProducts(ctx.db, row, 8, view?.priced),
    sellableVariants(ctx.db, [row.id]),
  ]);
  const relatedPictures = await repo.pictureUrls(
    ctx.db,
    related.map((r) => r.id),
  );
  const pictures = images.map((i) => imageOf(i.alt, i.variants)).filter((i) => i !== null);
  const first = images[0];
  const { images: _urls, ...item } = toListItem(
    { ...row, image_alt: first?.alt ?? null, image_variants: first?.variants ?? null },
    [],
    view?.currency,
  );
  return {
    ...item,
    description: row.description,
    features: jsonList(row.features),
    colors: colors.map((c) => c.name),
    swatches: colors.map((c) => ({ name: c.name, hex: c.hex })),
    available_sizes: sizes.map((s) => s.name),
    images: pictures,
    published: row.published === 1,
    subscribers: row.subscribers,
    units_sold: row.units_sold,
    modified_by: row.modified_by,
    modified_date: row.modified_date,
    related: related.map((r) => toListItem(r, relatedPictures.get(r.id), view?.currency)),
    variants: variants.map((v) => toVariant(variantPrices ? { ...v, ...variantPrices.get(v.id) } : v, view?.currency)),
  };
}

/** A product row with a market's prices in place of its own, and its variants' prices there by id (ADR 027). */
function marketRow(found: repo.VisibleProduct) {
  if (found.market_variants === undefined) return { row: found, variantPrices: undefined };
  const variantPrices = new Map<number, { price: number; sale_price: number }>();
  try {
    for (const [id, price, sale] of JSON.parse(found.market_variants) as Array<[number, number, number]>)
      variantPrices.set(id, { price, sale_price: sale });
  } catch {
    // Written by market-prices.ts only; a damaged value leaves the variants without prices of the market.
  }
  return {
    row: {
      ...found,
      regular_price: Number(found.market_regular_price),
      sale_price: Number(found.market_sale_price),
      price_varies: Number(found.market_price_varies),
    },
    variantPrices,
  };
}

/** Instant suggestions while typing: a few products, categories and brands, by word prefix. */
export async function suggest(ctx: AppContext, text: string, query: MarketQuery = {}): Promise<Suggestions> {
  const view = await catalogView(ctx, query);
  const money = moneyIn(view?.currency);
  const tokens = searchTokens(text);
  const [products, categories, brands] = await Promise.all([
    suggestedProducts(ctx.db, productSearch(ctx.dialect, tokens, 'all'), view?.priced),
    namesMatching(ctx.db, 'categories', tokens),
    namesMatching(ctx.db, 'brands', tokens),
  ]);
  return {
    products: products.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      brand: p.brand_name,
      sale_price: money(Number(p.sale_price)),
      image: imageOf(p.image_alt, p.image_variants)?.thumbnail.url ?? null,
      ...(view ? { currency: view.currency } : {}),
    })),
    categories,
    brands,
  };
}

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
  /** The language when it is not the base one: texts come translated where they are (ADR 030). */
  translated?: string;
}

export async function catalogView(ctx: AppContext, query: MarketQuery): Promise<CatalogView | null> {
  if (query.market === undefined && query.lang === undefined) return null;
  const config = await getMarketsConfig(ctx);
  const market = query.market === undefined ? config.primary : config.byCode.get(query.market);
  if (!market) throw fieldError('market', MARKET_MESSAGES.marketUnknown);
  if (!market.active) throw fieldError('market', MARKET_MESSAGES.marketInactive);
  const language = languageFor(market, query.lang);
  return {
    market,
    language,
    currency: market.currency,
    ...(market.primary ? {} : { priced: market.code }),
    ...(language === (config.primary.languages[0] ?? 'en') ? {} : { translated: language }),
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
    search: tokens.length > 0 ? productSearch(ctx.dialect, tokens, 'last', view?.translated) : null,
    minPrice: priceFilter('min_price', query.min_price, view),
    maxPrice: priceFilter('max_price', query.max_price, view),
    market: view?.priced,
    lang: view?.translated,
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
  const lang = view?.translated;
  const found = await repo.findVisibleProduct(ctx.db, productKey(idOrSlug), view?.priced, lang);
  if (!found) throw notFound(M.productNotFound);
  const { row, variantPrices } = marketRow(translatedRow(found));
  // A fixed number of queries whatever the number of variants (products.queries.test), in any language.
  const [images, colors, sizes, related, variants] = await Promise.all([
    repo.productImages(ctx.db, row.id),
    lang ? repo.optionsInLang(ctx.db, row.id, 'color', lang) : repo.productColors(ctx.db, row.id),
    lang ? repo.optionsInLang(ctx.db, row.id, 'size', lang) : repo.productSizes(ctx.db, row.id),
    repo.relatedProducts(ctx.db, row, 8, view?.priced, lang),
    sellableVariants(ctx.db, [row.id]),
  ]);
  const label = optionLabels(colors, sizes);
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
    colors: colors.map((c) => label.color(c.name)),
    swatches: colors.map((c) => ({ name: label.color(c.name), hex: c.hex })),
    available_sizes: sizes.map((s) => label.size(s.name)),
    images: pictures,
    published: row.published === 1,
    subscribers: row.subscribers,
    units_sold: row.units_sold,
    modified_by: row.modified_by,
    modified_date: row.modified_date,
    kind: row.kind,
    related: related.map((r) => toListItem(r, relatedPictures.get(r.id), view?.currency)),
    variants: variants.map((v) =>
      toVariant(
        {
          ...v,
          ...(variantPrices ? variantPrices.get(v.id) : {}),
          color: v.color && label.color(v.color),
          size: v.size && label.size(v.size),
        },
        view?.currency,
      ),
    ),
  };
}

/** A product row with its translated texts in place of its own where it has them (ADR 030: per field). */
function translatedRow<T extends repo.VisibleProduct>(found: T): T {
  if (!('t_name' in found)) return found;
  const t = found as T & Record<`t_${string}`, string | null>;
  return {
    ...found,
    name: t.t_name ?? found.name,
    slug: t.t_slug ?? found.slug,
    description: t.t_description ?? found.description,
    features: t.t_features ?? found.features,
    category_name: t.t_category_name ?? found.category_name,
    category_slug: t.t_category_slug ?? found.category_slug,
    brand_name: t.t_brand_name ?? found.brand_name,
  };
}

/** Colour and size names as the page shows them: translated where a label exists (by the lower-cased name). */
function optionLabels(colors: Array<{ name: string; label?: string | null }>, sizes: Array<{ name: string; label?: string | null }>) {
  const map = (list: typeof colors) => new Map(list.filter((o) => o.label).map((o) => [o.name.toLowerCase(), o.label!]));
  const color = map(colors);
  const size = map(sizes);
  return {
    color: (name: string) => color.get(name.toLowerCase()) ?? name,
    size: (name: string) => size.get(name.toLowerCase()) ?? name,
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
  const lang = view?.translated;
  const [products, categories, brands] = await Promise.all([
    suggestedProducts(ctx.db, productSearch(ctx.dialect, tokens, 'all', lang), view?.priced, lang),
    namesMatching(ctx.db, 'categories', tokens, lang),
    namesMatching(ctx.db, 'brands', tokens, lang),
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

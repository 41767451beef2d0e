import {
  CATALOG_MESSAGES as M,
  type ProductDetail,
  type ProductFacets,
  type ProductList,
  type ProductOptions,
  type ProductQuery,
  type Suggestions,
} from '@shopwright/shared/catalog';
import { fromMinor, toMinor } from '@shopwright/shared/money';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { imageOf, jsonList, toListItem, toVariant } from './catalog.mappers';
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

function filtersOf(ctx: AppContext, query: ProductQuery): list.ListFilters {
  const tokens = query.q ? searchTokens(query.q) : [];
  return {
    categories: query.category ?? [],
    brands: query.brand ?? [],
    search: tokens.length > 0 ? productSearch(ctx.dialect, tokens, 'last') : null,
    minPrice: query.min_price === undefined ? undefined : toMinor(query.min_price),
    maxPrice: query.max_price === undefined ? undefined : toMinor(query.max_price),
    inStock: query.in_stock,
    color: query.color?.toLowerCase(),
    size: query.size?.toLowerCase(),
  };
}

/** A page of published products with facet counts; always the same four queries. */
export async function listProducts(ctx: AppContext, query: ProductQuery, requestUrl: string): Promise<ProductList> {
  const f = filtersOf(ctx, query);
  const sort = query.sort === 'relevance' && !f.search ? 'popular' : (query.sort ?? (f.search ? 'relevance' : 'popular'));
  const [summary, categories, brands, rows] = await Promise.all([
    list.countAndPriceRange(ctx.db, f),
    list.categoryFacet(ctx.db, f),
    list.brandFacet(ctx.db, f),
    list.productPage(ctx.db, f, sort, query.page, query.page_size),
  ]);
  const facets: ProductFacets = {
    categories,
    brands,
    price: { min: summary.min === null ? null : fromMinor(summary.min), max: summary.max === null ? null : fromMinor(summary.max) },
  };
  const pictures = await repo.pictureUrls(
    ctx.db,
    rows.map((r) => r.id),
  );
  const results = rows.map((r) => toListItem(r, pictures.get(r.id)));
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
export async function getProduct(ctx: AppContext, idOrSlug: string): Promise<ProductDetail> {
  const row = await repo.findVisibleProduct(ctx.db, productKey(idOrSlug));
  if (!row) throw notFound(M.productNotFound);
  // A fixed number of queries whatever the number of variants (products.queries.test).
  const [images, colors, sizes, related, variants] = await Promise.all([
    repo.productImages(ctx.db, row.id),
    repo.productColors(ctx.db, row.id),
    repo.productSizes(ctx.db, row.id),
    repo.relatedProducts(ctx.db, row),
    sellableVariants(ctx.db, [row.id]),
  ]);
  const relatedPictures = await repo.pictureUrls(
    ctx.db,
    related.map((r) => r.id),
  );
  const pictures = images.map((i) => imageOf(i.alt, i.variants)).filter((i) => i !== null);
  const first = images[0];
  const { images: _urls, ...item } = toListItem({ ...row, image_alt: first?.alt ?? null, image_variants: first?.variants ?? null });
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
    related: related.map((r) => toListItem(r, relatedPictures.get(r.id))),
    variants: variants.map(toVariant),
  };
}

/** Instant suggestions while typing: a few products, categories and brands, by word prefix. */
export async function suggest(ctx: AppContext, text: string): Promise<Suggestions> {
  const tokens = searchTokens(text);
  const [products, categories, brands] = await Promise.all([
    suggestedProducts(ctx.db, productSearch(ctx.dialect, tokens, 'all')),
    namesMatching(ctx.db, 'categories', tokens),
    namesMatching(ctx.db, 'brands', tokens),
  ]);
  return {
    products: products.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      brand: p.brand_name,
      sale_price: fromMinor(p.sale_price),
      image: imageOf(p.image_alt, p.image_variants)?.thumbnail.url ?? null,
    })),
    categories,
    brands,
  };
}

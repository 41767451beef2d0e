import type { ReactNode } from 'react';
import type { AdminProductDetail } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { useTaxCategories } from '../../../lib/tax-lookups';
import { StockBadge } from './product-badges';
import { Facts } from '../../../components/ui/facts';

/** The product's facts as a list of terms: prices, stock, tax category, weight, sales, rating and who changed it last. */
export function ProductFacts({ product: p, currency }: { product: AdminProductDetail; currency: string }) {
  const taxCategory = useTaxCategories().data?.find((c) => c.code === p.tax_category)?.name ?? p.tax_category;
  const terms: Array<[string, ReactNode]> = [
    ['Category', p.category.name],
    ['Brand', p.brand?.name ?? 'None'],
    ['Regular price', formatMoney(p.price, currency)],
    ['Sale price', p.sale_price < p.price ? `${formatMoney(p.sale_price, currency)} (−${p.percentage_discount}%)` : 'No sale'],
    ['Stock', <StockBadge key="stock" stock={p.stock} />],
    ['Tax category', taxCategory],
    ['Weight', p.weight === null ? 'Not given' : `${p.weight.toLocaleString('en-US')} g`],
    ['Units sold', p.units_sold.toLocaleString('en-US')],
    [
      'Rating',
      p.rating.count
        ? `${p.rating.average.toFixed(2)} of 5 (${p.rating.count} ${p.rating.count === 1 ? 'review' : 'reviews'})`
        : 'No reviews',
    ],
    ['Waiting for restock', p.subscribers ? `${p.subscribers} ${p.subscribers === 1 ? 'shopper' : 'shoppers'}` : 'Nobody'],
    [
      'Slug',
      <span key="slug" className="break-all font-mono text-xs">
        {p.slug}
      </span>,
    ],
    ['Added', formatDateTime(p.date_added)],
    ['Modified', formatDateTime(p.modified_date)],
    ['Modified by', p.modified_by ? p.modified_by.name || p.modified_by.email : 'No admin yet'],
  ];
  return (
    <Card title="Details">
      <Facts facts={terms} className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4" valueClassName="mt-1 text-sm tabular-nums" />
    </Card>
  );
}

/** What the product page shows shoppers: the description, features and the options to choose from. */
export function ProductContent({ product: p }: { product: AdminProductDetail }) {
  return (
    <Card title="Description and options">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-4">
          {p.description ? (
            <p className="whitespace-pre-line text-sm">{p.description}</p>
          ) : (
            <p className="text-sm text-muted">No description.</p>
          )}
          {p.features.length > 0 && (
            <div>
              <h3 className="mb-1 text-sm font-semibold">Features</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {p.features.map((f, i) => (
                  <li key={i}>{f}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className="space-y-4">
          <div>
            <h3 className="mb-1.5 text-sm font-semibold">Colours</h3>
            {p.colors.length ? (
              <ul className="flex flex-wrap gap-2">
                {p.colors.map((c) => (
                  <li key={c.name} className="inline-flex items-center gap-1.5 rounded-full border border-line px-2.5 py-0.5 text-xs">
                    {c.hex && <span className="h-3 w-3 rounded-full border border-line" style={{ background: c.hex }} aria-hidden="true" />}
                    {c.name}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">None</p>
            )}
          </div>
          <div>
            <h3 className="mb-1.5 text-sm font-semibold">Sizes</h3>
            {p.sizes.length ? (
              <ul className="flex flex-wrap gap-2">
                {p.sizes.map((s) => (
                  <li key={s} className="rounded-full border border-line px-2.5 py-0.5 text-xs">
                    {s}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">None</p>
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}

/** The pictures in order, the cover first. */
export function ProductGallery({ product: p }: { product: AdminProductDetail }) {
  return (
    <Card title={`Pictures (${p.images.length})`}>
      {p.images.length ? (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {p.images.map((image, i) => (
            <li key={image.id}>
              <img
                src={image.card.url}
                alt={image.alt}
                loading="lazy"
                className="aspect-square w-full rounded-md border border-line bg-surface object-cover"
              />
              <p className="mt-1 truncate text-xs text-muted" title={image.alt}>
                {i === 0 ? 'Cover' : `Picture ${i + 1}`}
                {image.alt ? ` · ${image.alt}` : ''}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No pictures. The shop shows a placeholder until you add some on the edit page.</p>
      )}
    </Card>
  );
}

import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { ChevronRight } from 'lucide-react';
import type { AdminProductDetail, AdminVariant } from '@shopwright/shared/admin';
import { variantLabel } from '@shopwright/shared/catalog';
import { errorMessage } from '@shopwright/shared/http';
import { FixedPricesInputSchema, type FixedPrice, type Market } from '@shopwright/shared/markets';
import { formatMoney, minorDigits } from '@shopwright/shared/money';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DetailSkeleton } from '../../../components/ui/detail-skeleton';
import { Facts, type Fact } from '../../../components/ui/facts';
import { Input } from '../../../components/ui/field';
import { ErrorState } from '../../../components/ui/state-message';
import { cn } from '../../../lib/cn';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { currencyName, decimalsText, priceCurrencies, useMarkets } from '../../../lib/markets';
import { useFixedPrices, useSaveFixedPrices } from '../api/prices';
import { useVariants } from '../api/variants';
import {
  convertedText,
  EMPTY_DRAFT,
  errorsByRow,
  missingPrices,
  priceDraftsOf,
  rowKey,
  toPricesInput,
  type PriceDraft,
  type PriceDrafts,
} from './market-prices-values';

const TITLE = 'Prices per currency';

/** An input in a row of the variants' prices: named for assistive technology (the columns' titles are shown once), its error under it. */
function CellInput({
  label,
  error,
  className,
  ...rest
}: { label: string; error?: string; id: string } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${rest.id}-error`;
  return (
    <div className="min-w-0">
      <input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        className={cn(
          'block min-h-11 w-full rounded-lg border bg-white px-3 text-sm tabular-nums placeholder:text-muted',
          error ? 'border-red-600' : 'border-line',
          className,
        )}
        {...rest}
      />
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** A typed amount with its currency ("€18.90"), or '' when it is not one. */
function moneyText(typed: string, currency: string): string {
  const amount = Number(typed.trim().replace(',', '.'));
  return typed.trim() !== '' && Number.isFinite(amount) ? formatMoney(amount, currency) : '';
}

/**
 * The product's fixed prices in each currency a non-primary market sells in, and per variant when
 * it has several: a blank price is converted from the base price at the market's rate and rounding
 * (shown as the placeholder and the hint); all saved together with `PUT admin/products/{id}/prices`.
 */
export function MarketPricesCard({ product, baseCurrency }: { product: AdminProductDetail; baseCurrency: string }) {
  const markets = useMarkets();
  const prices = useFixedPrices(product.id);
  const variants = useVariants(product.id);
  let body;
  if (markets.isPending || prices.isPending || variants.isPending) body = <DetailSkeleton label="Loading prices per currency" />;
  else if (markets.isError) body = <ErrorState error={markets.error} onRetry={() => void markets.refetch()} />;
  else if (prices.isError) body = <ErrorState error={prices.error} onRetry={() => void prices.refetch()} />;
  else if (variants.isError) body = <ErrorState error={variants.error} onRetry={() => void variants.refetch()} />;
  else {
    const base = markets.data.find((m) => m.primary)?.currency ?? baseCurrency;
    return (
      <PricesForm
        // A new answer (after a save or a refetch) starts the form again from what is stored.
        key={JSON.stringify(prices.data)}
        product={product}
        base={base}
        markets={markets.data}
        prices={prices.data}
        variants={variants.data.filter((v) => v.retired_at === null)}
      />
    );
  }
  return <Card title={TITLE}>{body}</Card>;
}

interface FormProps {
  product: AdminProductDetail;
  base: string;
  markets: Market[];
  prices: FixedPrice[];
  variants: AdminVariant[];
}

function PricesForm({ product, base, markets, prices, variants }: FormProps) {
  const save = useSaveFixedPrices(product.id);
  const [drafts, setDrafts] = useState<PriceDrafts>(() => priceDraftsOf(prices));
  const [errors, setErrors] = useState<FieldErrors>({});
  const groups = priceCurrencies(markets);
  const sold = groups.map((g) => g.currency);
  const stale = [...new Set(prices.map((p) => p.currency).filter((c) => !sold.includes(c)))];

  if (groups.length === 0) {
    return (
      <Card title={TITLE}>
        <p className="text-sm text-muted">
          Every market sells in {base}, the products’ own currency.{' '}
          <Link to="/settings/markets" className="font-medium text-brand-700 hover:underline">
            Add a market
          </Link>{' '}
          with another currency to fix prices in it.
        </p>
      </Card>
    );
  }

  const change = (key: string, field: keyof PriceDraft, value: string) => {
    setDrafts((d) => ({ ...d, [key]: { ...(d[key] ?? EMPTY_DRAFT), [field]: value } }));
    setErrors((e) => ({ ...e, [`${key}.${field}`]: undefined, form: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const { body, keys } = toPricesInput(drafts, sold);
    const parsed = FixedPricesInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors({ ...errorsByRow(zodFieldErrors(parsed.error), keys), ...missingPrices(drafts) });
      toast.error('Please correct the highlighted fields.');
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(`Prices per currency of ${product.name} saved.`),
      onError: (error) => {
        setErrors(errorsByRow(apiFieldErrors(error) ?? {}, keys));
        toast.error(errorMessage(error));
      },
    });
  }

  return (
    <Card title={TITLE}>
      <form onSubmit={submit} noValidate aria-label={TITLE} className="space-y-5">
        <p className="-mt-1 text-sm text-muted">
          Leave a price blank to convert the {base} price at the market’s exchange rate and rounding (shown in grey). A fixed price beats
          the converted one; without a sale price the product is not on sale in that currency.
        </p>
        {errors.form && (
          <p role="alert" className="text-sm text-red-600">
            {errors.form}
          </p>
        )}
        {groups.map((g) => (
          <CurrencyPrices
            key={g.currency}
            currency={g.currency}
            markets={g.markets}
            base={base}
            product={product}
            variants={variants}
            drafts={drafts}
            errors={errors}
            onChange={change}
          />
        ))}
        {stale.length > 0 && (
          <p className="text-sm text-amber-800">
            No market sells in {stale.join(', ')} any more: the fixed prices in {stale.length === 1 ? 'it' : 'them'} are dropped when you
            save.
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" className="min-h-11" loading={save.isPending}>
            Save prices
          </Button>
        </div>
      </form>
    </Card>
  );
}

interface CurrencyProps {
  currency: string;
  markets: Market[];
  base: string;
  product: AdminProductDetail;
  variants: AdminVariant[];
  drafts: PriceDrafts;
  errors: FieldErrors;
  onChange: (key: string, field: keyof PriceDraft, value: string) => void;
}

/** One currency: the product's price and sale price, then its variants' (folded unless one has its own). */
function CurrencyPrices({ currency, markets, base, product, variants, drafts, errors, onChange }: CurrencyProps) {
  const productKey = rowKey(currency, null);
  const own = drafts[productKey] ?? EMPTY_DRAFT;
  const convert = (amount: number) => convertedText(amount, base, markets);
  const onSale = product.sale_price < product.price;
  const variantRows = variants.length > 1 ? variants : [];
  const variantKeys = variantRows.map((v) => rowKey(currency, v.id));
  const variantsSet = variantKeys.some((k) => (drafts[k]?.price ?? '') !== '' || errors[`${k}.price`] || errors[`${k}.sale_price`]);

  return (
    <fieldset className="min-w-0 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-semibold">
        {currency} prices <span className="font-normal text-muted">· {currencyName(currency)}</span>
      </legend>
      <p className="mb-3 text-xs text-muted">
        Sold in {markets.map((m) => `${m.name} (1 ${base} = ${m.exchange_rate} ${currency})`).join(', ')}. Amounts have{' '}
        {decimalsText(currency)}.
      </p>
      <PriceRow
        label="Product"
        rowId={productKey}
        currency={currency}
        draft={own}
        errors={errors}
        onChange={onChange}
        regularHint={`${formatMoney(product.price, base)} → ${convert(product.price)}`}
        saleHint={onSale ? `${formatMoney(product.sale_price, base)} → ${convert(product.sale_price)}` : 'Not on sale'}
        pricePlaceholder={convert(product.price)}
        salePlaceholder={onSale ? convert(product.sale_price) : ''}
      />
      {variantRows.length > 0 && (
        <details className="group mt-3" open={variantsSet}>
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 text-sm font-medium text-brand-700">
            <ChevronRight className="h-4 w-4 transition-transform group-open:rotate-90" aria-hidden="true" />
            Per variant ({variantRows.length})
          </summary>
          <p className="mb-2 text-xs text-muted">
            A variant without its own price takes the product’s {currency} price above, else its own {base} price converted (in grey).
          </p>
          <div className="grid grid-cols-2 gap-x-3 border-b border-line pb-1 text-xs font-semibold uppercase tracking-wide text-muted sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_minmax(0,1fr)]">
            <span className="hidden sm:block">Variant</span>
            <span aria-hidden="true">Price ({currency})</span>
            <span aria-hidden="true">Sale price ({currency})</span>
          </div>
          <ul className="divide-y divide-line">
            {variantRows.map((v) => {
              const key = rowKey(currency, v.id);
              const fixed = own.price.trim() !== '';
              const vOnSale = v.effective_sale_price < v.effective_price;
              const draft = drafts[key] ?? EMPTY_DRAFT;
              const name = variantLabel(v) || 'Default';
              return (
                <li key={key} className="py-2">
                  <fieldset className="grid min-w-0 grid-cols-2 items-start gap-x-3 gap-y-1 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_minmax(0,1fr)]">
                    <legend className="sr-only">{name}</legend>
                    <p className="col-span-2 min-w-0 text-sm sm:col-span-1 sm:pt-2" aria-hidden="true">
                      <span className="font-medium">{name}</span>
                      <span className="block truncate font-mono text-xs text-muted" title={v.sku}>
                        {v.sku}
                      </span>
                    </p>
                    <CellInput
                      id={`${key}-price`}
                      label={`Price (${currency})`}
                      inputMode={minorDigits(currency) === 0 ? 'numeric' : 'decimal'}
                      placeholder={fixed ? moneyText(own.price, currency) : convert(v.effective_price)}
                      value={draft.price}
                      onChange={(e) => onChange(key, 'price', e.target.value)}
                      error={errors[`${key}.price`]}
                    />
                    <CellInput
                      id={`${key}-sale`}
                      label={`Sale price (${currency})`}
                      inputMode={minorDigits(currency) === 0 ? 'numeric' : 'decimal'}
                      placeholder={fixed ? moneyText(own.sale_price, currency) : vOnSale ? convert(v.effective_sale_price) : ''}
                      value={draft.sale_price}
                      onChange={(e) => onChange(key, 'sale_price', e.target.value)}
                      error={errors[`${key}.sale_price`]}
                    />
                  </fieldset>
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </fieldset>
  );
}

interface RowProps {
  label: string;
  rowId: string;
  currency: string;
  draft: PriceDraft;
  errors: FieldErrors;
  onChange: (key: string, field: keyof PriceDraft, value: string) => void;
  regularHint?: string;
  saleHint?: string;
  pricePlaceholder: string;
  salePlaceholder: string;
}

/** A row's price and sale price in the currency, each with its error beside it. */
function PriceRow({ label, rowId, currency, draft, errors, onChange, regularHint, saleHint, pricePlaceholder, salePlaceholder }: RowProps) {
  const inputMode = minorDigits(currency) === 0 ? 'numeric' : 'decimal';
  return (
    <fieldset className="grid min-w-0 grid-cols-2 items-start gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_minmax(0,1fr)]">
      <legend className="sr-only">{label}</legend>
      <p className="col-span-2 text-sm font-medium sm:col-span-1 sm:pt-8" aria-hidden="true">
        {label}
      </p>
      <Input
        label={`Price (${currency})`}
        hint={regularHint}
        className="min-h-11 tabular-nums"
        inputMode={inputMode}
        autoComplete="off"
        placeholder={pricePlaceholder}
        value={draft.price}
        onChange={(e) => onChange(rowId, 'price', e.target.value)}
        error={errors[`${rowId}.price`]}
      />
      <Input
        label={`Sale price (${currency})`}
        hint={saleHint}
        className="min-h-11 tabular-nums"
        inputMode={inputMode}
        autoComplete="off"
        placeholder={salePlaceholder}
        value={draft.sale_price}
        onChange={(e) => onChange(rowId, 'sale_price', e.target.value)}
        error={errors[`${rowId}.sale_price`]}
      />
    </fieldset>
  );
}

/**
 * The product's price in each market currency, read-only (the view page): its fixed price and sale
 * price there, else what its base prices convert to, and how many variants have their own.
 */
export function MarketPricesSummary({ product, baseCurrency }: { product: AdminProductDetail; baseCurrency: string }) {
  const markets = useMarkets();
  const prices = useFixedPrices(product.id);
  if (markets.isError || prices.isError) return null; // the edit page says why; the view stays readable
  if (markets.isPending || prices.isPending) return <DetailSkeleton label="Loading prices per currency" />;
  const groups = priceCurrencies(markets.data);
  if (groups.length === 0) return null;
  const base = markets.data.find((m) => m.primary)?.currency ?? baseCurrency;
  const facts = groups.map(({ currency, markets: sold }): Fact => {
    const own = prices.data.find((p) => p.currency === currency && p.variant_id === null);
    const variants = prices.data.filter((p) => p.currency === currency && p.variant_id !== null).length;
    const text = own
      ? `${formatMoney(own.price, currency)} fixed${own.sale_price === null ? '' : `, on sale at ${formatMoney(own.sale_price, currency)}`}`
      : `${convertedText(product.price, base, sold)} converted${
          product.sale_price < product.price ? `, on sale at ${convertedText(product.sale_price, base, sold)}` : ''
        }`;
    return [currency, variants > 0 ? `${text}; ${variants} ${variants === 1 ? 'variant has its' : 'variants have their'} own` : text];
  });
  return (
    <Card title={TITLE}>
      <Facts facts={facts} className="grid gap-x-6 gap-y-4 sm:grid-cols-2" label={TITLE} />
    </Card>
  );
}

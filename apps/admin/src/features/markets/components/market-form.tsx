import { useMemo } from 'react';
import { MarketInputSchema, MarketPatchSchema, PRICE_ROUNDINGS, type Market, type PriceRounding } from '@shopwright/shared/markets';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Input, Select } from '../../../components/ui/field';
import { FormActions, NameCodeFields } from '../../../components/ui/record-form';
import { Switch } from '../../../components/ui/switch';
import { currencyName, decimalsText, useMarkets } from '../../../lib/markets';
import { useShopCurrency } from '../../../lib/shop-settings';
import { useSaveForm } from '../../../lib/use-save-form';
import { useCreateMarket, useUpdateMarket } from '../api/markets';
import { CountryPicker } from './country-picker';
import { LanguageList } from './language-list';
import { conversionExample, marketFormValuesOf, ROUNDING_OPTIONS, toMarketInput, type MarketFormValues } from './market-form-values';

const tall = 'min-h-11';
/** A base price to show the conversion with. */
const EXAMPLE_PRICE = 19.99;

let currencyOptions: Array<{ value: string; label: string }> | undefined;
/** Every ISO 4217 currency the browser knows, "EUR: Euro", after a placeholder. */
function allCurrencies() {
  currencyOptions ??= [
    { value: '', label: 'Choose a currency' },
    ...Intl.supportedValuesOf('currency').map((code) => ({ value: code, label: `${code}: ${currencyName(code)}` })),
  ];
  return currencyOptions;
}

/**
 * Creates a market or edits one (its code stays): name, countries, currency, languages, path,
 * exchange rate, rounding and whether it is active; checked with the shared schema first, then by
 * the server, whose field errors (a country another market has, a path taken) show on the fields.
 * The primary market keeps its currency and path and stays active.
 */
export function MarketForm({ market, onSaved }: { market?: Market; onSaved: (saved: Market) => void }) {
  const create = useCreateMarket();
  const update = useUpdateMarket(market?.code ?? '');
  const { values, errors, set, submit, pending } = useSaveForm({
    initial: () => marketFormValuesOf(market),
    toInput: toMarketInput,
    editing: market !== undefined,
    create: { schema: MarketInputSchema, mutation: create },
    update: { schema: MarketPatchSchema, mutation: update },
    noun: 'Market',
    onSaved,
    moreErrors: (v: MarketFormValues) => (v.currency ? {} : { currency: 'Choose a currency' }),
  });

  const markets = useMarkets();
  const shopCurrency = useShopCurrency();
  const base = markets.data?.find((m) => m.primary)?.currency ?? shopCurrency;
  const owners = useMemo(() => {
    const map = new Map<string, string>();
    for (const m of markets.data ?? []) if (m.code !== market?.code) for (const c of m.countries) map.set(c, m.name);
    return map;
  }, [markets.data, market?.code]);
  const primary = market?.primary === true;
  const currency = values.currency || 'the market’s currency';
  const example = conversionExample(EXAMPLE_PRICE, base, values);

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label={market ? `Edit market ${market.name}` : 'New market'}>
      <Card title="Market">
        <div className="grid gap-4 sm:grid-cols-2">
          <NameCodeFields
            values={values}
            errors={errors}
            set={set}
            editing={market !== undefined}
            nameHint="Shown to shoppers in the market picker, such as Europe or Japan."
            codeHint={
              market
                ? 'Links and orders name the market by its code; it cannot change.'
                : 'Lowercase letters, digits and -, starting with a letter, such as eu.'
            }
          />
          <Input
            label="URL path"
            hint={
              primary
                ? 'The primary market is served at the shop’s own addresses; its path cannot change.'
                : 'The market’s pages live under it, such as /de for /de/products/….'
            }
            className={`${tall} font-mono read-only:bg-surface read-only:text-muted`}
            placeholder="/de"
            maxLength={21}
            autoComplete="off"
            readOnly={primary}
            value={values.path}
            onChange={(e) => set('path', e.target.value.toLowerCase())}
            error={errors.path}
          />
          <Switch
            className="sm:pt-6"
            label="Active"
            hint={
              primary
                ? 'The primary market is always active.'
                : 'Offered to shoppers. Prices stay worked out while it is off, so turning it on is instant.'
            }
            disabled={primary}
            checked={values.active}
            onChange={(e) => set('active', e.target.checked)}
          />
          {errors.active && <p className="text-sm text-red-600 sm:col-span-2">{errors.active}</p>}
        </div>
      </Card>

      <Card title="Currency and prices">
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            label="Currency"
            hint={
              primary
                ? 'The shop’s base currency: products are priced in it; it cannot change.'
                : values.currency
                  ? `Amounts in ${values.currency} have ${decimalsText(values.currency)}.`
                  : 'ISO 4217, such as EUR.'
            }
            className={`${tall} disabled:bg-surface disabled:text-muted`}
            options={allCurrencies()}
            disabled={primary}
            value={values.currency}
            onChange={(e) => set('currency', e.target.value)}
            error={errors.currency}
          />
          {primary ? (
            <p className="text-sm text-muted sm:col-span-2 sm:pt-7">
              The primary market shows the products’ own prices: nothing is converted, so it has no exchange rate or rounding.
            </p>
          ) : (
            <>
              <Input
                label={`Exchange rate (${values.currency || '…'} per 1 ${base})`}
                hint={`Set by staff: no outside service is asked. 1 ${base} = ${values.exchange_rate || '…'} ${currency}.`}
                className={tall}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.92"
                value={values.exchange_rate}
                onChange={(e) => set('exchange_rate', e.target.value)}
                error={errors.exchange_rate}
              />
              <Select
                label="Rounding"
                hint={
                  example
                    ? `Converted prices only; fixed prices stay as given. ${example}.`
                    : 'Applied to converted prices only; fixed prices stay as given.'
                }
                className={tall}
                options={ROUNDING_OPTIONS}
                value={values.rounding}
                onChange={(e) => {
                  const value = e.target.value as PriceRounding;
                  if (PRICE_ROUNDINGS.includes(value)) set('rounding', value);
                }}
                error={errors.rounding}
              />
            </>
          )}
        </div>
      </Card>

      <Card title="Languages and countries">
        <div className="grid gap-6 lg:grid-cols-2">
          <LanguageList languages={values.languages} errors={errors} onChange={(languages) => set('languages', languages)} />
          <CountryPicker
            primary={primary}
            countries={values.countries}
            owners={owners}
            errors={errors}
            onChange={(countries) => set('countries', countries)}
          />
        </div>
      </Card>

      {primary && (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Badge tone="brand">Primary</Badge> Today’s shop: it cannot be deleted.
        </p>
      )}
      <FormActions cancelTo="/settings/markets" pending={pending} submitLabel={market ? 'Save market' : 'Create market'} />
    </form>
  );
}

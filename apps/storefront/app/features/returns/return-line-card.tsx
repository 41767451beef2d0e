import { Package } from 'lucide';
import type { ReturnEligibility, ReturnResolution } from '@shopwright/shared/returns';
import { RETURN_RESOLUTIONS } from '@shopwright/shared/returns';
import { variantLabel } from '@shopwright/shared/catalog/names';
import { formatMoneyIn } from '@shopwright/shared/i18n/format';
import { Icon } from '../../components/ui/icon';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { Select } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

export type EligibleLine = ReturnEligibility['lines'][number];

/** What the shopper chose for one line of the order. */
export interface LineChoice {
  selected: boolean;
  quantity: number;
  resolution: ReturnResolution;
  exchangeVariantId: number | null;
}

/** The API's field errors of this line (`lines.<i>.quantity` …), by field. */
export type LineErrors = Partial<Record<'order_line_id' | 'quantity' | 'resolution' | 'exchange_variant_id', string>>;

interface Props {
  line: EligibleLine;
  choice: LineChoice;
  onChange: (next: LineChoice) => void;
  errors: LineErrors;
  currency: string;
}

const pill = (checked: boolean, disabled = false) =>
  cn(
    'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors duration-150',
    checked ? 'border-brand-600 bg-brand-50 font-medium' : 'border-line hover:bg-surface',
    disabled && 'cursor-not-allowed opacity-50 hover:bg-transparent',
  );

/** One bought line: tick it, say how many, and whether it comes back as a refund, store credit or another variant. */
export function ReturnLineCard({ line, choice, onChange, errors, currency }: Props) {
  const t = useT();
  const options = line.exchange_options.filter((o) => o.in_stock);
  const variant = variantLabel(line);
  const set = (patch: Partial<LineChoice>) => onChange({ ...choice, ...patch });
  const none = line.returnable_quantity === 0;
  const checkboxId = `return-line-${line.order_line_id}`;
  const lineError = errors.order_line_id;
  return (
    <li className={cn('rounded-xl border p-4', choice.selected ? 'border-brand-600' : 'border-line')}>
      <div className="flex gap-3">
        <span className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface">
          {line.image ? (
            <img src={line.image} alt="" width={64} height={64} className="h-16 w-16 object-cover" loading="lazy" />
          ) : (
            <Icon node={Package} className="h-6 w-6 text-muted" />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <label htmlFor={checkboxId} className={cn('flex min-h-11 items-start gap-3', none ? 'cursor-not-allowed' : 'cursor-pointer')}>
            <input
              id={checkboxId}
              type="checkbox"
              className="mt-1 h-5 w-5 shrink-0 rounded border-line accent-brand-600"
              checked={choice.selected}
              disabled={none}
              onChange={(e) => set({ selected: e.target.checked })}
              aria-invalid={lineError ? true : undefined}
              aria-describedby={lineError ? `${checkboxId}-error` : undefined}
            />
            <span className="min-w-0">
              <span className="line-clamp-2 font-medium">{line.name}</span>
              {variant && <span className="block text-sm text-muted">{variant}</span>}
              <span className="block text-sm text-muted">
                {none
                  ? t('returnsPage.alreadyReturned')
                  : t('returnsPage.canReturn', { count: line.returnable_quantity, bought: line.quantity })}
              </span>
            </span>
          </label>
          {lineError && (
            <p id={`${checkboxId}-error`} className="mt-1 text-sm text-red-600" role="alert">
              {t.text(lineError)}
            </p>
          )}
        </div>
      </div>
      {choice.selected && (
        <div className="mt-4 space-y-4 border-t border-line pt-4">
          <div>
            <p className="mb-1.5 text-sm font-medium" id={`${checkboxId}-qty`}>
              {t('returnsPage.quantity')}
            </p>
            <QuantityStepper
              value={choice.quantity}
              max={line.returnable_quantity}
              onChange={(quantity) => set({ quantity: Math.max(1, Math.min(quantity, line.returnable_quantity)) })}
              label={t('returnsPage.quantityOf', { name: line.name })}
            />
            {errors.quantity && (
              <p className="mt-1 text-sm text-red-600" role="alert">
                {t.text(errors.quantity)}
              </p>
            )}
          </div>
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium">{t('returnsPage.resolution')}</legend>
            <div className={cn('grid gap-2', line.exchange_options.length > 0 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
              {/* A product without other variants has no exchange to offer. */}
              {RETURN_RESOLUTIONS.filter((r) => r !== 'exchange' || line.exchange_options.length > 0).map((resolution) => {
                const disabled = resolution === 'exchange' && options.length === 0;
                return (
                  <label key={resolution} className={pill(choice.resolution === resolution, disabled)}>
                    <input
                      type="radio"
                      name={`resolution-${line.order_line_id}`}
                      value={resolution}
                      checked={choice.resolution === resolution}
                      disabled={disabled}
                      onChange={() =>
                        set({ resolution, exchangeVariantId: resolution === 'exchange' ? (options[0]?.variant_id ?? null) : null })
                      }
                      className="accent-brand-600"
                    />
                    {t(`returnResolution.${resolution}`)}
                  </label>
                );
              })}
            </div>
            {errors.resolution && (
              <p className="mt-1 text-sm text-red-600" role="alert">
                {t.text(errors.resolution)}
              </p>
            )}
            {options.length === 0 && line.exchange_options.length > 0 && (
              <p className="mt-1 text-xs text-muted">{t('returnsPage.noExchangeInStock')}</p>
            )}
          </fieldset>
          {choice.resolution === 'exchange' && options.length > 0 && (
            <Select
              label={t('returnsPage.exchangeFor')}
              value={String(choice.exchangeVariantId ?? options[0]!.variant_id)}
              onChange={(e) => set({ exchangeVariantId: Number(e.target.value) })}
              error={errors.exchange_variant_id}
              options={options.map((o) => {
                const name = variantLabel(o) || o.sku;
                const money = formatMoneyIn(Math.abs(o.price_difference), currency, t.lang);
                return {
                  value: String(o.variant_id),
                  label:
                    o.price_difference > 0
                      ? t('returnsPage.exchangePays', { variant: name, amount: money })
                      : o.price_difference < 0
                        ? t('returnsPage.exchangeRefunds', { variant: name, amount: money })
                        : name,
                };
              })}
            />
          )}
        </div>
      )}
    </li>
  );
}

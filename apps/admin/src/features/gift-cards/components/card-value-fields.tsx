import { CURRENCIES } from '@shopwright/shared/settings';
import { GIFT_CARD_LIMITS } from '@shopwright/shared/credit';
import { Input, Select, Textarea } from '../../../components/ui/field';
import type { FieldErrors } from '../../../lib/form-errors';

export interface CardValues {
  amount: string;
  currency: string;
  expires_on: string;
  note: string;
}

/** The first day an expiry may fall on for a card issued on `issued` (a UTC day): 5 years later (ADR 025). */
export function earliestExpiry(issued = new Date().toISOString().slice(0, 10)): string {
  const [y, m, d] = issued.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y + GIFT_CARD_LIMITS.minExpiryYears, m - 1, d));
  return day.toISOString().slice(0, 10);
}

/** What the form sends: the amount as a number (NaN when blank, so the schema says so), no expiry when empty. */
export const cardInput = (v: CardValues) => ({
  amount: v.amount.trim() === '' ? Number.NaN : Number(v.amount),
  currency: v.currency,
  expires_on: v.expires_on || null,
  note: v.note,
});

interface CardValueFieldsProps {
  values: CardValues;
  errors: FieldErrors;
  set: (field: keyof CardValues, value: string) => void;
}

/** Value, currency, optional expiry and a note: the fields one card and a batch share. */
export function CardValueFields({ values, errors, set }: CardValueFieldsProps) {
  const currencies = CURRENCIES.some((c) => c.code === values.currency)
    ? CURRENCIES
    : [{ code: values.currency, name: values.currency }, ...CURRENCIES];
  const earliest = earliestExpiry();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={`Value (${values.currency})`}
          name="amount"
          inputMode="decimal"
          className="min-h-11"
          value={values.amount}
          onChange={(e) => set('amount', e.target.value)}
          error={errors.amount}
          hint={`Up to ${GIFT_CARD_LIMITS.amountMax.toLocaleString('en-US')}.`}
          placeholder="50.00"
        />
        <Select
          label="Currency"
          name="currency"
          className="min-h-11"
          options={currencies.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
          value={values.currency}
          onChange={(e) => set('currency', e.target.value)}
          error={errors.currency}
        />
      </div>
      <Input
        label="Expires on (optional)"
        name="expires_on"
        type="date"
        className="min-h-11"
        min={earliest}
        value={values.expires_on}
        onChange={(e) => set('expires_on', e.target.value)}
        error={errors.expires_on}
        hint={`Leave empty for a card that never expires, or choose ${earliest} or later (at least ${GIFT_CARD_LIMITS.minExpiryYears} years).`}
      />
      <Textarea
        label="Note (optional)"
        name="note"
        value={values.note}
        onChange={(e) => set('note', e.target.value)}
        error={errors.note}
        maxLength={GIFT_CARD_LIMITS.noteMax}
        hint="For staff, e.g. why it was issued. Also in the CSV file."
        rows={2}
      />
    </>
  );
}
